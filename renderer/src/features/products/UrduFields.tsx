import type { ReactNode } from 'react';
import styles from './ProductsPage.module.css';
import type { ProblemField } from './productProblems';

type UrduField = 'titleUrdu' | 'descriptionUrdu';

type Marks = {
  onChange: (field: UrduField, value: string) => void;
  invalid: (field: ProblemField) => { 'aria-invalid': boolean | undefined; 'aria-describedby': string | undefined };
  problemAt: (field: ProblemField) => ReactNode;
};

/**
 * The owner's Urdu title and description (issue 26), shown to shoppers who read the shop in Urdu; left
 * empty, they see the English. Written right to left, so the fields say so. Labelled 'Name' and 'Details'
 * so that 'Title' and 'Description' each still name one field.
 */
export function UrduFields({ title, description, ...marks }: Marks & { title: string; description: string }) {
  return (
    <>
      <UrduEntry id="product-title-urdu" label="Name in Urdu (optional)" field="titleUrdu" value={title} {...marks} />
      <UrduEntry
        id="product-description-urdu"
        label="Details in Urdu (optional)"
        field="descriptionUrdu"
        value={description}
        rows={3}
        {...marks}
      />
    </>
  );
}

/** One Urdu entry, right to left, with its problem under it: a line, or a box of `rows` lines. */
function UrduEntry({
  id,
  label,
  field,
  value,
  rows,
  onChange,
  invalid,
  problemAt,
}: Marks & { id: string; label: string; field: UrduField; value: string; rows?: number }) {
  const control = {
    id,
    dir: 'rtl',
    lang: 'ur',
    value,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    ...invalid(field),
  };
  return (
    <div className={`field ${styles.wide}`}>
      <label htmlFor={id}>{label}</label>
      {rows ? <textarea rows={rows} {...control} /> : <input {...control} />}
      {problemAt(field)}
    </div>
  );
}
