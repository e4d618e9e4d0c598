import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BACKUP_UPLOAD_FIELD } from '../../../../common/contract/backups';
import { downloadFile } from '../../shared/downloadFile';
import { useChangeThenReread } from '../../shared/mutationOptions';
import { useDataQuery } from '../../shared/queries';
import { useAdminApi, useAdminSession } from '../../shared/session/AdminSession';

/** The Backups screen's one answer: the backups kept and how many daily ones the shop keeps. */
export const backupsKeys = {
  all: ['backups'] as const,
};

export function useBackups() {
  return useDataQuery({ queryKey: backupsKeys.all }, 'GET /api/admin/backups');
}

/** The list is read again after a failure too: the backup may have been made or removed meanwhile. */
const useBackupChange = <TData, TVariables>(call: (variables: TVariables) => Promise<TData>) =>
  useChangeThenReread(backupsKeys.all, call);

export function useMakeBackup() {
  const api = useAdminApi();
  return useBackupChange(() => api('POST /api/admin/backups'));
}

export function useDeleteBackup() {
  const api = useAdminApi();
  return useBackupChange((name: string) => api('DELETE /api/admin/backups/:name', { params: { name } }));
}

export function useSaveRetention() {
  const api = useAdminApi();
  return useBackupChange((keep: number) => api('PUT /api/admin/backups/retention', { body: { keep } }));
}

/** The server checks the file and the typed confirmation before replacing anything; then everything the admin app shows may have changed. */
export function useRestoreBackup() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, confirm }: { file: File; confirm: string }) => {
      const form = new FormData();
      form.set('confirm', confirm);
      form.set(BACKUP_UPLOAD_FIELD, file);
      return api('POST /api/admin/backups/restore', { body: form });
    },
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}

export function useDownloadBackup() {
  const { token } = useAdminSession();
  return useMutation({
    mutationFn: (name: string) => downloadFile(`/api/admin/backups/${encodeURIComponent(name)}`, token, name),
  });
}
