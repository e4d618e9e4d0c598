import { useCallback, useId, useState, type ReactNode } from 'react';
import { Dialog } from './Dialog';

/** What the admin app asks before an action it cannot take back on its own (docs/product.md §5). */
export type Question = {
  /** The question itself, naming what it is about: 'Cancel order ORD-…?'. */
  title: string;
  /** What happens if the owner goes ahead. */
  details: ReactNode;
  /** The confirming button says what it does: 'Cancel order', 'Delete product'. */
  confirm: string;
  /** The button that answers no and runs nothing: 'Keep order'. */
  keep: string;
  /** The action destroys or throws away something: the confirming button is drawn as a danger button. */
  danger?: boolean;
};

/**
 * The app's one way to ask before acting, in place of the browser's own confirm box (blocking, unstyled,
 * a bare native box in the desktop window). Focus starts on the keep button, so a stray Enter destroys nothing.
 */
export function ConfirmDialog({
  question,
  onConfirm,
  onDismiss,
}: {
  question: Question;
  onConfirm: () => void;
  onDismiss: () => void;
}) {
  const detailsId = useId();
  return (
    <Dialog
      title={question.title}
      onClose={onDismiss}
      describedBy={detailsId}
      footer={
        <>
          <button type="button" className="button-secondary" onClick={onDismiss} data-autofocus>
            {question.keep}
          </button>
          <button type="button" className={question.danger ? 'button-danger' : 'button'} onClick={onConfirm}>
            {question.confirm}
          </button>
        </>
      }
    >
      <p id={detailsId}>{question.details}</p>
    </Dialog>
  );
}

/**
 * `ask(question, action)` shows the question; `action` runs only once the owner confirms, and nothing runs
 * when they dismiss it (keep button, ×, Escape). Render `dialog` anywhere in the component.
 */
export function useConfirm(): { ask: (question: Question, action: () => void) => void; dialog: ReactNode } {
  const [asking, setAsking] = useState<{ question: Question; action: () => void } | null>(null);
  const ask = useCallback((question: Question, action: () => void) => setAsking({ question, action }), []);
  const dialog = asking && (
    <ConfirmDialog
      question={asking.question}
      onDismiss={() => setAsking(null)}
      onConfirm={() => {
        setAsking(null);
        asking.action();
      }}
    />
  );
  return { ask, dialog };
}
