/** The query every part of the Backups screen refreshes after a change. */
export const backupsQueryKey = ['backups'] as const;

export const backupDate = (iso: string) => new Date(iso).toLocaleString('en-PK', { dateStyle: 'medium', timeStyle: 'short' });
