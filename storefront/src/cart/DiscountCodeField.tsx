import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import type { DiscountQuote } from '../../../common/discounts';
import { richMessage, useT } from '../i18n/I18nContext';
import { Amount, Ltr } from '../i18n/Ltr';
import type { DiscountCodeState } from './useDiscountCode';
import styles from './DiscountCodeField.module.css';

/**
 * The shopper's discount code: typed and applied, then shown with what it takes off and a way to
 * remove it, or with the reason it does not apply (at the field, for screen readers too). Not a form
 * of its own: at checkout it sits inside the order form, so Enter in it applies the code only.
 */
export default function DiscountCodeField({ discount }: { discount: DiscountCodeState }) {
  const id = useId();
  const t = useT();
  const [typed, setTyped] = useState('');
  const { code, quote, refusal, checking } = discount;
  const apply = (event?: { preventDefault: () => void }) => {
    event?.preventDefault();
    if (typed.trim()) discount.apply(typed);
    setTyped('');
  };

  if (code) {
    return (
      <div className={styles.applied}>
        <div className={styles.row}>
          <p id={`${id}-code`} className={styles.code}>
            {t('discountCode.code')}{' '}
            <strong>
              <Ltr>{code}</Ltr>
            </strong>
            {quote && (
              <span className={styles.effect} data-testid="discount-effect">
                {' '}
                {discountEffect(quote.effect)}: <Amount value={quote.totals.discount} minus />
              </span>
            )}
          </p>
          <button
            type="button"
            className={styles.action}
            onClick={discount.remove}
            aria-label={t('discountCode.remove', { code })}
          >
            {t('common.remove')}
          </button>
        </div>
        <p role="status" className={styles.status}>
          {checking ? t('discountCode.checking') : ''}
        </p>
        {refusal && !checking && (
          <p role="alert" className={styles.refusal}>
            {refusal}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="field">
      <label htmlFor={id}>{t('discountCode.label')}</label>
      <div className={styles.row}>
        <input
          id={id}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply(event);
          }}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
        />
        <button type="button" className={styles.action} onClick={() => apply()} disabled={!typed.trim()}>
          {t('discountCode.apply')}
        </button>
      </div>
    </div>
  );
}

/** What a code does in the shopper's language ('20% off', '20% رعایت'); the server's label is English only. */
function discountEffect({ kind, value, scope }: DiscountQuote['effect']): ReactNode {
  const what =
    kind === 'percent'
      ? richMessage('discountCode.percentOff', { percent: <Ltr>{value}%</Ltr> })
      : kind === 'fixed'
        ? richMessage('discountCode.rupeesOff', { amount: <Amount value={value} /> })
        : richMessage('discountCode.freeDelivery', {});
  return scope === 'selected' && kind !== 'freeDelivery' ? richMessage('discountCode.onSelected', { what }) : what;
}
