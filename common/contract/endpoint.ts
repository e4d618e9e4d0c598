import { z } from 'zod';
import type { Permission } from '../staffRoles';

/**
 * One API endpoint: what its request parts must be and what it answers. Its method and path are the
 * key it is filed under in the contract ('GET /api/products/:id'), so they are written once too.
 */
export type Endpoint = {
  auth: Auth;
  /**
   * For `auth: 'admin'`: what the staff member's role must allow (common/staffRoles.ts). route() checks
   * it right after the admin guard; an admin endpoint without one is the owner's alone, and
   * server/staff/permissions.test.ts fails until it is declared.
   */
  permission?: Permission;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
};

/**
 * Who may call an endpoint: anyone ('public', which may still do more for a signed-in shopper), a
 * signed-in shopper, or the owner. The server's route() refuses to register an endpoint whose guard
 * is not this one, and the contract test proves each guarded endpoint refuses missing, expired and
 * wrong-role tokens (docs/architecture.md, Auth).
 */
export type Auth = 'public' | 'shopper' | 'admin';

/** An entry whose path has `:name` parts must say what each part may be. */
type ParamsDeclared<E> = { [K in keyof E]: K extends `${string}:${string}` ? { params: z.ZodType } : unknown };
export const endpoints = <const E extends Record<`${Method} /${string}`, Endpoint>>(table: E & ParamsDeclared<E>) =>
  table;

/** A path part that names a row by its id (products, shoppers, messages, reviews). */
export const pathParam = z.string().trim().min(1, 'The address names nothing').max(100, 'The address is too long');
/** A backup's file name as the shop writes it; no separators, so never a path. */
export const backupNameParam = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,150}\.tar\.gz$/, 'No such backup');
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `{ success: true, data, message? }`: the envelope of most answers (docs/product.md §7 reads `data`). */
export const okData = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

/** `{ success: true, message }`: an answer that only confirms. */
export const okMessage = z.object({ success: z.literal(true), message: z.string() });

/** A list answer: `data` stays the list docs/product.md §7 reads, with the paging facts beside it. */
export const okPage = <T extends z.ZodType>(item: T) =>
  okData(z.array(item)).extend({
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
  });

/** Timestamps travel as ISO 8601 text. */
export const isoTimestamp = z.iso.datetime();
