import styles from './FormActions.module.css';

/**
 * The end of a dialog's form: the server's refusal, when there is one, read out as an alert, then
 * "Go back" and the submit button, which says what it is doing while the request runs.
 */
export function FormActions({
  refused,
  pending,
  submit,
  working = 'Saving...',
  disabled = false,
  onBack,
}: {
  refused: string;
  pending: boolean;
  submit: string;
  working?: string;
  disabled?: boolean;
  onBack: () => void;
}) {
  return (
    <>
      {refused && (
        <p role="alert" className={styles.refused}>
          {refused}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className="button-secondary" onClick={onBack}>
          Go back
        </button>
        <button type="submit" className="button" disabled={pending || disabled}>
          {pending ? working : submit}
        </button>
      </div>
    </>
  );
}
