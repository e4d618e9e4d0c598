import type { Customer } from '../../../../common/customers';
import { shownDay } from '../../shared/dates';

/** How User Management writes a shopper's name and dates, in the table and its dialogs alike. */
export const fullName = (user: Pick<Customer, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();
export const shownDate = (iso: string | null) => (iso ? shownDay(iso) : '—');
