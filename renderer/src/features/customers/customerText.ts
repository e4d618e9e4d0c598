import type { Customer } from '../../../../common/customers';

/** How User Management writes a shopper's name and dates, in the table and its dialogs alike. */
export const fullName = (user: Pick<Customer, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();
export const shownDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-PK', { dateStyle: 'medium' }) : '—';
