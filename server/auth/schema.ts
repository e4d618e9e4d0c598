import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { StaffRole } from '../../common/staffRoles';

/**
 * The shoppers' accounts. Auth's table, though users/ registers and edits them: the guards
 * (middleware.ts) read it on every signed-in request, and orders and reviews point at it, so it
 * stands below all of them (docs/architecture.md, Server layers).
 */
export const users = sqliteTable(
  'users',
  {
    /** Random id, shown as _id (docs/product.md §3). */
    id: text('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lower-cased: e-mail is unique without regard to case. */
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    street: text('street').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    country: text('country').notNull().default('Pakistan'),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    isEmailVerified: integer('is_email_verified', { mode: 'boolean' }).notNull().default(false),
    /** Raised on password change so that older tokens stop working (a deactivated account is refused by isActive). */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    lastLogin: integer('last_login', { mode: 'timestamp_ms' }),
  },
  (table) => [uniqueIndex('users_email_idx').on(sql`lower(${table.email})`)],
);

/**
 * The admin app's accounts: the owner and their staff (issue 37), each with a role of common/staffRoles.ts.
 * Auth's table too, for the same reason as users: the guards read it on every admin request, and admin/
 * (login, first admin, password change) and staff/ stand above them.
 */
export const admins = sqliteTable(
  'admins',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    username: text('username').notNull(),
    /** The name the activity log and the order's history show; empty for the owner made before staff existed. */
    name: text('name').notNull().default(''),
    // The default makes an existing shop's one admin its Owner on upgrade; new staff always name a role.
    role: text('role').$type<StaffRole>().notNull().default('owner'),
    passwordHash: text('password_hash').notNull(),
    /** Raised on password change, reset, disable and sign-out so that older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** A first password the owner gave (or reset): only changing it is allowed until it is changed. */
    mustChangePassword: integer('must_change_password', { mode: 'boolean' }).notNull().default(false),
    disabledAt: integer('disabled_at', { mode: 'timestamp_ms' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [uniqueIndex('admins_username_idx').on(sql`lower(${table.username})`)],
);
