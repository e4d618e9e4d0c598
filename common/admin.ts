import { z } from 'zod';
import { ALL_PERMISSIONS, STAFF_ROLE_NAMES, type Permission } from './staffRoles';
import { orderStatusSchema, parcelReturnSchema } from './orders';
import { PARCEL_STEPS } from './courierFacts';
import { dashboardNoticesSchema, lowStockSchema } from './products';
import { requiredText } from './text';

/** Admin login (docs/product.md §5): username and password required. */
export const adminLoginSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(100),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});

/** The owner's password: longer than a shopper's, since it opens every order and customer. */
export const MIN_ADMIN_PASSWORD_LENGTH = 8;
export const adminPasswordSchema = z
  .string({ error: 'New password is required' })
  .min(MIN_ADMIN_PASSWORD_LENGTH, `Password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long`)
  .max(200, 'Password must be at most 200 characters');
export const adminPasswordChangeSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
  newPassword: adminPasswordSchema,
});

export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
  /** Failed tries so far, and when the next is due (null: none planned). */
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/**
 * The dashboard's four numbers (docs/product.md §3 Dashboard stats) and, beside Revenue, where the money
 * stands. Revenue counts sales only (server/orders/sales.ts: not cancelled, not come back, past
 * pending or paid), less `refunds`, the money given back for single lines (issue 22). Beside it the
 * cash received on sales and the cash to collect (common/orderFacts.ts TO_COLLECT, the one definition
 * every screen uses). Parcels that came back are counted apart. The sales figures are below, apart.
 */
export const dashboardCountsSchema = z.object({
  totalOrders: z.number().int(),
  pendingOrders: z.number().int(),
  totalProducts: z.number().int(),
  /**
   * Paid orders the shop cancelled whose money is still to be sent back, and how much (decision 0126).
   * Apart from `refunds`: a cancelled order was never in revenue, so its refund takes nothing off it.
   */
  refundsOwed: z.number().int(),
  refundsOwedAmount: z.number().int(),
  /**
   * Orders with a return whose refund is left to the owner or a manager (decision 0133, Dashboard since
   * 0136), and the most those refunds can come to: what the returned pieces cost less what was refunded.
   */
  refundsToDecide: z.number().int(),
  refundsToDecideAmount: z.number().int(),
  /** Shipped orders whose courier last said a delivery was attempted (decision 0128): customers to call. */
  parcelsAttempted: z.number().int(),
});

/**
 * The Revenue card's figures: the shop's sales totals, the same figures as Sales Analytics. Only a role that may
 * see Sales Analytics gets them (decision 0145): the order desk's Dashboard answer leaves every one of them out.
 */
export const dashboardSalesSchema = z.object({
  totalRevenue: z.number().int(),
  cashReceived: z.number().int(),
  cashToCollect: z.number().int(),
  refunds: z.number().int(),
  returnedOrders: z.number().int(),
  returnedValue: z.number().int(),
});
export type DashboardSales = z.infer<typeof dashboardSalesSchema>;

/** The counts and the sales figures: what the owner and a manager read. */
export const dashboardStatsSchema = dashboardCountsSchema.extend(dashboardSalesSchema.shape);
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
/** The counts alone: what the order desk reads. */
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;

/** One row of the dashboard's Recent Orders table: the fields of an order (docs/product.md §3) that it shows. */
export const recentOrderSchema = z.object({
  orderRef: z.string(),
  customer: z.object({ name: z.string() }),
  total: z.number().int(),
  status: orderStatusSchema,
  /** A parcel that came back (issue 24 item 3): refused or returned, shown beside its status. */
  parcelReturn: parcelReturnSchema.nullable(),
  /** A cancelled order whose money was sent back (decision 0126): no status button reopens it. */
  refundSent: z.boolean(),
  /** Where its parcel booked through a courier's API is (decision 0128): an attempt or a return is said beside the status. */
  parcelStep: z.enum(PARCEL_STEPS).nullable(),
  createdAt: z.string(),
  /** The order's version: the quick status sends it back as If-Match, so a change made on an old copy is refused (issue 37). */
  updatedAt: z.string(),
});
export type RecentOrder = z.infer<typeof recentOrderSchema>;

/** GET /admin/dashboard-data answers { success, data: DashboardData } (docs/product.md §7). */
export const dashboardDataSchema = z.object({
  stats: dashboardStatsSchema,
  recentOrders: z.array(recentOrderSchema),
  lowStock: lowStockSchema,
  notices: dashboardNoticesSchema,
});
export type DashboardData = z.infer<typeof dashboardDataSchema>;

/**
 * GET /admin/dashboard-data's data for the role asking: the whole Dashboard for a role that may see Sales
 * Analytics, or the same without the sales figures (decision 0145).
 */
export const dashboardAnswerSchema = z.union([
  dashboardDataSchema,
  dashboardDataSchema.extend({ stats: dashboardCountsSchema }),
]);
export type DashboardAnswer = z.infer<typeof dashboardAnswerSchema>;

/** The signed-in staff member as the admin app needs them (issue 37): who, which role, what it allows. */
export const staffSelfSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLE_NAMES),
  permissions: z.array(z.enum(ALL_PERMISSIONS as [Permission, ...Permission[]])),
  mustChangePassword: z.boolean(),
  /** The most this account refunds at once (the order desk's limit, Staff screen); null: no limit. */
  refundLimit: z.number().int().nullable(),
});
export type StaffSelf = z.infer<typeof staffSelfSchema>;

/** A staff account as the owner's Staff screen lists it. */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLE_NAMES),
  disabled: z.boolean(),
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

const staffName = requiredText('Name', 60).refine((text) => !/\p{Cc}|\p{Cf}/u.test(text), 'Name must be plain text');
const staffUsername = z
  .string({ error: 'Username is required' })
  .trim()
  .min(3, 'Username must be at least 3 characters long')
  .max(40, 'Username must be at most 40 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may use letters, digits, dots, dashes and underscores');

/** The owner makes an account: its first password is for once, changed at the first sign-in. */
export const staffCreateSchema = z.object({
  name: staffName,
  username: staffUsername,
  role: z.enum(STAFF_ROLE_NAMES, { error: 'Choose a role' }),
  password: adminPasswordSchema,
});
export type StaffCreate = z.infer<typeof staffCreateSchema>;

export const staffUpdateSchema = z.object({
  name: staffName.optional(),
  role: z.enum(STAFF_ROLE_NAMES, { error: 'Choose a role' }).optional(),
  disabled: z.boolean().optional(),
});
export const staffPasswordResetSchema = z.object({ password: adminPasswordSchema });

/** The owner's rules for staff: the largest refund an Order desk account may record (whole rupees). */
export const staffRulesSchema = z.object({
  orderDeskRefundLimit: z
    .number({ error: 'The refund limit is a number of rupees' })
    .int('Whole rupees only')
    .min(0, 'The refund limit cannot be below zero')
    .max(10_000_000, 'The refund limit is too large'),
});
export type StaffRules = z.infer<typeof staffRulesSchema>;
