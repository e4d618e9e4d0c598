import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from '../router/router';
import { useAuth } from '../account/AuthContext';
import { useCart } from '../cart/CartContext';
import { useT } from '../i18n/I18nContext';
import type { MessageKey } from '../i18n/catalog';
import LanguageSwitch from '../i18n/LanguageSwitch';
import { useShopPolicy } from '../shop/useShopPolicy';
import styles from './NavBar.module.css';

/** `phoneOnly`: in the phone menu only; wider screens reach it from the footer, and the bar keeps its room. */
type NavItem = { to: string; label: MessageKey; end?: boolean; phoneOnly?: boolean };

const LINKS: NavItem[] = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/products', label: 'nav.products' },
  // Shoppers on phones look for their order in the menu, not at the foot of a long page.
  { to: '/track-order', label: 'nav.trackOrder', phoneOnly: true },
  { to: '/contact', label: 'nav.contact' },
];

/**
 * The navigation bar (docs/product.md §2): the mobile menu locks page scroll while open, closes on an
 * outside click, Escape or a route change, and marks the current link; it also offers 'Track your order'.
 */
export default function NavBar() {
  const { count } = useCart();
  const t = useT();
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

  // Attached with the open menu's DOM, not after paint: a tap outside that comes right after the menu
  // shows must close it (a slow phone paints late).
  useLayoutEffect(() => {
    if (!open) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!listRef.current?.contains(target) && !toggleRef.current?.contains(target)) setOpen(false);
    };
    // While open, Tab cycles through the menu button and the menu's links; Escape closes and gives focus
    // back to the menu button, so a keyboard user is never left behind the dimmed page.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
        return;
      }
      if (event.key !== 'Tab' || !toggleRef.current || !listRef.current) return;
      const stops = [toggleRef.current, ...listRef.current.querySelectorAll<HTMLElement>('a, button')];
      const at = stops.indexOf(document.activeElement as HTMLElement);
      const next = at === -1 ? 0 : (at + (event.shiftKey ? -1 : 1) + stops.length) % stops.length;
      event.preventDefault();
      stops[next]?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.active}` : styles.link;
  const cartName = count > 0 ? t('nav.cartWithCount', { items: t('common.items', { count }) }) : t('nav.cart');

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.brand} dir="auto">
          {shopName}
        </Link>
        <LanguageSwitch className={styles.language} />
        {/* On phones the cart and its count stay in sight beside the menu button (shown by CSS only there). */}
        <Link to="/cart" className={styles.phoneCart} aria-label={cartName}>
          <CartIcon />
          {count > 0 && (
            <span className={styles.badge} data-testid="header-cart-count" aria-hidden="true">
              {count}
            </span>
          )}
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpen((value) => !value)}
        >
          <span aria-hidden="true" className={styles.burger} data-open={open} />
        </button>
        <nav aria-label={t('nav.main')} id={menuId} className={styles.menu} data-open={open}>
          <ul ref={listRef}>
            {LINKS.map((item) => (
              <li key={item.to} className={item.phoneOnly ? styles.phoneOnly : undefined}>
                <NavLink to={item.to} end={item.end} className={linkClass}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to="/cart" className={linkClass} aria-label={cartName}>
                {t('nav.cart')}
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
                    {t('nav.profile')}
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
                    {t('nav.logout')}
                  </button>
                </li>
              </>
            ) : (
              <li>
                <NavLink to="/login" className={linkClass}>
                  {t('nav.login')}
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}

function CartIcon() {
  return (
    <svg
      aria-hidden="true"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 7h12l-1.2 12.2a2 2 0 0 1-2 1.8H9.2a2 2 0 0 1-2-1.8L6 7Z" />
      <path d="M9 10V6a3 3 0 0 1 6 0v4" />
    </svg>
  );
}
