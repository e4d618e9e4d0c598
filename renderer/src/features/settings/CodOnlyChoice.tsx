import styles from './SettingsPage.module.css';

/**
 * The owner's "cash on delivery only", the same choice the Dashboard's 'Keep cash on delivery only'
 * saves (issue 35): ticking it leaves cash on delivery alone at checkout and stops the first-run
 * checklist asking for bank details; ticking Bank transfer ends it.
 */
export function CodOnlyChoice({
  chosen,
  error,
  onChange,
}: {
  chosen: boolean;
  error?: string;
  onChange: (chosen: boolean) => void;
}) {
  const described = ['cod-only-hint', error && 'cod-only-error'].filter(Boolean).join(' ');
  return (
    <div className={styles.wide}>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={chosen}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => onChange(event.target.checked)}
        />
        Cash on delivery only, by my choice
      </label>
      <p id="cod-only-hint" className="hint">
        Shoppers pay cash on delivery and the Dashboard stops asking for bank details. Ticking Bank transfer ends this
        choice.
      </p>
      {error && (
        <p id="cod-only-error" className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
