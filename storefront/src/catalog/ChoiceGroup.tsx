import type { ReactNode } from 'react';
import type { Product } from '../../../common/catalog';
import { colourFor, isLightColour } from '../../../common/colors';
import styles from './ChoiceGroup.module.css';
import { useI18n, useT } from '../i18n/I18nContext';
import { colourWord } from '../i18n/colourNames';
import { soldOutColour, soldOutSize } from './variantChoice';

type ChoiceGroupProps = {
  label: string;
  options: string[];
  value: string | null;
  onChange: (value: string) => void;
  /** Colour choices are drawn in their own colour. */
  swatches?: boolean;
  /** Choices that cannot be bought with what else is chosen (issue 22): shown struck through, not choosable. */
  soldOut?: (option: string) => boolean;
  /** A choice as the shopper reads it (a colour's Urdu word); the choice itself stays the shop's. */
  optionName?: (option: string) => string;
};

/**
 * Size or colour buttons; the chosen one is pressed, outlined and ticked. A sold-out choice stays
 * focusable and in the tab order, so a screen reader still reads it, named "M, sold out", but is
 * aria-disabled and pressing it (mouse, Enter or Space) does nothing.
 */
export default function ChoiceGroup({
  label,
  options,
  value,
  onChange,
  swatches = false,
  soldOut,
  optionName = (option) => option,
}: ChoiceGroupProps) {
  const t = useT();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        {label}
        {value && <span className={styles.chosen}>: {optionName(value)}</span>}
      </legend>
      <div className={styles.options}>
        {options.map((option) => {
          const colour = swatches ? colourFor(option) : undefined;
          const unavailable = soldOut?.(option) ?? false;
          return (
            <button
              key={option}
              type="button"
              className={swatches ? `${styles.option} ${styles.swatch}` : styles.option}
              aria-pressed={value === option}
              aria-disabled={unavailable || undefined}
              // Named in full rather than with hidden text: Chromium reads a hidden span in a flex button as a
              // word of its own ("S , sold out"). The name still starts with what is shown, for voice control.
              aria-label={unavailable ? t('product.soldOutOption', { option: optionName(option) }) : undefined}
              onClick={() => !unavailable && onChange(option)}
              style={colour ? { background: colour, color: isLightColour(colour) ? '#1c1917' : '#fff' } : undefined}
            >
              {/* The chosen one carries a tick as well as its outline: a swatch's own fill (a pale blue, a
                  green) must never read as "chosen". */}
              {value === option && (
                <span className={styles.tick} aria-hidden="true">
                  ✓
                </span>
              )}
              {optionName(option)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * A shirt's size and colour choices, as the product modal and page show them: a size or colour sold out
 * with the other choice cannot be chosen (issue 22). `between` stands between the two (the size chart).
 */
export function SizeAndColour({
  product,
  size,
  onSize,
  color,
  onColour,
  between,
}: {
  product: Pick<Product, 'sizes' | 'colors' | 'variants'>;
  size: string | null;
  onSize: (size: string) => void;
  color: string | null;
  onColour: (color: string) => void;
  between?: ReactNode;
}) {
  const { t, language } = useI18n();
  return (
    <>
      <ChoiceGroup
        label={t('product.size')}
        options={product.sizes}
        value={size}
        onChange={onSize}
        soldOut={(option) => soldOutSize(product.variants, option, color)}
      />
      {between}
      <ChoiceGroup
        label={t('product.colour')}
        options={product.colors}
        value={color}
        onChange={onColour}
        swatches
        soldOut={(option) => soldOutColour(product.variants, option, size)}
        optionName={(option) => colourWord(option, language)}
      />
    </>
  );
}
