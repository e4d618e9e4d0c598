import { useCart } from '../cart/CartContext';
import RemoveLineButton from '../cart/RemoveLineButton';
import { lineKey, lineName, lineTotal, notCountedNote } from '../cart/cartRules';
import type { DiscountCodeState } from '../cart/useDiscountCode';
import { useI18n } from '../i18n/I18nContext';
import { Amount } from '../i18n/Ltr';
import ItemName from './ItemName';
import styles from '../pages/CheckoutPage.module.css';

/** What a line shows when the shop cannot fill it as it is, and whether it stops the order. */
export type LineNotice = { notice: string; blocked: boolean; available?: number };

/** The cart's lines in checkout's summary, each with its discount and, when the shop cannot fill it, the way to fix it here. */
export default function CheckoutLines({
  notices,
  discount,
}: {
  notices: Map<string, LineNotice>;
  discount: DiscountCodeState;
}) {
  const { lines, setQuantity } = useCart();
  const { t, language } = useI18n();
  return (
    <ul className={styles.items} aria-label={t('checkout.items')}>
      {lines.map((line) => {
        const key = lineKey(line);
        const notice = notices.get(key);
        const name = lineName(line, language);
        const lineDiscount = discount.lineDiscount(line);
        const uncounted = notCountedNote(line);
        return (
          <li key={key} data-problem={notice?.blocked ?? false}>
            <div className={styles.itemRow}>
              <ItemName item={line} />
              <span className={styles.price}>
                <Amount value={lineTotal(line)} />
                {uncounted && (
                  <small className={styles.notCounted} data-testid="not-counted">
                    {uncounted}
                  </small>
                )}
              </span>
            </div>
            {lineDiscount > 0 && (
              <div className={`${styles.itemRow} ${styles.lineDiscount}`}>
                <span>{t('summary.discountCode', { code: discount.code })}</span>
                <span className={styles.price}>
                  <Amount value={lineDiscount} minus />
                </span>
              </div>
            )}
            {notice && (
              <div className={styles.lineProblem}>
                <p
                  className={notice.blocked ? styles.blockedNote : styles.changedNote}
                  role={notice.blocked ? 'alert' : 'status'}
                >
                  {notice.notice}
                </p>
                <div className={styles.lineActions}>
                  {notice.available !== undefined && notice.available > 0 && (
                    <button
                      type="button"
                      className={styles.fix}
                      onClick={() => setQuantity(key, notice.available!)}
                      aria-label={t('checkout.lowerName', { name, count: notice.available })}
                    >
                      {t('checkout.lowerTo', { count: notice.available })}
                    </button>
                  )}
                  <RemoveLineButton line={line} className={styles.fix} />
                </div>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
