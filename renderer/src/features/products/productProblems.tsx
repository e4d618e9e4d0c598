import { productWriteSchema, type ProductWriteInput } from '../../../../common/catalog';

/** The form's fields that a problem can be shown at; the grid shows its own (VariantGrid). */
export type ProblemField =
  | 'id'
  | 'title'
  | 'price'
  | 'description'
  | 'titleUrdu'
  | 'descriptionUrdu'
  | 'sizes'
  | 'colors'
  | 'categories'
  | 'pictures';
const FIELD_OF: Record<string, ProblemField> = {
  id: 'id',
  title: 'title',
  price: 'price',
  description: 'description',
  titleUrdu: 'titleUrdu',
  descriptionUrdu: 'descriptionUrdu',
  sizes: 'sizes',
  colors: 'colors',
  categories: 'categories',
  imageUrl: 'pictures',
  additionalImages: 'pictures',
  imageColors: 'pictures',
};

/**
 * Every problem of a product write at once, each at its field (issue 24 item 9, as checkout does),
 * checked with the schema the server checks it with, so the two never disagree. The first problem
 * of a field is the one shown there; problems of the grid are left to the grid.
 */
export function productProblems(product: ProductWriteInput): Partial<Record<ProblemField, string>> {
  const checked = productWriteSchema.safeParse(product);
  if (checked.success) return {};
  const problems: Partial<Record<ProblemField, string>> = {};
  for (const issue of checked.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field) problems[field] ??= issue.message;
  }
  return problems;
}

/** Each field's marks for the form's problems: aria-invalid, its message tied to it for screen readers. */
export function problemMarks(problems: Partial<Record<ProblemField, string>>) {
  const invalid = (field: ProblemField, hint?: string) => ({
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': [hint, problems[field] && `product-${field}-error`].filter(Boolean).join(' ') || undefined,
  });
  const problemAt = (field: ProblemField) =>
    problems[field] && (
      <p className="field-error" id={`product-${field}-error`}>
        {problems[field]}
      </p>
    );
  return { invalid, problemAt };
}
