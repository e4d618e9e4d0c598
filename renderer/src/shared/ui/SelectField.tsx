import { useId } from 'react';
import { describedBy, FieldNotes } from './FieldNotes';

type Props<T extends string> = {
  label: string;
  value: T | '';
  onChange: (value: T) => void;
  /** The values to choose from, in order; `optionLabel` says each in the owner's words. */
  options: readonly T[];
  optionLabel: (option: T) => string;
  /** A first choice with the value '' ('All kinds', 'Choose a role'); `onChange` gets '' for it. */
  none?: string;
  /** The language an option is written in, so a screen reader says 'اردو' in Urdu. */
  optionLang?: (option: T) => string;
  error?: string;
  hint?: string;
};

/**
 * A labelled drop-down with its hint and its error tied to it for screen readers: TextField's twin for
 * a choice from a fixed list.
 */
export function SelectField<T extends string>({
  label,
  value,
  onChange,
  options,
  optionLabel,
  none,
  optionLang,
  error,
  hint,
}: Props<T>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      >
        {none !== undefined && <option value="">{none}</option>}
        {options.map((option) => (
          <option key={option} value={option} lang={optionLang?.(option)}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
