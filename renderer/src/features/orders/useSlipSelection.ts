import { useState } from 'react';
import type { AdminOrder } from '../../../../common/orders';

/**
 * The orders ticked for packing slips. The selection belongs to the list on screen: another page or
 * other filters start with nothing ticked, and an order that leaves the list (deleted, or no longer
 * matching after a change) leaves the selection. So 'Print packing slips (N)' prints exactly the N
 * slips ticked on screen. `listing` names the list shown (the address's filters and page).
 */
export function useSlipSelection(listing: string, shown: AdminOrder[]) {
  const [selection, setSelection] = useState<{ listing: string; refs: ReadonlySet<string> }>({
    listing,
    refs: new Set(),
  });
  const refs = selection.listing === listing ? selection.refs : new Set<string>();
  return {
    chosen: shown.filter((order) => refs.has(order.orderRef)),
    isChosen: (orderRef: string) => refs.has(orderRef),
    choose: (orderRef: string, on: boolean) =>
      setSelection((current) => {
        const next = new Set(current.listing === listing ? current.refs : []);
        if (on) next.add(orderRef);
        else next.delete(orderRef);
        return { listing, refs: next };
      }),
  };
}
