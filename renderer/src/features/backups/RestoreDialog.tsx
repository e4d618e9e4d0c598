import { useState } from 'react';
import { RESTORE_CONFIRMATION } from '../../../../common/contract/backups';
import { Dialog } from '../../shared/ui/Dialog';
import { shownTime } from '../../shared/shownTime';
import { useRestoreBackup } from './api';
import styles from './BackupsPage.module.css';

/**
 * docs/product.md: restoring a backup asks for RESTORE typed. The file is checked by the server before
 * anything is replaced; a refusal is shown here and the shop keeps its data.
 */
export function RestoreDialog({ onClose, onRestored }: { onClose: () => void; onRestored: (text: string) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [typed, setTyped] = useState('');
  const restore = useRestoreBackup();
  const ready = file !== null && typed === RESTORE_CONFIRMATION && !restore.isPending;
  const close = () => {
    if (!restore.isPending) onClose();
  };

  return (
    <Dialog title="Restore a backup" onClose={close}>
      <form
        className={styles.restore}
        onSubmit={(event) => {
          event.preventDefault();
          if (ready)
            restore.mutate(
              { file, confirm: typed },
              {
                onSuccess: (answer) =>
                  onRestored(
                    `Restored the backup of ${shownTime(answer.data.restored.createdAt)}. The data it replaced was saved first as ${answer.data.safetyCopy}.`,
                  ),
              },
            );
        }}
      >
        <p className={styles.warning}>
          Restoring replaces all of the shop’s products, orders, customers, messages, settings and pictures with those
          in the backup. Your admin login stays as it is. A copy of today’s data is saved first.
        </p>
        <div className="field">
          <label htmlFor="restore-file">Backup file (.tar.gz)</label>
          <input
            id="restore-file"
            type="file"
            accept=".gz,.tar.gz,application/gzip"
            onChange={(event) => {
              restore.reset();
              setFile(event.target.files?.[0] ?? null);
            }}
            disabled={restore.isPending}
          />
        </div>
        <div className="field">
          <label htmlFor="restore-confirm">Type {RESTORE_CONFIRMATION} to confirm</label>
          <input
            id="restore-confirm"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            disabled={restore.isPending}
          />
          <p className="hint">In capital letters, exactly as shown.</p>
        </div>
        {restore.isError && (
          <p role="alert" className={styles.error}>
            The backup was not restored: {restore.error.message} The shop’s data has not changed.
          </p>
        )}
        <div className={styles.dialogActions}>
          <button type="button" className="button-secondary" onClick={close} disabled={restore.isPending}>
            Cancel
          </button>
          <button
            type="submit"
            className="button-danger"
            disabled={!ready}
            aria-describedby={restore.isPending ? 'restore-progress' : undefined}
          >
            {restore.isPending ? 'Restoring...' : 'Restore this backup'}
          </button>
        </div>
        {restore.isPending && (
          <p id="restore-progress" role="status" className={styles.progress}>
            Checking and restoring the backup. This can take a minute for a large shop; keep this window open.
          </p>
        )}
      </form>
    </Dialog>
  );
}
