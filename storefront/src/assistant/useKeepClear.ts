import { useEffect, useState, type RefObject } from 'react';

/** The page's own controls, which the floating widget must never cover (checkout and cart buttons above all). */
const PAGE_CONTROLS = ':is(main, footer) :is(a[href], button, input, select, textarea, [role="button"])';

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * True while the element (the widget's launcher) sits over one of the page's controls, so the
 * widget can step aside: on a 390 px phone a corner button otherwise lands on 'Proceed to
 * Checkout' or 'Place Order' as the page scrolls. Checked at most once per frame, on scroll,
 * resize and page changes; never while the element holds the keyboard focus.
 */
export function useKeepClear(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [covering, setCovering] = useState(false);

  useEffect(() => {
    if (!active) {
      setCovering(false);
      return;
    }
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = ref.current;
      if (!element || element.contains(document.activeElement)) return setCovering(false);
      const box = element.getBoundingClientRect();
      const hit = Array.from(document.querySelectorAll(PAGE_CONTROLS)).some((control) => {
        const rect = control.getBoundingClientRect();
        return rect.width > 0 && rect.height > 0 && overlaps(box, rect);
      });
      setCovering(hit);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = new MutationObserver(schedule);
    observer.observe(document.getElementById('root') ?? document.body, { childList: true, subtree: true });
    schedule();
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, [ref, active]);

  return covering;
}
