import { useEffect, useRef, useState, type ReactNode } from 'react';
import { RESTORE_CONFIRMATION, type BackupPreview, type BackupSummary } from '../../../../common/contract/backups';
import { Dialog } from '../../shared/ui/Dialog';
import { shownTime } from '../../shared/shownTime';
import { useDropUpload, usePreviewUpload, useRestoreSaved, useRestoreUpload, useSavedPreview } from './api';
import { BackupPreviewFacts } from './BackupPreviewFacts';
import styles from './BackupsPage.module.css';

type Restored = { data: { restored: { createdAt: string }; safetyCopy: string } };
type Props = { onClose: () => void; onRestored: (text: string) => void };

const restoredText = (answer: Restored) =>
  `Restored the backup of ${shownTime(answer.data.restored.createdAt)}. The data it replaced was saved first as ${answer.data.safetyCopy}.`;

/**
 * docs/product.md: restoring a backup asks for RESTORE typed, after the server has read the backup and
 * the owner has seen when it was made and what it holds beside the shop now (decision 0131). A file
 * chosen from the computer, or a backup saved in the shop's data folder (`saved`); a refusal is shown
 * here and the shop keeps its data.
 */
export function RestoreDialog({ saved, ...props }: Props & { saved?: BackupSummary }) {
  return saved ? <SavedRestore backup={saved} {...props} /> : <FileRestore {...props} />;
}

/**
 * A file chosen from the computer is sent once (decision 0138): the preview keeps it on the server, the
 * restore names it, and a file not restored is removed when another is chosen or the dialog goes.
 */
function FileRestore({ onClose, onRestored }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreviewUpload();
  const restore = useRestoreUpload();
  const { mutate: dropUpload } = useDropUpload();
  const kept = useRef<string | undefined>(undefined);
  const dropKept = () => {
    if (kept.current) dropUpload(kept.current);
    kept.current = undefined;
  };
  // The dialog closed, or the screen was left, without restoring the file.
  useEffect(
    () => () => {
      if (kept.current) dropUpload(kept.current);
    },
    [dropUpload],
  );
  const upload = preview.data?.data.upload;
  return (
    <RestoreForm
      title="Restore a backup"
      what="file"
      onClose={onClose}
      picker={
        <div className="field">
          <label htmlFor="restore-file">Backup file (.tar.gz)</label>
          <input
            id="restore-file"
            type="file"
            accept=".gz,.tar.gz,application/gzip"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              restore.reset();
              preview.reset();
              dropKept();
              setFile(chosen);
              if (chosen) preview.mutate(chosen, { onSuccess: (answer) => (kept.current = answer.data.upload) });
            }}
            disabled={restore.isPending}
          />
        </div>
      }
      previewKey={file ? `${file.name}:${file.size}:${file.lastModified}` : ''}
      preview={{ pending: preview.isPending, error: preview.error?.message, data: preview.data?.data }}
      restoring={{ pending: restore.isPending, error: restore.error?.message }}
      onConfirm={(confirm) => {
        if (upload)
          restore.mutate(
            { upload, confirm },
            {
              onSuccess: (answer) => {
                // The server removed it once restored.
                kept.current = undefined;
                onRestored(restoredText(answer));
              },
            },
          );
      }}
    />
  );
}

function SavedRestore({ backup, onClose, onRestored }: Props & { backup: BackupSummary }) {
  const preview = useSavedPreview(backup.name);
  const restore = useRestoreSaved();
  return (
    <RestoreForm
      title={`Restore the backup of ${shownTime(backup.createdAt)}`}
      what="backup"
      onClose={onClose}
      picker={<p className={styles.name}>{backup.name}</p>}
      previewKey={backup.name}
      preview={{ pending: preview.isPending, error: preview.error?.message, data: preview.data }}
      restoring={{ pending: restore.isPending, error: restore.error?.message }}
      onConfirm={(confirm) =>
        restore.mutate({ name: backup.name, confirm }, { onSuccess: (answer) => onRestored(restoredText(answer)) })
      }
    />
  );
}

function RestoreForm({
  title,
  what,
  picker,
  previewKey,
  preview,
  restoring,
  onConfirm,
  onClose,
}: {
  title: string;
  what: 'file' | 'backup';
  picker: ReactNode;
  previewKey: string;
  preview: { pending: boolean; error?: string; data?: BackupPreview };
  restoring: { pending: boolean; error?: string };
  onConfirm: (typed: string) => void;
  onClose: () => void;
}) {
  const close = () => {
    if (!restoring.pending) onClose();
  };
  return (
    <Dialog title={title} onClose={close}>
      <div className={styles.restore}>
        <p className={styles.warning}>
          Restoring replaces all of the shop’s products, orders, customers, messages, settings and pictures with those
          in the backup. Your admin login stays as it is.
        </p>
        {picker}
        <div aria-live="polite" className={styles.notices}>
          {preview.pending && (
            <p role="status" className={styles.progress}>
              Reading the backup and comparing it with the shop’s data now...
            </p>
          )}
          {preview.data && <BackupPreviewFacts preview={preview.data} />}
        </div>
        {preview.error && (
          <p role="alert" className={styles.error}>
            This {what} cannot be restored: {preview.error} Nothing has been replaced.
          </p>
        )}
        {preview.data ? (
          <ConfirmStep key={previewKey} restoring={restoring} onConfirm={onConfirm} onCancel={close} />
        ) : (
          <div className={styles.dialogActions}>
            <button type="button" className="button-secondary" onClick={close}>
              Cancel
            </button>
          </div>
        )}
      </div>
    </Dialog>
  );
}

/** The typed confirmation and the button that says what happens; started afresh for each backup read. */
function ConfirmStep({
  restoring,
  onConfirm,
  onCancel,
}: {
  restoring: { pending: boolean; error?: string };
  onConfirm: (typed: string) => void;
  onCancel: () => void;
}) {
  const [typed, setTyped] = useState('');
  const ready = typed === RESTORE_CONFIRMATION && !restoring.pending;
  return (
    <form
      className={styles.restore}
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onConfirm(typed);
      }}
    >
      <p id="restore-safety">
        Before anything is replaced, the shop’s data as it is now is saved as a backup, listed as ‘Before a restore’.
        Restoring that one undoes this restore.
      </p>
      <div className="field">
        <label htmlFor="restore-confirm">Type {RESTORE_CONFIRMATION} to confirm</label>
        <input
          id="restore-confirm"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          disabled={restoring.pending}
        />
        <p className="hint">In capital letters, exactly as shown.</p>
      </div>
      {restoring.error && (
        <p role="alert" className={styles.error}>
          The backup was not restored: {restoring.error} The shop’s data has not changed.
        </p>
      )}
      <div className={styles.dialogActions}>
        <button type="button" className="button-secondary" onClick={onCancel} disabled={restoring.pending}>
          Cancel
        </button>
        <button
          type="submit"
          className="button-danger"
          disabled={!ready}
          aria-describedby={restoring.pending ? 'restore-progress' : 'restore-safety'}
        >
          {restoring.pending ? 'Restoring...' : 'Replace the shop’s data with this backup'}
        </button>
      </div>
      {restoring.pending && (
        <p id="restore-progress" role="status" className={styles.progress}>
          Saving today’s data, then restoring the backup. This can take a minute for a large shop; keep this window
          open.
        </p>
      )}
    </form>
  );
}
