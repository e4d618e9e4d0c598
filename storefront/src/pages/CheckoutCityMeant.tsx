import { cityKey, cityOfShortForm } from '../../../common/cityNames';
import { useT } from '../i18n/I18nContext';
import styles from './CheckoutPage.module.css';

/**
 * Under checkout's city: a short form people say ('Pindi', 'Khi', 'Lyallpur') offers its city's full name
 * (decision 0137), so the courier and the shop read the same city. Only offered: the shopper's words are
 * sent as typed unless they press the button.
 */
export function CheckoutCityMeant({ value, onUse }: { value: string; onUse: (city: string) => void }) {
  const t = useT();
  const meant = cityOfShortForm(value);
  const asked = meant && cityKey(meant) !== cityKey(value) ? meant : undefined;
  return (
    <div role="status">
      {asked && (
        <small className={styles.locked}>
          {t('checkout.cityMeant', { city: asked })}{' '}
          <button type="button" className="button secondary" onClick={() => onUse(asked)}>
            {t('checkout.cityUse', { city: asked })}
          </button>
        </small>
      )}
    </div>
  );
}
