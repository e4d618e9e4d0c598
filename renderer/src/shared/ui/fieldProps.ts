/**
 * What ties a TextField to one entry of a form's draft: its value, how a change is kept, and its error
 * (found under `prefix` and the name where the schema's paths are nested, e.g. 'customer.phone').
 * `<TextField label="Port" {...field('port')} />` then says only what is particular to the field.
 */
export function fieldProps<Draft extends Record<string, string>>(
  draft: Draft,
  change: (field: keyof Draft & string) => (value: string) => void,
  errors: Partial<Record<string, string>>,
  prefix = '',
) {
  return <Field extends keyof Draft & string>(field: Field) => ({
    value: draft[field],
    onChange: change(field),
    error: errors[`${prefix}${field}`],
  });
}
