import { nameBeforeFullStop } from '../../../common/policyRules';
import { useT } from '../i18n/I18nContext';
import { Link } from '../router/router';
import { useShopPolicy } from '../shop/useShopPolicy';
import styles from './Footer.module.css';

export default function Footer() {
  const { shopName, contact } = useShopPolicy();
  const t = useT();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <nav aria-label={t('footer.label')}>
          <Link to="/products">{t('footer.shop')}</Link>
          <Link to="/advanced-search">{t('footer.advancedSearch')}</Link>
          <Link to="/track-order">{t('footer.trackOrder')}</Link>
          <Link to="/contact">{t('footer.contact')}</Link>
          <Link to="/terms">{t('footer.terms')}</Link>
        </nav>
        <p>{contact.address}</p>
        <p>{t('footer.rights', { year: new Date().getFullYear(), shop: nameBeforeFullStop(shopName) })}</p>
      </div>
    </footer>
  );
}
