import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './Dialog.module.css';

/** The dialogs shown now, the last opened on top: an Escape is for the top one only. */
const shown: HTMLDialogElement[] = [];

/**
 * A modal dialog on the browser's own <dialog>: showModal() keeps focus inside it and makes the page
 * behind inert, Escape closes it, and focus goes back to what opened it. Focus starts on the control
 * marked `data-autofocus` when there is one (a question's safe answer), else on the first (the × button).
 * Escape and × call onClose, which may ask before closing (the New order dialog asks before dropping
 * what was typed).
 */
export function Dialog({
  title,
  onClose,
  children,
  footer,
  describedBy,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  describedBy?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The latest onClose, for the listener set up once below; and whether a cancel event already told it.
  const latest = useRef({ onClose, told: false });
  latest.current.onClose = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    let open = true;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    shown.push(dialog);
    // The dialog closes only when its owner removes it. Chrome closes modals by itself on an Escape
    // that follows another with no click or typing between (all the dialogs opened meanwhile at once,
    // with no cancel event or one that cannot be stopped): each is opened again and only the top one's
    // owner told, as for any Escape, so a form that asks 'Discard what you typed?' is neither hidden
    // with its data nor dropped (issue 35).
    const reopen = () => {
      if (!open || !dialog.isConnected || dialog.open) return;
      dialog.showModal();
      const told = latest.current.told;
      latest.current.told = false;
      if (!told && shown.at(-1) === dialog) latest.current.onClose();
    };
    dialog.addEventListener('close', reopen);
    return () => {
      open = false;
      shown.splice(shown.indexOf(dialog), 1);
      dialog.removeEventListener('close', reopen);
      dialog.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        // React passes a dialog's cancel on to the dialogs around it: a question's Escape is its own.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        // A cancel that cannot be stopped is followed by a close event: that one must not tell onClose again.
        latest.current.told = !event.cancelable;
        onClose();
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId}>{title}</h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
          ×
        </button>
      </div>
      <div className={styles.body}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </dialog>
  );
}
