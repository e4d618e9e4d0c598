import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiError } from '../../../../common/apiClient';
import { useOrderActivity } from '../activity/api';
import { dashboardKeys } from '../dashboard/api';
import { shownTime } from '../../shared/shownTime';

/**
 * Orders whose last change was refused because someone else changed them first (issue 37: the server
 * answers 409 to an If-Match that is behind). Kept outside any screen so the refusal can be said where
 * the owner is looking: the Orders screen's banner, or inside the dialog they were typing in.
 */
const stale = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;
const changed = () => {
  version += 1;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The server's refusal of a change made on an old copy of the order. */
export const isStaleOrder = (error: unknown) =>
  error instanceof ApiError &&
  error.code === 'CONFLICT' &&
  (error.details as { reason?: unknown } | undefined)?.reason === 'stale';

export function markStale(orderRef: string, error: unknown) {
  if (!isStaleOrder(error)) return;
  stale.add(orderRef);
  changed();
}

export const STALE_ORDER_WORDS = 'This order was changed by someone else. Reload to see it.';

/**
 * 'This order was changed by someone else. Reload to see it.' with a Reload button, for one order or
 * for any (no orderRef). Reload reads the orders again; whatever was typed in an open form stays.
 */
export function StaleOrderNotice({ orderRef }: { orderRef?: string }) {
  useSyncExternalStore(subscribe, () => version);
  const queryClient = useQueryClient();
  const refs = orderRef === undefined ? [...stale] : stale.has(orderRef) ? [orderRef] : [];
  if (refs.length === 0) return null;
  const reload = () => {
    for (const ref of refs) stale.delete(ref);
    changed();
    void queryClient.invalidateQueries({ queryKey: ['orders'] });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  };
  return (
    <div className="notice-refused" role="alert">
      <p>
        {refs.length === 1 && orderRef === undefined ? `${refs[0]}: ` : ''}
        {refs.length > 1 ? `${refs.join(', ')} were changed by someone else. Reload to see them.` : STALE_ORDER_WORDS}
      </p>
      {refs.length === 1 && <LastChange orderRef={refs[0]!} />}
      <button type="button" className="button" onClick={reload}>
        Reload
      </button>
    </div>
  );
}

/**
 * What the change that came first was, from the order's own history: 'Last change (30/11/2026, 12:32
 * am, The customer): Cancelled the order (it was Confirmed).' A shopper's cancel or a colleague's save is then no mystery, and the
 * owner knows what Reload will show before pressing it.
 */
function LastChange({ orderRef }: { orderRef: string }) {
  // Asked once for each refusal: the key is not the order's version, which this copy does not know.
  const history = useOrderActivity(orderRef, 'after a refused change');
  const last = history.data?.[0];
  if (!last) return null;
  return (
    <p>
      Last change ({shownTime(last.at)}, {last.staffName}): {last.sentence}.
    </p>
  );
}
