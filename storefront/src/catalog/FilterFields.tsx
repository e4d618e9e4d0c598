import { PRODUCT_SORTS, PRODUCT_SORT_LABELS, type ProductSort } from '../../../common/catalogListing';
import { useCategories } from './useCategories';

export const RATING_CHOICES = [
  { value: '', label: 'Any rating' },
  { value: '4', label: '4 stars & up' },
  { value: '3', label: '3 stars & up' },
  { value: '2', label: '2 stars & up' },
  { value: '1', label: '1 star & up' },
];

/** Sizes offered as the shopper types; the shop may sell others (collar sizes), which can be typed. */
export const SIZE_SUGGESTIONS = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

export type FilterValues = { category: string; minPrice: string; maxPrice: string; minRating: string; size: string; color: string; sortBy: ProductSort };

type FilterFieldsProps = { idPrefix: string; values: FilterValues; onChange: <K extends keyof FilterValues>(key: K, value: FilterValues[K]) => void };

/**
 * Category, price range (numbers of at least 0, step 1), minimum rating, size and colour in stock, and
 * sort (docs/product.md §5 Filter).
 */
export default function FilterFields({ idPrefix, values, onChange }: FilterFieldsProps) {
  const categories = useCategories();
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <div className="field">
        <label htmlFor={id('category')}>Category</label>
        <select id={id('category')} value={values.category} onChange={(event) => onChange('category', event.target.value)}>
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={id('min-price')}>Min price (PKR)</label>
        <input id={id('min-price')} type="number" inputMode="numeric" min={0} step={1} value={values.minPrice} onChange={(event) => onChange('minPrice', event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={id('max-price')}>Max price (PKR)</label>
        <input id={id('max-price')} type="number" inputMode="numeric" min={0} step={1} value={values.maxPrice} onChange={(event) => onChange('maxPrice', event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={id('rating')}>Minimum rating</label>
        <select id={id('rating')} value={values.minRating} onChange={(event) => onChange('minRating', event.target.value)}>
          {RATING_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={id('size')}>Size in stock</label>
        <input id={id('size')} list={id('sizes')} autoComplete="off" placeholder="Any size" value={values.size} onChange={(event) => onChange('size', event.target.value)} />
        <datalist id={id('sizes')}>
          {SIZE_SUGGESTIONS.map((size) => (
            <option key={size} value={size} />
          ))}
        </datalist>
      </div>
      <div className="field">
        <label htmlFor={id('color')}>Colour in stock</label>
        <input id={id('color')} autoComplete="off" placeholder="Any colour" value={values.color} onChange={(event) => onChange('color', event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={id('sort')}>Sort by</label>
        <select id={id('sort')} value={values.sortBy} onChange={(event) => onChange('sortBy', event.target.value as ProductSort)}>
          {PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {PRODUCT_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
