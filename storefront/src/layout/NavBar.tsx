import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../account/AuthContext';
import { useCart } from '../cart/CartContext';
import { useShopPolicy } from '../shop/useShopPolicy';
import styles from './NavBar.module.css';

type NavItem = { to: string; label: string; end?: boolean };

const LINKS: NavItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/products', label: 'Products' },
  { to: '/contact', label: 'Contact' },
];

/**
 * The navigation bar (SPEC.md §2): the mobile menu locks page scroll while open, closes on an
 * outside click, Escape or a route change, and marks the current link.
 */
export default function NavBar() {
  const { count } = useCart();
  const { shopName } = useShopPolicy();
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();
  // The menu's dimmed backdrop belongs to the nav element, so "outside" means outside the links and the toggle.
  const listRef = useRef<HTMLUListElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!listRef.current?.contains(target) && !toggleRef.current?.contains(target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.brand}>
          {shopName}
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((value) => !value)}
        >
          <span aria-hidden="true" className={styles.burger} data-open={open} />
        </button>
        <nav aria-label="Main" id={menuId} className={styles.menu} data-open={open}>
          <ul ref={listRef}>
            {LINKS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to="/cart" className={linkClass} aria-label={count > 0 ? `Cart, ${count} item${count === 1 ? '' : 's'}` : 'Cart'}>
                Cart
                {count > 0 && (
                  <span className={styles.badge} data-testid="nav-cart-count" aria-hidden="true">
                    {count}
                  </span>
                )}
              </NavLink>
            </li>
            {user ? (
              <>
                <li>
                  <NavLink to="/profile" className={linkClass}>
                    Profile
                  </NavLink>
                </li>
                <li>
                  <button
                    type="button"
                    className={styles.link}
                    onClick={() => {
                      logout();
                      navigate('/');
                    }}
                  >
                    Logout
                  </button>
                </li>
              </>
            ) : (
              <li>
                <NavLink to="/login" className={linkClass}>
                  Login
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
