import { useEffect, useId, useState } from 'react';
import styles from './QuantityControl.module.css';
import { useT } from '../i18n/I18nContext';

type QuantityControlProps = { value: number; max: number; onChange: (value: number) => void; label?: string };

/**
 * Minus, number, plus (docs/product.md §5): minus is disabled at 1, plus at the maximum, and a typed value
 * is taken only when it is above 0 and not above the maximum.
 */
export default function QuantityControl({ value, max, onChange, label }: QuantityControlProps) {
  const id = useId();
  const t = useT();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const type = (raw: string) => {
    setText(raw);
    const typed = Number(raw);
    if (Number.isInteger(typed) && typed > 0 && typed <= max) onChange(typed);
  };

  return (
    <div className={styles.control}>
      <label htmlFor={id} className={styles.label}>
        {label ?? t('product.quantity')}
      </label>
      <div className={styles.row}>
        <button
          type="button"
          onClick={() => onChange(value - 1)}
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
    </div>
  );
}
