import type { ReactNode } from 'react';
import { failure } from '../failure';
import styles from './SaveActions.module.css';

/** What a save reports: react-query's mutation state, with the server's answer once it is done. */
export type SaveState = {
  isPending: boolean;
  isSuccess: boolean;
  error: Error | null;
  data?: { message?: string } | undefined;
};

/**
 * How a save went, read out to screen readers as it changes: the server's words on success, its
 * refusal (or `failed`, when the server was not reached) as an alert. `refused` is a refusal the form
 * found itself before asking the server.
 */
export function SaveOutcome({
  save,
  failed,
  refused = '',
  saved = 'Saved',
}: {
  save: SaveState;
  failed: string;
  refused?: string;
  saved?: string;
}) {
  const problem = refused || (save.error ? failure(save.error, failed) : '');
  return (
    <div aria-live="polite">
      {save.isSuccess && !problem && <p className={styles.ok}>{save.data?.message ?? saved}</p>}
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

/**
 * The end of a page form that saves in place (the settings screens; dialogs end with FormActions):
 * the submit button, which says what it is doing while the request runs, any buttons beside it, then
 * how the save went.
 */
export function SaveActions({
  save,
  submit,
  working = 'Saving...',
  failed,
  refused,
  disabled = false,
  children,
}: {
  save: SaveState;
  submit: string;
  working?: string;
  failed: string;
  refused?: string;
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={styles.actions}>
      <button type="submit" className="button" disabled={save.isPending || disabled}>
        {save.isPending ? working : submit}
      </button>
      {children}
      <SaveOutcome save={save} failed={failed} refused={refused} />
    </div>
  );
}
