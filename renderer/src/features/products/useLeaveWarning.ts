import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useConfirm, type Question } from '../../shared/ui/ConfirmDialog';

const LEAVE_QUESTION: Question = {
  title: 'Leave without saving?',
  details: 'You have unsaved changes to this product. Leaving now throws them away.',
  confirm: 'Leave without saving',
  keep: 'Keep editing',
  danger: true,
};

/** Marks the history entry of an open form. */
const FORM_ENTRY = 'productForm';
let pendingBack: number | undefined;

/**
 * Warns before the owner leaves a form with unsaved changes: closing or reloading the window
 * (beforeunload, the browser's own prompt: a page may not draw its own there) and following any link of
 * the admin app. The admin app runs on a BrowserRouter, which has no route blocker, so a link's click is
 * stopped on its way down, before React Router sees it, and clicked again once the owner confirms.
 * `leave(then)` asks the same question before the form's own way out; `dialog` is rendered by the form.
 *
 * The browser's Back button (issue 24) closes the form through `onBack`, asking first when there are
 * changes: the open form has a history entry of its own, so Back lands on the list behind it rather
 * than leaving the Products tab, and is undone (the entry put back) while the owner decides.
 */
export function useLeaveWarning(
  dirty: boolean,
  onBack: () => void,
): { leave: (then: () => void) => void; dialog: ReactNode } {
  const { ask, dialog } = useConfirm();
  const latest = useRef({ dirty, onBack, ask });
  latest.current = { dirty, onBack, ask };
  useEffect(() => {
    if (pendingBack !== undefined) {
      // React's development re-mount: the entry is still there, so it is kept rather than popped and pushed.
      window.clearTimeout(pendingBack);
      pendingBack = undefined;
    } else {
      window.history.pushState({ ...(window.history.state as object), [FORM_ENTRY]: true }, '');
    }
    let closed = false;
    const close = () => {
      closed = true;
      window.removeEventListener('popstate', onPopState);
      latest.current.onBack();
    };
    const onPopState = () => {
      if (!latest.current.dirty) return close();
      window.history.pushState({ ...(window.history.state as object), [FORM_ENTRY]: true }, '');
      latest.current.ask(LEAVE_QUESTION, () => {
        window.history.back();
        close();
      });
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      // Closed by Save or Cancel: the form's entry goes too, unless a link has already moved on from it.
      if (!closed && (window.history.state as Record<string, unknown> | null)?.[FORM_ENTRY]) {
        pendingBack = window.setTimeout(() => {
          pendingBack = undefined;
          window.history.back();
        });
      }
    };
  }, []);
  // Set while the confirmed click is replayed, so it passes through.
  const confirmed = useRef(false);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (!link || event.defaultPrevented || confirmed.current) return;
      // A link opened in another tab or window leaves this form where it is.
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0 || link.target === '_blank') return;
      event.preventDefault();
      event.stopPropagation();
      ask(LEAVE_QUESTION, () => {
        confirmed.current = true;
        try {
          link.click();
        } finally {
          confirmed.current = false;
        }
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, ask]);
  const leave = useCallback((then: () => void) => (dirty ? ask(LEAVE_QUESTION, then) : then()), [dirty, ask]);
  return { leave, dialog };
}
