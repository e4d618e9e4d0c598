import { useId, type ReactNode } from 'react';

type Props<T extends string> = {
  /** What the choice is about, said before each option by a screen reader. */
  legend: ReactNode;
  /** The values to choose from, in order; `optionLabel` says each in the owner's words. */
  options: readonly T[];
  /** The chosen value, or null while none is chosen. */
  value: T | null;
  onChange: (value: T) => void;
  optionLabel: (option: T) => ReactNode;
  /** The fieldset's look (each screen lays its choices out its own way), and each option's. */
  className?: string;
  optionClassName?: string;
  /** The group's error, under the options and tied to the group; read out as soon as it shows. */
  error?: string;
};

/**
 * A labelled choice from a few options shown at once, as radio buttons in a fieldset: SelectField's
 * twin where the owner should see every option without opening a list.
 */
export function RadioGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  optionLabel,
  className,
  optionClassName,
  error,
}: Props<T>) {
  // The radios share a name of their own, so they are one choice, moved through with the arrow keys.
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={className}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option} className={optionClassName}>
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          {optionLabel(option)}
        </label>
      ))}
      {error && (
        <p id={errorId} role="alert" className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
