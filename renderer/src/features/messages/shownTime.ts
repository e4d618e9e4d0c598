/** When a message came or a mail was written, as the owner reads dates (Pakistani English). */
export const shownTime = (iso: string) => new Date(iso).toLocaleString('en-PK', { dateStyle: 'medium', timeStyle: 'short' });
