import { useId, useState, type KeyboardEvent } from 'react';
import styles from './ProductsPage.module.css';

/** A list of short values (sizes, colours, categories) edited as chips: type and press Enter or comma. */
export function ChipsField({
  label,
  values,
  onChange,
  disabled,
  error,
}: {
  label: string;
  values: string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
  error?: string;
}) {
  const [draft, setDraft] = useState('');
  const id = useId();
  const add = () => {
    const parts = draft
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const next = [...values];
    for (const part of parts) if (!next.some((value) => value.toLowerCase() === part.toLowerCase())) next.push(part);
    onChange(next);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && values.length > 0) {
      onChange(values.slice(0, -1));
    }
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <ul className={styles.chips} aria-label={`${label} chosen`}>
        {values.map((value) => (
          <li key={value} className={styles.chip}>
            {value}
            <button
              type="button"
              onClick={() => onChange(values.filter((other) => other !== value))}
              disabled={disabled}
              aria-label={`Remove ${value}`}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <input
        id={id}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => draft.trim() && add()}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      <p className="hint" id={`${id}-hint`}>
        Type a value and press Enter or comma.
      </p>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
