/** The entries of a draft the owner types as text (a draft may hold ticks and lists beside them). */
type TextEntry<Draft> = { [K in keyof Draft]: Draft[K] extends string ? K : never }[keyof Draft] & keyof Draft & string;

/**
 * What ties a TextField to one text entry of a form's draft: its value, how a change is kept, and its
 * error (found under `prefix` and the name where the schema's paths are nested, e.g. 'customer.phone').
 * `<TextField label="Port" {...field('port')} />` then says only what is particular to the field.
 */
export function fieldProps<Draft extends object>(
  draft: Draft,
  change: (field: TextEntry<Draft>) => (value: string) => void,
  errors: Partial<Record<string, string>>,
  prefix = '',
) {
  return <Field extends TextEntry<Draft>>(field: Field) => ({
    value: draft[field],
    onChange: change(field),
    error: errors[`${prefix}${field}`],
  });
}
