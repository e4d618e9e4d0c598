import { useEffect } from 'react';

export const LEAVE_WARNING = 'You have unsaved changes to this product. Leave without saving?';

/**
 * Warns before the owner leaves a form with unsaved changes: closing or reloading the window
 * (beforeunload) and following any link of the admin app (its navigation, Logout's link-free button
 * aside). The admin app runs on a BrowserRouter, which has no route blocker, so links are caught on
 * their way down, before React Router sees the click.
 */
export function useLeaveWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || event.defaultPrevented) return;
      if (!window.confirm(LEAVE_WARNING)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);
}
