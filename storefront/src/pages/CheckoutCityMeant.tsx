import { cityKey, cityOfShortForm } from '../../../common/cityNames';
import { richMessage, useT } from '../i18n/I18nContext';
import { Ltr } from '../i18n/Ltr';
import styles from './CheckoutPage.module.css';

/**
 * Under checkout's city: a short form people say ('Pindi', 'Khi', 'Lyallpur') offers its city's full name
 * (decision 0137), so the courier and the shop read the same city. Only offered: the shopper's words are
 * sent as typed unless they press the button. The city's Latin name sits in its own left-to-right island
 * (`Ltr`), so an Urdu sentence around it reads in its order ('کیا آپ کا مطلب Karachi ہے؟').
 */
export function CheckoutCityMeant({ value, onUse }: { value: string; onUse: (city: string) => void }) {
  useT(); // said again in the language the shopper switches to
  const meant = cityOfShortForm(value);
  const asked = meant && cityKey(meant) !== cityKey(value) ? meant : undefined;
  return (
    <div role="status">
      {asked && (
        <small className={styles.locked}>
          {richMessage('checkout.cityMeant', { city: <Ltr>{asked}</Ltr> })}{' '}
          <button type="button" className="button secondary" onClick={() => onUse(asked)}>
            {richMessage('checkout.cityUse', { city: <Ltr>{asked}</Ltr> })}
          </button>
        </small>
      )}
    </div>
  );
}
