import type { ReactNode } from 'react';
import styles from './ProductsPage.module.css';
import type { ProblemField } from './productProblems';

type Props = {
  title: string;
  description: string;
  onChange: (field: 'titleUrdu' | 'descriptionUrdu', value: string) => void;
  invalid: (field: ProblemField) => { 'aria-invalid': boolean | undefined; 'aria-describedby': string | undefined };
  problemAt: (field: ProblemField) => ReactNode;
};

/**
 * The owner's Urdu title and description (issue 26), shown to shoppers who read the shop in Urdu; left
 * empty, they see the English. Written right to left, so the fields say so. Labelled 'Name' and 'Details'
 * so that 'Title' and 'Description' each still name one field.
 */
export function UrduFields({ title, description, onChange, invalid, problemAt }: Props) {
  return (
    <>
      <div className={`field ${styles.wide}`}>
        <label htmlFor="product-title-urdu">Name in Urdu (optional)</label>
        <input
          id="product-title-urdu"
          dir="rtl"
          lang="ur"
          value={title}
          onChange={(event) => onChange('titleUrdu', event.target.value)}
          {...invalid('titleUrdu')}
        />
        {problemAt('titleUrdu')}
      </div>
      <div className={`field ${styles.wide}`}>
        <label htmlFor="product-description-urdu">Details in Urdu (optional)</label>
        <textarea
          id="product-description-urdu"
          dir="rtl"
          lang="ur"
          rows={3}
          value={description}
          onChange={(event) => onChange('descriptionUrdu', event.target.value)}
          {...invalid('descriptionUrdu')}
        />
        {problemAt('descriptionUrdu')}
      </div>
    </>
  );
}
