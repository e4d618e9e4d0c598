import type { ReactNode } from 'react';
import { formatPrice } from '../../../common/money';
import { formatPhone } from '../../../common/phone';
import { urduColour } from './colourNames';
import { useI18n } from './I18nContext';
import styles from './Ltr.module.css';

/*
 * Latin pieces inside Urdu text (issue 35 item 6). In a right-to-left line the browser lays out each
 * run of digits on its own, so '0300 1234567' read '1234567 0300' and '−PKR 1,380' read 'PKR 1,380−'.
 * Each such piece sits in its own left-to-right island here, the one way every page isolates them.
 */

/** A phone, an order or tracking number, a size or a colour written in English: kept in its own order. */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}

/** An amount, 'PKR 1,380' or with `minus` '−PKR 1,380', that never breaks across lines. */
export function Amount({ value, minus = false }: { value: number; minus?: boolean }) {
  return (
    <Ltr className={styles.amount}>
      {minus ? '−' : ''}
      {formatPrice(value)}
    </Ltr>
  );
}

/** A phone number in the local form, '0300 1234567', left to right whatever the language. */
export const Phone = ({ phone }: { phone: string }) => <Ltr className={styles.amount}>{formatPhone(phone)}</Ltr>;

/** A colour as the shopper reads it: its Urdu word in Urdu when it has one, else the shop's English, isolated. */
export function ColourName({ name }: { name: string }) {
  const urdu = useI18n().language === 'ur' ? urduColour(name) : null;
  return urdu ?? <Ltr>{name}</Ltr>;
}

/** A size ('M', 'XL') or a size with its colour, '(M، سفید)' in Urdu and '(M, White)' in English. */
export function Variant({ size, color }: { size: string; color: string }) {
  const { t } = useI18n();
  return (
    <>
      (<Ltr>{size}</Ltr>
      {t('common.comma')}
      <ColourName name={color} />)
    </>
  );
}
