import { useEffect, useId, useState } from 'react';
import styles from './QuantityControl.module.css';
import { useT } from '../i18n/I18nContext';

type QuantityControlProps = { value: number; max: number; onChange: (value: number) => void; label?: string };

/**
 * Minus, number, plus (docs/product.md §5): minus is disabled at 1, plus at the maximum. A typed value
 * above 0 is taken; one above the maximum becomes the maximum, and the shopper is told so, rather than
 * the field showing a number the cart would not get. The message holds for the maximum it named: another
 * size or colour brings its own maximum, and the message goes.
 */
export default function QuantityControl({ value, max, onChange, label }: QuantityControlProps) {
  const id = useId();
  const t = useT();
  const [text, setText] = useState(String(value));
  const [cappedAt, setCappedAt] = useState<number | null>(null);
  const capped = cappedAt === max;
  useEffect(() => setText(String(value)), [value]);

  const type = (raw: string) => {
    const typed = Number(raw);
    const over = Number.isInteger(typed) && typed > max;
    setCappedAt(over ? max : null);
    if (over) {
      setText(String(max));
      onChange(max);
      return;
    }
    setText(raw);
    if (Number.isInteger(typed) && typed > 0) onChange(typed);
  };

  return (
    <div className={styles.control}>
      <label htmlFor={id} className={styles.label}>
        {label ?? t('product.quantity')}
      </label>
      <div className={styles.row}>
        <button
          type="button"
          onClick={() => {
            setCappedAt(null);
            onChange(value - 1);
          }}
          disabled={value <= 1}
          aria-label={t('product.decrease')}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={text}
          aria-describedby={capped ? `${id}-capped` : undefined}
          onChange={(event) => type(event.target.value)}
          onBlur={() => setText(String(value))}
        />
        <button
          type="button"
          onClick={() => onChange(value + 1)}
          disabled={value >= max}
          aria-label={t('product.increase')}
        >
          +
        </button>
      </div>
      <p id={`${id}-capped`} role="status" className={styles.capped}>
        {capped ? t('product.quantityCapped', { count: max }) : ''}
      </p>
    </div>
  );
}
