type SelectFieldProps<T extends string> = {
  id: string;
  label: string;
  value: T | '';
  onChange: (value: T) => void;
  /** The values to choose from, in order; `optionLabel` says each in the shopper's words. */
  options: readonly T[];
  optionLabel: (option: T) => string;
  /** A first choice with the value '' ('All categories', 'Any rating'); `onChange` gets '' for it. */
  none?: string;
  /** The page's own class beside `field` (where it stands in its row). */
  className?: string;
};

/** A labelled drop-down: the filters' category, rating and order, and the order of a shirt's reviews. */
export default function SelectField<T extends string>({
  id,
  label,
  value,
  onChange,
  options,
  optionLabel,
  none,
  className,
}: SelectFieldProps<T>) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {none !== undefined && <option value="">{none}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
