import { useEffect, useRef } from 'react';

/**
 * When the button that acted goes with its row (a delete), focus moves to the notice saying what
 * happened instead of falling back to the start of the page. Call `focusNextNotice()` before showing
 * that notice; give the notice `ref={noticeRef}` and `tabIndex={-1}`.
 */
export function useNoticeFocus(notice: unknown) {
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!notice || !pending.current) return;
    pending.current = false;
    noticeRef.current?.focus();
  }, [notice]);
  return {
    noticeRef,
    focusNextNotice: () => {
      pending.current = true;
    },
  };
}
