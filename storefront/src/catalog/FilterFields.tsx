import type { ReactNode } from 'react';
import { PRODUCT_SORTS } from '../../../common/catalogListing';
import type { ProductFilters } from '../../../common/productFilters';
import SelectField from '../forms/SelectField';
import { useCategories } from './useCategories';
import { useT } from '../i18n/I18nContext';
import { ColourName } from '../i18n/Ltr';
import styles from './FilterPanel.module.css';

/** The lowest rating a shopper may ask for; none means any. */
const MIN_RATINGS = ['4', '3', '2', '1'];

/** Sizes offered as chips; a size from an address that is not among them shows as a chip of its own. */
export const SIZE_SUGGESTIONS = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
/** The shirt colours shoppers ask for most, as chips (the server matches them in any case). */
export const COLOUR_SUGGESTIONS = [
  'White',
  'Black',
  'Navy',
  'Blue',
  'Sky Blue',
  'Grey',
  'Beige',
  'Green',
  'Pink',
  'Maroon',
];

/** The filters these fields set: the list's own (common/productFilters.ts) but the search text and the page. */
export type FilterValues = Omit<ProductFilters, 'q' | 'page'>;

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
      <SelectField
        id={id('category')}
        label={t('filters.category')}
        value={values.category}
        onChange={(category) => onChange('category', category)}
        options={categories}
        optionLabel={(category) => category}
        none={t('filters.allCategories')}
      />
      <PriceField
        id={id('min-price')}
        label={t('filters.minPrice')}
        value={values.minPrice}
        onChange={(value) => onChange('minPrice', value)}
      />
      <PriceField
        id={id('max-price')}
        label={t('filters.maxPrice')}
        value={values.maxPrice}
        onChange={(value) => onChange('maxPrice', value)}
      />
      <SelectField
        id={id('rating')}
        label={t('filters.rating')}
        value={values.minRating}
        onChange={(stars) => onChange('minRating', stars)}
        options={MIN_RATINGS}
        optionLabel={(stars) => t('filters.starsAndUp', { count: Number(stars) })}
        none={t('filters.anyRating')}
      />
      <FilterChips
        legend={t('filters.size')}
        anyLabel={t('filters.anySize')}
        otherLabel={t('filters.otherSize')}
        id={id('size')}
        options={SIZE_SUGGESTIONS}
        value={values.size}
        onChange={(value) => onChange('size', value)}
      />
      <FilterChips
        legend={t('filters.colour')}
        anyLabel={t('filters.anyColour')}
        otherLabel={t('filters.otherColour')}
        id={id('color')}
        options={COLOUR_SUGGESTIONS}
        optionLabel={(colour) => <ColourName name={colour} />}
        value={values.color}
        onChange={(value) => onChange('color', value)}
      />
      <SelectField
        id={id('sort')}
        label={t('filters.sortBy')}
        value={values.sortBy}
        onChange={(sort) => onChange('sortBy', sort)}
        options={PRODUCT_SORTS}
        optionLabel={(sort) => t(`filters.sort.${sort}`)}
      />
    </>
  );
}

/**
 * One tap per choice instead of a typed box (issue 35: on a phone the size and colour filters were text
 * fields): "Any" and the options, the chosen one pressed; pressing it again goes back to any.
 */
function FilterChips({
  legend,
  anyLabel,
  otherLabel,
  id,
  options,
  optionLabel = (option) => option,
  value,
  onChange,
}: {
  legend: string;
  anyLabel: string;
  /** A size or colour the chips do not name (a collar size, 3XL, olive) can still be typed. */
  otherLabel: string;
  id: string;
  options: readonly string[];
  /** How a chip names its option: a colour in the shopper's language (the filter still sends the shop's English). */
  optionLabel?: (option: string) => ReactNode;
  value: string;
  onChange: (value: string) => void;
}) {
  const other = value && !options.some((option) => option.toLowerCase() === value.toLowerCase()) ? value : '';
  const chip = (label: ReactNode, option: string) => {
    const pressed = option.toLowerCase() === value.toLowerCase();
    return (
      <button
        key={option || 'any'}
        type="button"
        className={styles.chip}
        aria-pressed={pressed}
        onClick={() => onChange(pressed ? '' : option)}
      >
        {label}
      </button>
    );
  };
  return (
    <fieldset className={styles.chips}>
      <legend>{legend}</legend>
      <div>
        {chip(anyLabel, '')}
        {options.map((option) => chip(optionLabel(option), option))}
      </div>
      <label htmlFor={id} className={styles.other}>
        {otherLabel}
        <input id={id} autoComplete="off" value={other} onChange={(event) => onChange(event.target.value)} />
      </label>
    </fieldset>
  );
}

/** A price bound in whole rupees (the shop has no paisa), typed on a phone's number pad. */
function PriceField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
