import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BACKUP_UPLOAD_FIELD, type RESTORE_CONFIRMATION } from '../../../../common/contract/backups';
import { downloadFile } from '../../shared/downloadFile';
import { useChangeThenReread } from '../../shared/mutationOptions';
import { useDataQuery } from '../../shared/queries';
import { useAdminApi, useAdminSession } from '../../shared/session/AdminSession';

/** The Backups screen's one answer: the backups kept and how many daily ones the shop keeps. */
export const backupsKeys = {
  all: ['backups'] as const,
  preview: (name: string) => ['backups', 'preview', name] as const,
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

/**
 * What restoring a chosen file would do: the server reads and checks it and replaces nothing. It keeps
 * the file, named by the answer's `upload`, so the restore does not send it again (decision 0138).
 */
export function usePreviewUpload() {
  const api = useAdminApi();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set(BACKUP_UPLOAD_FIELD, file);
      return api('POST /api/admin/backups/preview', { body: form });
    },
  });
}

/**
 * What restoring a saved backup would do, read afresh each time the dialog opens and never kept: the
 * shop's own counts move, and an answer from before must not stand in for the one being read.
 */
export function useSavedPreview(name: string) {
  const api = useAdminApi();
  return useQuery({
    queryKey: backupsKeys.preview(name),
    queryFn: async ({ signal }) =>
      (await api('GET /api/admin/backups/:name/preview', { params: { name }, signal })).data,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/**
 * The chosen file the preview kept, restored by its `upload` name: the server checks it again, and the
 * typed confirmation, before replacing anything; then everything the admin app shows may have changed.
 */
export function useRestoreUpload() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ upload, confirm }: { upload: string; confirm: string }) =>
      // What the owner typed goes as typed: the server refuses anything but RESTORE itself.
      api('POST /api/admin/backups/uploads/:upload/restore', {
        params: { upload },
        body: { confirm: confirm as typeof RESTORE_CONFIRMATION },
      }),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}

/** The kept file is no longer wanted (the dialog closed, another file was chosen); a failure leaves it to the server's clean-up. */
export function useDropUpload() {
  const api = useAdminApi();
  return useMutation({
    mutationFn: (upload: string) => api('DELETE /api/admin/backups/uploads/:upload', { params: { upload } }),
  });
}

export function useDownloadBackup() {
  const { token } = useAdminSession();
  return useMutation({
    mutationFn: (name: string) => downloadFile(`/api/admin/backups/${encodeURIComponent(name)}`, token, name),
  });
}

/** A saved backup restored where it lies, with the same checks, safety copy and typed confirmation. */
export function useRestoreSaved() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, confirm }: { name: string; confirm: string }) =>
      // What the owner typed goes as typed: the server refuses anything but RESTORE itself.
      api('POST /api/admin/backups/:name/restore', {
        params: { name },
        body: { confirm: confirm as typeof RESTORE_CONFIRMATION },
      }),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
