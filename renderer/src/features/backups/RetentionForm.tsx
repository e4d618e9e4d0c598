import { readTypedNumber } from '../../../../common/digits';
import { useState } from 'react';
import { MAX_BACKUPS_KEPT } from '../../../../common/contract/backups';
import { useSaveRetention } from './api';
import styles from './BackupsPage.module.css';

/** How many daily backups the shop keeps; the server checks the number too. */
export function RetentionForm({ saved }: { saved: number }) {
  const [keep, setKeep] = useState(String(saved));
  const save = useSaveRetention();

  return (
    <form
      className={styles.retention}
      aria-labelledby="retention-heading"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(readTypedNumber(keep));
      }}
    >
      <h2 id="retention-heading">Daily backups</h2>
      <p>
        The shop makes a backup each day it is open and keeps the newest ones. Backups you make yourself and the copies
        saved before a restore are never deleted automatically.
      </p>
      <div className={styles.retentionRow}>
        <div className="field">
          <label htmlFor="retention-keep">Daily backups to keep</label>
          <input
            id="retention-keep"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_BACKUPS_KEPT}
            step={1}
            required
            value={keep}
            onChange={(event) => {
              save.reset();
              setKeep(event.target.value);
            }}
            aria-describedby="retention-hint"
          />
          <p id="retention-hint" className="hint">
            From 1 to {MAX_BACKUPS_KEPT}.
          </p>
        </div>
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {save.isSuccess && <p className={styles.ok}>{save.data.message}</p>}
      </div>
      {save.isError && (
        <p role="alert" className={styles.error}>
          {save.error.message}
        </p>
      )}
    </form>
  );
}
