import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BackupSummary } from '../../../../common/contract/backups';
import { formatFileSize } from '../../../../common/fileSize';
import { useConfirm } from '../../shared/ui/ConfirmDialog';
import { Page } from '../../shared/ui/Page';
import { useNoticeFocus } from '../../shared/ui/useNoticeFocus';
import { QueryState } from '../../shared/ui/QueryState';
import { Badge, DataTable, RowAction, type BadgeTone } from '../../shared/ui/DataTable';
import { shownTime } from '../../shared/shownTime';
import { useBackups, useDeleteBackup, useDownloadBackup, useMakeBackup } from './api';
import { RestoreDialog } from './RestoreDialog';
import { RetentionForm } from './RetentionForm';
import styles from './BackupsPage.module.css';

const KIND: Record<BackupSummary['kind'], { label: string; tone: BadgeTone }> = {
  manual: { label: 'Made by you', tone: 'good' },
  automatic: { label: 'Daily', tone: 'quiet' },
  safety: { label: 'Before a restore', tone: 'warn' },
};

type Notice = { text: string; kind: 'status' | 'alert' } | null;

/**
 * The owner's backups (docs/architecture.md, Backups): make one now, download any of them to keep
 * elsewhere, delete one no longer wanted, restore one from a file or from the list (after seeing what it holds),
 * and how many daily backups the shop keeps. Opened as /backups?restore=file (the desktop app's Shop menu,
 * DESKTOP_ROUTES.restoreBackup), it starts with the restore from a file open: one restore for both (decision 0138).
 */
export default function BackupsPage() {
  const [notice, setNotice] = useState<Notice>(null);
  // The dialog is open for a chosen file, or for one of the saved backups.
  const [restoring, setRestoring] = useState<BackupSummary | 'file' | null>(null);
  const [params, setParams] = useSearchParams();
  const asked = params.get('restore') === 'file';
  useEffect(() => {
    if (!asked) return;
    setRestoring('file');
    // Asked once: a reload or Back after the dialog closed does not open it again.
    setParams({}, { replace: true });
  }, [asked, setParams]);
  const backups = useBackups();
  const makeBackup = useMakeBackup();
  const { noticeRef, focusNextNotice } = useNoticeFocus(notice);
  const make = () => {
    setNotice(null);
    makeBackup.mutate(undefined, {
      onSuccess: (answer) => {
        // The button was disabled while the backup was made, which drops the keyboard's focus: it goes to the news.
        focusNextNotice();
        setNotice({
          text: `Backup saved: ${answer.data.name} (${formatFileSize(answer.data.bytes)}).`,
          kind: 'status',
        });
      },
      onError: (error) => setNotice({ text: `The backup could not be made: ${error.message}`, kind: 'alert' }),
    });
  };

  const remove = useDeleteBackup();
  const { ask, dialog } = useConfirm();
  const confirmDelete = (backup: BackupSummary) => {
    setNotice(null);
    ask(
      {
        title: `Delete the backup of ${shownTime(backup.createdAt)}?`,
        details: `${backup.name} is removed from the shop's data folder for good. Copies you downloaded are not touched.`,
        confirm: 'Delete backup',
        keep: 'Keep backup',
        danger: true,
      },
      () =>
        remove.mutate(backup.name, {
          onSuccess: (answer) => {
            focusNextNotice();
            setNotice({ text: `${answer.message}.`, kind: 'status' });
          },
          onError: (error) => setNotice({ text: `The backup could not be deleted: ${error.message}`, kind: 'alert' }),
        }),
    );
  };

  const downloadBackup = useDownloadBackup();
  const downloading = downloadBackup.isPending ? downloadBackup.variables : '';
  const download = (backup: BackupSummary) => {
    setNotice(null);
    downloadBackup.mutate(backup.name, {
      onError: () =>
        setNotice({
          text: 'The backup could not be downloaded. Please check your connection and try again.',
          kind: 'alert',
        }),
    });
  };

  return (
    <Page
      title="Backups"
      actions={
        <>
          <button
            type="button"
            className="button"
            onClick={make}
            disabled={makeBackup.isPending}
            aria-describedby="backup-what"
          >
            {makeBackup.isPending ? 'Making a backup...' : 'Make a backup now'}
          </button>
          <button type="button" className="button-secondary" onClick={() => setRestoring('file')}>
            Restore from a file...
          </button>
        </>
      }
    >
      <p id="backup-what" className={styles.intro}>
        A backup is one file with all the shop’s products, orders, customers, settings and pictures. Download one now
        and then and keep it somewhere else, such as a USB stick.
      </p>
      <div role="status" aria-live="polite" className={styles.notices}>
        {notice?.kind === 'status' && (
          <p ref={noticeRef} className={styles.ok} tabIndex={-1}>
            {notice.text}
          </p>
        )}
      </div>
      {notice?.kind === 'alert' && (
        <p role="alert" className={styles.error}>
          {notice.text}
        </p>
      )}
      <QueryState query={backups}>
        {(data) => (
          <>
            <section aria-labelledby="backups-heading" className={styles.section}>
              <h2 id="backups-heading">Saved backups</h2>
              <DataTable
                rows={data.backups}
                caption="Backups in the shop’s data folder, newest first"
                empty="No backups yet. Make one now; the shop also makes one every day it is open."
                rowKey={(backup) => backup.name}
                columns={[
                  {
                    header: 'Date',
                    rowHeader: true,
                    className: styles.date,
                    cell: (backup) => (
                      <>
                        {shownTime(backup.createdAt)}{' '}
                        <Badge tone={KIND[backup.kind].tone}>{KIND[backup.kind].label}</Badge>
                        <span className={styles.name}>{backup.name}</span>
                      </>
                    ),
                  },
                  { header: 'Size', number: true, cell: (backup) => formatFileSize(backup.bytes) },
                  { header: 'Products', number: true, cell: (backup) => backup.counts?.products ?? '—' },
                  { header: 'Orders', number: true, cell: (backup) => backup.counts?.orders ?? '—' },
                  { header: 'Customers', number: true, cell: (backup) => backup.counts?.customers ?? '—' },
                ]}
                actionsHeader="hidden"
                actions={(backup) => (
                  <>
                    <RowAction
                      label="Download"
                      of={`the backup of ${shownTime(backup.createdAt)} (${backup.name})`}
                      onClick={() => download(backup)}
                      disabled={downloading === backup.name}
                    >
                      {downloading === backup.name ? 'Downloading...' : 'Download'}
                    </RowAction>
                    <RowAction
                      label="Restore"
                      of={`the backup of ${shownTime(backup.createdAt)} (${backup.name})`}
                      onClick={() => {
                        setNotice(null);
                        setRestoring(backup);
                      }}
                    />
                    <RowAction
                      label="Delete"
                      of={`the backup of ${shownTime(backup.createdAt)} (${backup.name})`}
                      danger
                      onClick={() => confirmDelete(backup)}
                      disabled={remove.isPending && remove.variables === backup.name}
                    />
                  </>
                )}
              />
            </section>
            <RetentionForm saved={data.retention.keep} />
          </>
        )}
      </QueryState>
      {dialog}
      {restoring && (
        <RestoreDialog
          saved={restoring === 'file' ? undefined : restoring}
          onClose={() => setRestoring(null)}
          onRestored={(text) => {
            setRestoring(null);
            setNotice({ text, kind: 'status' });
          }}
        />
      )}
    </Page>
  );
}
