/** A moment as the admin app shows it everywhere (an order placed, a message sent, a backup made): Pakistani English date and time. */
export const shownTime = (iso: string) =>
  new Date(iso).toLocaleString('en-PK', { dateStyle: 'medium', timeStyle: 'short' });
