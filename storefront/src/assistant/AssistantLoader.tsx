import { lazy, Suspense, useEffect, useState } from 'react';

const AssistantWidget = lazy(() => import('./AssistantWidget'));

/** Calls back once the page has loaded and the browser is idle; returns a cancel. */
function whenPageSettles(callback: () => void): () => void {
  let cancelIdle = () => {};
  const onLoad = () => {
    // Safari has no requestIdleCallback.
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(callback, { timeout: 2_000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(callback, 200);
      cancelIdle = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle();
  };
}

/**
 * Mounts the shopping assistant once the page is interactive, so its code is neither part of the
 * first load nor competing with it (Lighthouse on / and /products).
 */
export default function AssistantLoader() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenPageSettles(() => setReady(true)), []);
  return ready ? (
    <Suspense fallback={null}>
      <AssistantWidget />
    </Suspense>
  ) : null;
}
