import { useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useAdminSession } from '../shared/session/AdminSession';
import { useShopName } from '../shared/useShopName';
import styles from './AdminShell.module.css';
import type { Screen } from './routes';
import { useAllowedScreens } from './StaffGate';
import { useMe } from '../shared/session/staff';
import { StaleOrderNotice } from '../features/orders/staleOrder';
import { STAFF_ROLES } from '../../../common/staffRoles';

/** The signed-in frame: the shop's name, who is signed in, the screens their role may open, and Logout (docs/product.md §2 Admin dashboard). */
export default function AdminShell({ screens }: { screens: Screen[] }) {
  const { signOut, api } = useAdminSession();
  // The server ends the session first (its token stops working everywhere at once), then the app forgets it.
  const logOut = () => void api('POST /api/admin/logout').finally(() => signOut());
  const shopName = useShopName();
  const me = useMe().data;
  // A role sees only the screens it may open (common/staffRoles.ts through GET /api/admin/me).
  const allowed = useAllowedScreens(screens);
  // On a phone the screens, the account and Logout fold behind a Menu button, so a screen starts near
  // the top instead of under a header half the phone's height; a wider window shows them all.
  // The menu is open on the screen it was opened on: going to another screen folds it.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string>();
  const menuOpen = openOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setOpenOn(undefined);
    menuButton.current?.focus();
  };
  return (
    <>
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      <header className={styles.header} onKeyDown={closeOnEscape}>
        <div className={styles.bar}>
          <p className={styles.brand}>
            {shopName ?? 'Shop admin'} <span className={styles.badge}>Admin</span>
          </p>
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls="admin-menu"
            onClick={() => setOpenOn(menuOpen ? undefined : pathname)}
          >
            Menu
            {/* What a tab counts (unread messages) shows on the folded menu too. */}
            {allowed.map(({ path, badge: Badge }) => Badge && <Badge key={path} />)}
          </button>
          <div id="admin-menu" className={styles.menu} data-open={menuOpen}>
            {me && (
              <p className={styles.who}>
                {me.name} <span className={styles.badge}>{STAFF_ROLES[me.role].label}</span>
              </p>
            )}
            {allowed
              .filter((screen) => screen.inHeader)
              .map(({ path, label }) => (
                <NavLink key={path} to={`/${path}`} className={styles.account}>
                  {label}
                </NavLink>
              ))}
            <button type="button" className={styles.logout} onClick={logOut}>
              Logout
            </button>
            <nav aria-label="Admin" className={styles.nav}>
              {allowed
                .filter((screen) => !screen.inHeader)
                .map(({ path, label, badge: Badge }) => (
                  <NavLink
                    key={path}
                    to={`/${path}`}
                    className={({ isActive }) => (isActive ? styles.active : undefined)}
                  >
                    {label}
                    {Badge && <Badge />}
                  </NavLink>
                ))}
            </nav>
          </div>
        </div>
      </header>
      <main id="content" className={styles.main} tabIndex={-1}>
        {/* An order change refused because someone else changed it first (issue 37). */}
        <StaleOrderNotice />
        <Outlet />
      </main>
    </>
  );
}
