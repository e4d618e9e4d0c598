import { refusalFor, roleAllows, STAFF_ROLES, statusAllowedFor } from '../../common/staffRoles';
import type { SignedInAdmin } from '../auth/middleware';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { formatPrice } from '../../common/money';
import { refundLimitOf } from './service';

/** A Packer marks parcels shipped or delivered; confirming and cancelling are the order desk's (issue 37). */
export function allowStatus(admin: SignedInAdmin, status: string): void {
  if (!statusAllowedFor(admin.role, status))
    throw new AppError(
      'FORBIDDEN',
      `Your role (${STAFF_ROLES.packer.label}) can mark orders shipped or delivered, not ${status}. Ask the order desk or the owner.`,
      { reason: 'role' },
    );
}

/** An Order desk account refunds up to the owner's limit at once (Staff screen); above it, the owner or a manager does. */
export function allowRefund(db: Db, admin: SignedInAdmin, amount: number): void {
  const limit = refundLimitOf(db, admin.role);
  if (limit !== null && amount > limit)
    throw new AppError(
      'FORBIDDEN',
      `Refunds above ${formatPrice(limit)} need the owner or a manager. Ask them to record this one.`,
      { reason: 'refundLimit', limit },
    );
}

/** A Manager edits the shop's settings but not where shoppers send money (issue 37). */
export function allowBankChange(admin: SignedInAdmin, stored: { bank: unknown }, next: { bank: unknown }): void {
  if (JSON.stringify(stored.bank) !== JSON.stringify(next.bank) && !roleAllows(admin.role, 'settings.bank'))
    throw new AppError('FORBIDDEN', refusalFor(admin.role, 'settings.bank'), { reason: 'role' });
}

/**
 * The Dashboard's sales figures (Revenue, paid by customers, to collect, refunds, parcels come back) are the
 * totals Sales Analytics shows, so they go to the roles that may see Sales Analytics and no others (decision
 * 0145): the order desk opens the Dashboard for its orders, low stock and notices, not the shop's takings.
 */
export const seesSalesFigures = (admin: SignedInAdmin): boolean => roleAllows(admin.role, 'analytics');
