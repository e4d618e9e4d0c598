import { z } from 'zod';
import type { OrderStatus } from './orders';

/** Admin login (SPEC.md §5): username and password required. */
export const adminLoginSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(100),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});

export type OutboxMail = { id: number; to: string; subject: string; text: string; createdAt: string; sentAt: string | null; error: string | null };

/** The dashboard's four numbers (SPEC.md §3 Dashboard stats); revenue leaves out cancelled orders. */
export type DashboardStats = { totalOrders: number; pendingOrders: number; totalRevenue: number; totalProducts: number };

/** One row of the dashboard's Recent Orders table: the fields of an order (SPEC.md §3) that it shows. */
export type RecentOrder = { orderRef: string; customer: { name: string }; total: number; status: OrderStatus; createdAt: string };

/** GET /admin/dashboard-data answers { success, data: DashboardData } (SPEC.md §7). */
export type DashboardData = { stats: DashboardStats; recentOrders: RecentOrder[] };
