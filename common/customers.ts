import { z } from 'zod';
import { shopperProfileSchema } from './accounts';
import { MAX_PAGE, wholeNumberQuery } from './paging';

/** docs/product.md §9: the owner's users table shows 5, 10, 20 or 50 per page, 10 unless chosen. */
export const CUSTOMER_PAGE_SIZES = [5, 10, 20, 50] as const;
export const DEFAULT_CUSTOMER_PAGE_SIZE = 10;
/** docs/product.md §2 User Management: the sortable columns (First Name, Last Name, Email, Created, Status). */
export const CUSTOMER_SORTS = ['firstName', 'lastName', 'email', 'createdAt', 'isActive'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

/** The users list query; docs/product.md §4 admin users screen defaults: page 1, 10 a page, last name ascending. */
export const customerListQuerySchema = z.object({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional().default(''),
  page: wholeNumberQuery('page', MAX_PAGE).default(1),
  limit: z.coerce
    .number()
    .refine(
      (size): size is (typeof CUSTOMER_PAGE_SIZES)[number] => (CUSTOMER_PAGE_SIZES as readonly number[]).includes(size),
      `Users per page must be one of ${CUSTOMER_PAGE_SIZES.join(', ')}`,
    )
    .optional()
    .default(DEFAULT_CUSTOMER_PAGE_SIZE),
  sortBy: z
    .enum(CUSTOMER_SORTS, { error: `sortBy must be one of ${CUSTOMER_SORTS.join(', ')}` })
    .optional()
    .default('lastName'),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).optional().default('asc'),
});
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;

/** A row of the owner's users table: the account as the shopper sees it (docs/product.md §3 User), never the password. */
export const customerSchema = shopperProfileSchema;
export type Customer = z.infer<typeof customerSchema>;

/** The details modal: the account plus what the shop knows of the customer's buying. */
export const customerDetailsSchema = customerSchema.extend({
  /** Orders placed while signed in to this account, whatever became of them. */
  orderCount: z.number().int().min(0),
  /** Whole rupees of those orders that are sales (not cancelled, not returned). */
  totalSpent: z.number().int().min(0),
  lastOrderAt: z.string().nullable(),
});
export type CustomerDetails = z.infer<typeof customerDetailsSchema>;

export const customerStatusSchema = z.object({ isActive: z.boolean({ error: 'isActive must be true or false' }) });

/** docs/product.md §8 User delete: the words the owner reads once the account is gone. */
export const customerDeletedMessage = (name: string) => `User "${name}" has been successfully deleted.`;

/**
 * Customers as people (issue 26): everyone who ordered, grouped by phone number (the stored form,
 * common/phone.ts), guests and account holders alike, with what the owner noted about them.
 */
export const BUYERS_PAGE_SIZE = 20;
export const buyerListQuerySchema = z.object({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional().default(''),
  page: wholeNumberQuery('page', MAX_PAGE).default(1),
});
export type BuyerListQuery = z.input<typeof buyerListQuerySchema>;

export const buyerSchema = z.object({
  /** The phone in its stored form ('03001234567'): the customer's key. */
  phone: z.string(),
  /** The name on their newest order. */
  name: z.string(),
  /** Every e-mail address they ordered with, newest first. */
  emails: z.array(z.string()),
  orderCount: z.number().int().min(0),
  /** Whole rupees of their orders that are sales (server/orders/sales.ts). */
  spent: z.number().int().min(0),
  /** Parcels they refused at the door. */
  refused: z.number().int().min(0),
  lastOrderAt: z.string(),
  note: z.string(),
  confirmByCall: z.boolean(),
});
export type Buyer = z.infer<typeof buyerSchema>;

export const buyerOrderSchema = z.object({
  orderRef: z.string(),
  createdAt: z.string(),
  status: z.string(),
  total: z.number().int(),
  returnKind: z.string().nullable(),
});
export const buyerDetailsSchema = buyerSchema.extend({ orders: z.array(buyerOrderSchema) });
export type BuyerDetails = z.infer<typeof buyerDetailsSchema>;

export const NOTE_MAX = 2000;
export const buyerNoteSchema = z.object({
  note: z.string().trim().max(NOTE_MAX, `A note must be at most ${NOTE_MAX} characters`),
  confirmByCall: z.boolean({ error: 'confirmByCall must be true or false' }),
});
