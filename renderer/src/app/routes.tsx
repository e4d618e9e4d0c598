import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Permission } from '../../../common/staffRoles';
import UnreadBadge from '../features/messages/UnreadBadge';

/** A screen of the signed-in admin app: its path under /admin, its name in the navigation, its page. */
export type Screen = {
  path: string;
  label: string;
  /** What a role needs to open it (common/staffRoles.ts): hidden from the others, and a typed link says why. */
  permission: Permission;
  page: LazyExoticComponent<ComponentType>;
  /** A count shown beside the label (unread messages). */
  badge?: ComponentType;
  /** Shown only inside the desktop app (window.desktop exists). */
  desktopOnly?: boolean;
  /** Reached from the header beside who is signed in (My account), not from the row of tabs. */
  inHeader?: boolean;
};

/**
 * The one route table of the admin app (docs/product.md §2: Dashboard, Orders, Products, User Management,
 * Sales Analytics …). Pages load on demand, so the login screen downloads little JavaScript.
 */
export const screens: Screen[] = [
  {
    path: 'dashboard',
    label: 'Dashboard',
    permission: 'dashboard',
    page: lazy(() => import('../features/dashboard/DashboardPage')),
  },
  {
    path: 'orders',
    label: 'Orders',
    permission: 'orders.view',
    page: lazy(() => import('../features/orders/OrdersPage')),
  },
  {
    path: 'products',
    label: 'Products',
    permission: 'products',
    page: lazy(() => import('../features/products/ProductsPage')),
  },
  {
    path: 'size-charts',
    label: 'Size charts',
    permission: 'products',
    page: lazy(() => import('../features/sizeCharts/SizeChartsPage')),
  },
  {
    path: 'customers',
    label: 'User Management',
    permission: 'customers',
    page: lazy(() => import('../features/customers/CustomersPage')),
  },
  {
    path: 'discounts',
    label: 'Discounts',
    permission: 'discounts',
    page: lazy(() => import('../features/discounts/DiscountsPage')),
  },
  {
    path: 'analytics',
    label: 'Sales Analytics',
    permission: 'analytics',
    page: lazy(() => import('../features/analytics/AnalyticsPage')),
  },
  {
    path: 'reconciliation',
    label: 'Reconciliation',
    permission: 'orders.payment',
    page: lazy(() => import('../features/reconciliation/ReconciliationPage')),
  },
  {
    path: 'messages',
    label: 'Messages',
    permission: 'messages',
    page: lazy(() => import('../features/messages/MessagesPage')),
    badge: UnreadBadge,
  },
  // DESKTOP_ROUTES.settings (common/desktopBridge.ts): the desktop menu's Settings item opens it.
  {
    path: 'desktop',
    label: 'Desktop app',
    // Where the shop's data folder and backups live on this computer: the owner's, like backups.
    permission: 'backups',
    page: lazy(() => import('../features/desktop/DesktopSettingsPage')),
    desktopOnly: true,
  },
  {
    path: 'settings',
    label: 'Settings',
    permission: 'settings',
    page: lazy(() => import('../features/settings/SettingsPage')),
  },
  {
    path: 'backups',
    label: 'Backups',
    permission: 'backups',
    page: lazy(() => import('../features/backups/BackupsPage')),
  },

  { path: 'staff', label: 'Staff', permission: 'staff', page: lazy(() => import('../features/staff/StaffPage')) },
  {
    path: 'activity',
    label: 'Activity',
    permission: 'activity',
    page: lazy(() => import('../features/activity/ActivityPage')),
  },
  // Every role's own account and password (issue 37): last, so it is never where signing in lands.
  {
    path: 'account',
    label: 'My account',
    permission: 'self',
    page: lazy(() => import('../features/account/AccountPage')),
    inHeader: true,
  },
];
