/** The query every part of the Backups screen refreshes after a change. */
export const backupsQueryKey = ['backups'] as const;

