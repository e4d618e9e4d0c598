import { NavLink, Outlet } from 'react-router-dom';
import { useAdminSession } from '../shared/session/AdminSession';
import { useShopName } from '../shared/useShopName';
import styles from './AdminShell.module.css';
import type { Screen } from './routes';

/** The signed-in frame: the shop's name, the screens there are, and Logout (docs/product.md §2 Admin dashboard). */
export default function AdminShell({ screens }: { screens: Screen[] }) {
  const { signOut, api } = useAdminSession();
  // The server ends the session first (its token stops working everywhere at once), then the app forgets it.
  const logOut = () => void api('POST /api/admin/logout').finally(() => signOut());
  const shopName = useShopName();
  return (
    <>
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <p className={styles.brand}>
            {shopName ?? 'Shop admin'} <span className={styles.badge}>Admin</span>
          </p>
          <button type="button" className={styles.logout} onClick={logOut}>
            Logout
          </button>
          <nav aria-label="Admin" className={styles.nav}>
            {screens.map(({ path, label, badge: Badge }) => (
              <NavLink key={path} to={`/${path}`} className={({ isActive }) => (isActive ? styles.active : undefined)}>
                {label}
                {Badge && <Badge />}
              </NavLink>
            ))}
          </nav>
        </div>
      </header>
      <main id="content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
