/**
 * The field where a shopper proves an order is theirs, on the order page and the tracking page: the
 * order's e-mail or its phone number (decision 0114). Either reads left to right, so '0300 1234567'
 * keeps its order on an Urdu page.
 */
export default function ProofField({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="email"
        autoComplete="email"
        dir="ltr"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <span id={`${id}-error`} className="error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
