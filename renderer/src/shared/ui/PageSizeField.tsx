import { useId } from 'react';

/** The choice of how many rows a paged table shows. */
export function PageSizeField({
  label,
  sizes,
  value,
  onChange,
}: {
  label: string;
  sizes: readonly number[];
  value: number;
  onChange: (size: number) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
