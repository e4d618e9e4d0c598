import { nameBeforeFullStop } from '../../../common/policyRules';
import { Link } from '../router/router';
import { useShopPolicy } from '../shop/useShopPolicy';
import styles from './Footer.module.css';

export default function Footer() {
  const { shopName, contact } = useShopPolicy();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <nav aria-label="Footer">
          <Link to="/products">Shop</Link>
          <Link to="/advanced-search">Advanced search</Link>
          <Link to="/track-order">Track your order</Link>
          <Link to="/contact">Contact</Link>
          <Link to="/terms">Terms</Link>
        </nav>
        <p>{contact.address}</p>
        <p>
          © {new Date().getFullYear()} {nameBeforeFullStop(shopName)}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
