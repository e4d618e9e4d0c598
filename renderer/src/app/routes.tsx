import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A screen of the signed-in admin app: its path under /admin, its name in the navigation, its page. */
export type Screen = {
  path: string;
  label: string;
  page: LazyExoticComponent<ComponentType>;
  /** Shown only inside the desktop app (window.desktop exists). */
  desktopOnly?: boolean;
};

/**
 * The one route table of the admin app (SPEC.md §2: Dashboard, Orders, Products, User Management,
 * Sales Analytics …). Pages load on demand, so the login screen downloads little JavaScript.
 */
export const screens: Screen[] = [
  { path: 'dashboard', label: 'Dashboard', page: lazy(() => import('../features/dashboard/DashboardPage')) },
  { path: 'outbox', label: 'Mail outbox', page: lazy(() => import('../features/outbox/OutboxPage')) },
  // DESKTOP_ROUTES.settings (common/desktopBridge.ts): the desktop menu's Settings item opens it.
  { path: 'desktop', label: 'Desktop app', page: lazy(() => import('../features/desktop/DesktopSettingsPage')), desktopOnly: true },
];
