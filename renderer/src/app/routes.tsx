import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import UnreadBadge from '../features/messages/UnreadBadge';

/** A screen of the signed-in admin app: its path under /admin, its name in the navigation, its page. */
export type Screen = {
  path: string;
  label: string;
  page: LazyExoticComponent<ComponentType>;
  /** A count shown beside the label (unread messages). */
  badge?: ComponentType;
  /** Shown only inside the desktop app (window.desktop exists). */
  desktopOnly?: boolean;
};

/**
 * The one route table of the admin app (docs/product.md §2: Dashboard, Orders, Products, User Management,
 * Sales Analytics …). Pages load on demand, so the login screen downloads little JavaScript.
 */
export const screens: Screen[] = [
  { path: 'dashboard', label: 'Dashboard', page: lazy(() => import('../features/dashboard/DashboardPage')) },
  { path: 'orders', label: 'Orders', page: lazy(() => import('../features/orders/OrdersPage')) },
  { path: 'products', label: 'Products', page: lazy(() => import('../features/products/ProductsPage')) },
  { path: 'customers', label: 'User Management', page: lazy(() => import('../features/customers/CustomersPage')) },
  { path: 'discounts', label: 'Discounts', page: lazy(() => import('../features/discounts/DiscountsPage')) },
  { path: 'analytics', label: 'Sales Analytics', page: lazy(() => import('../features/analytics/AnalyticsPage')) },
  {
    path: 'reconciliation',
    label: 'Reconciliation',
    page: lazy(() => import('../features/reconciliation/ReconciliationPage')),
  },
  {
    path: 'messages',
    label: 'Messages',
    page: lazy(() => import('../features/messages/MessagesPage')),
    badge: UnreadBadge,
  },
  // DESKTOP_ROUTES.settings (common/desktopBridge.ts): the desktop menu's Settings item opens it.
  {
    path: 'desktop',
    label: 'Desktop app',
    page: lazy(() => import('../features/desktop/DesktopSettingsPage')),
    desktopOnly: true,
  },
  { path: 'settings', label: 'Settings', page: lazy(() => import('../features/settings/SettingsPage')) },
  { path: 'backups', label: 'Backups', page: lazy(() => import('../features/backups/BackupsPage')) },
];
