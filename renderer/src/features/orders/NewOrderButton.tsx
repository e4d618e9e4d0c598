import { lazy, Suspense, useState } from 'react';

// The dialog and its catalog search load when the owner first enters an order by hand.
const NewOrderDialog = lazy(() => import('./NewOrderDialog').then((module) => ({ default: module.NewOrderDialog })));

/** The Orders tab's New order button and the dialog it opens (issue 26). */
export function NewOrderButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        New order
      </button>
      {open && (
        <Suspense fallback={<span role="status">Opening…</span>}>
          <NewOrderDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
