import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { StaffRole } from '../../common/staffRoles';

/** The admin app's accounts: the owner and their staff (issue 37), each with a role of common/staffRoles.ts. */
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
