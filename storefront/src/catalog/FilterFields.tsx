import { PRODUCT_SORTS, type ProductSort } from '../../../common/catalogListing';
import { useCategories } from './useCategories';
import { useT } from '../i18n/I18nContext';

/** The lowest rating a shopper may ask for; none means any. */
const MIN_RATINGS = [4, 3, 2, 1];

/** Sizes offered as the shopper types; the shop may sell others (collar sizes), which can be typed. */
export const SIZE_SUGGESTIONS = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

export type FilterValues = {
  category: string;
  minPrice: string;
  maxPrice: string;
  minRating: string;
  size: string;
  color: string;
  sortBy: ProductSort;
};

type FilterFieldsProps = {
  idPrefix: string;
  values: FilterValues;
  onChange: <K extends keyof FilterValues>(key: K, value: FilterValues[K]) => void;
};

/**
 * Category, price range (numbers of at least 0, step 1), minimum rating, size and colour in stock, and
 * sort (docs/product.md §5 Filter).
 */
export default function FilterFields({ idPrefix, values, onChange }: FilterFieldsProps) {
  const categories = useCategories();
  const t = useT();
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <div className="field">
        <label htmlFor={id('category')}>{t('filters.category')}</label>
        <select
          id={id('category')}
          value={values.category}
          onChange={(event) => onChange('category', event.target.value)}
        >
          <option value="">{t('filters.allCategories')}</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={id('min-price')}>{t('filters.minPrice')}</label>
        <input
          id={id('min-price')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={values.minPrice}
          onChange={(event) => onChange('minPrice', event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={id('max-price')}>{t('filters.maxPrice')}</label>
        <input
          id={id('max-price')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={values.maxPrice}
          onChange={(event) => onChange('maxPrice', event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={id('rating')}>{t('filters.rating')}</label>
        <select
          id={id('rating')}
          value={values.minRating}
          onChange={(event) => onChange('minRating', event.target.value)}
        >
          <option value="">{t('filters.anyRating')}</option>
          {MIN_RATINGS.map((stars) => (
            <option key={stars} value={String(stars)}>
              {t('filters.starsAndUp', { count: stars })}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={id('size')}>{t('filters.size')}</label>
        <input
          id={id('size')}
          list={id('sizes')}
          autoComplete="off"
          placeholder={t('filters.anySize')}
          value={values.size}
          onChange={(event) => onChange('size', event.target.value)}
        />
        <datalist id={id('sizes')}>
          {SIZE_SUGGESTIONS.map((size) => (
            <option key={size} value={size} />
          ))}
        </datalist>
      </div>
      <div className="field">
        <label htmlFor={id('color')}>{t('filters.colour')}</label>
        <input
          id={id('color')}
          autoComplete="off"
          placeholder={t('filters.anyColour')}
          value={values.color}
          onChange={(event) => onChange('color', event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={id('sort')}>{t('filters.sortBy')}</label>
        <select
          id={id('sort')}
          value={values.sortBy}
          onChange={(event) => onChange('sortBy', event.target.value as ProductSort)}
        >
          {PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`filters.sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
