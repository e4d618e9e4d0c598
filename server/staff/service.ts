import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { StaffCreate, StaffMember, StaffRules, StaffSelf } from '../../common/admin';
import { STAFF_ROLES, type StaffRole } from '../../common/staffRoles';
import { admins } from '../auth/schema';
import type { Db } from '../db/client';
import { AppError, notFound } from '../http/errors';
import { staffRules } from './schema';

type AdminRow = typeof admins.$inferSelect;

export const staffSelf = (db: Db, row: AdminRow): StaffSelf => ({
  id: row.id,
  username: row.username,
  name: row.name || row.username,
  role: row.role,
  permissions: [...STAFF_ROLES[row.role].permissions],
  mustChangePassword: row.mustChangePassword,
  refundLimit: refundLimitOf(db, row.role),
});

export const staffMember = (row: AdminRow): StaffMember => ({
  id: row.id,
  username: row.username,
  name: row.name || row.username,
  role: row.role,
  disabled: row.disabledAt !== null,
  mustChangePassword: row.mustChangePassword,
  createdAt: row.createdAt.toISOString(),
});

export const staffRow = (db: Db, id: number): AdminRow => {
  const row = db.select().from(admins).where(eq(admins.id, id)).get();
  if (!row) throw notFound('No such staff account');
  return row;
};

export const listStaff = (db: Db): StaffMember[] => db.select().from(admins).orderBy(admins.id).all().map(staffMember);

/** What the activity log compares of an account (never its password). */
export const staffSnapshot = (db: Db, id: number) => {
  const row = db.select().from(admins).where(eq(admins.id, id)).get();
  return row
    ? {
        name: row.name,
        username: row.username,
        role: row.role,
        disabled: row.disabledAt !== null,
        mustChangePassword: row.mustChangePassword,
      }
    : undefined;
};

/** Makes the account, given its first password's hash (hashed before the transaction: bcrypt is slow and async). */
export function createStaff(
  db: Db,
  input: Omit<StaffCreate, 'password'>,
  passwordHash: string,
  now: Date,
): StaffMember {
  const taken = db
    .select({ id: admins.id })
    .from(admins)
    .where(sql`lower(${admins.username}) = ${input.username.toLowerCase()}`)
    .get();
  if (taken) throw new AppError('CONFLICT', `The username ${input.username} is taken: choose another`);
  const row = db
    .insert(admins)
    .values({
      username: input.username,
      name: input.name,
      role: input.role,
      passwordHash,
      mustChangePassword: true,
      createdAt: now,
    })
    .returning()
    .get();
  return staffMember(row);
}

/** Owners who can still sign in, other than `exceptId`: a shop never loses its last one. */
const otherActiveOwners = (db: Db, exceptId: number) =>
  db
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.role, 'owner'), isNull(admins.disabledAt), ne(admins.id, exceptId)))
    .all().length;

/**
 * Renames, changes the role of, or turns off an account. Turning it off or changing its role ends its
 * sessions at once (the token version moves on), so the next click of that person is refused.
 */
export function updateStaff(
  db: Db,
  actorId: number,
  id: number,
  change: { name?: string; role?: StaffRole; disabled?: boolean },
  now: Date,
): StaffMember {
  const row = staffRow(db, id);
  const losesOwner = row.role === 'owner' && (change.disabled === true || (change.role && change.role !== 'owner'));
  if (id === actorId && (change.disabled === true || (change.role && change.role !== row.role)))
    throw new AppError('CONFLICT', 'You cannot turn off your own account or change your own role');
  if (losesOwner && otherActiveOwners(db, id) === 0)
    throw new AppError('CONFLICT', 'The shop needs at least one owner who can sign in');
  const endsSessions =
    (change.disabled !== undefined && change.disabled !== (row.disabledAt !== null)) ||
    (change.role !== undefined && change.role !== row.role);
  const updated = db
    .update(admins)
    .set({
      ...(change.name !== undefined && { name: change.name }),
      ...(change.role !== undefined && { role: change.role }),
      ...(change.disabled !== undefined && { disabledAt: change.disabled ? (row.disabledAt ?? now) : null }),
      ...(endsSessions && { tokenVersion: sql`${admins.tokenVersion} + 1` }),
    })
    .where(eq(admins.id, id))
    .returning()
    .get();
  return staffMember(updated);
}

/**
 * A new password (its hash) for an account: its older tokens stop working (their version is behind),
 * so a password that leaked is closed everywhere. `mustChangePassword` for a first password the owner
 * gave, which the member replaces at sign-in.
 */
export function replacePassword(db: Db, id: number, passwordHash: string, mustChangePassword: boolean): AdminRow {
  return db
    .update(admins)
    .set({ passwordHash, mustChangePassword, tokenVersion: sql`${admins.tokenVersion} + 1` })
    .where(eq(admins.id, id))
    .returning()
    .get();
}

/** The owner gives an account a new first password (its hash): its sessions end, and it must be changed at sign-in. */
export function resetStaffPassword(db: Db, id: number, passwordHash: string): AdminRow {
  staffRow(db, id);
  return replacePassword(db, id, passwordHash, true);
}

/** Ends every session of the account: signing out on the server (issue 33 item 8). */
export function endSessions(db: Db, id: number): void {
  db.update(admins)
    .set({ tokenVersion: sql`${admins.tokenVersion} + 1` })
    .where(eq(admins.id, id))
    .run();
}

export const readStaffRules = (db: Db): StaffRules => ({
  orderDeskRefundLimit: db.select().from(staffRules).where(eq(staffRules.id, 1)).get()?.orderDeskRefundLimit ?? 0,
});

/** The most a role refunds at once: the order desk up to the owner's limit, every other role without one. */
export const refundLimitOf = (db: Db, role: StaffRole): number | null =>
  role === 'orderDesk' ? readStaffRules(db).orderDeskRefundLimit : null;

export function saveStaffRules(db: Db, rules: StaffRules): StaffRules {
  db.insert(staffRules)
    .values({ id: 1, ...rules })
    .onConflictDoUpdate({ target: staffRules.id, set: rules })
    .run();
  return readStaffRules(db);
}
