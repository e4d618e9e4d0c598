import { useState, type ReactNode } from 'react';
import type { Product } from '../../../common/catalog';
import { colourFor, isLightColour } from '../../../common/colors';
import styles from './ChoiceGroup.module.css';
import { useI18n, useT } from '../i18n/I18nContext';
import { colourWord } from '../i18n/colourNames';
import { colourAvailability, firstColourIn, firstSizeIn, sizeAvailability, type Availability } from './variantChoice';

type ChoiceGroupProps = {
  label: string;
  options: string[];
  value: string | null;
  onChange: (value: string) => void;
  /** Colour choices are drawn in their own colour. */
  swatches?: boolean;
  /**
   * Whether a choice can be bought with what else is chosen (issue 22): sold out in every cell, shown
   * struck through and not choosable; in stock only with another choice, shown faded and choosable
   * (the other choice then moves, SizeAndColour); `other` names the other choice for its label.
   */
  availability?: (option: string) => Availability;
  other?: string | null;
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
  availability = () => 'in stock',
  other = null,
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
          const can = availability(option);
          const unavailable = can === 'sold out';
          return (
            <button
              key={option}
              type="button"
              className={swatches ? `${styles.option} ${styles.swatch}` : styles.option}
              aria-pressed={value === option}
              aria-disabled={unavailable || undefined}
              data-elsewhere={can === 'other' || undefined}
              // Named in full rather than with hidden text: Chromium reads a hidden span in a flex button as a
              // word of its own ("S , sold out"). The name still starts with what is shown, for voice control.
              aria-label={
                unavailable
                  ? t('product.soldOutOption', { option: optionName(option) })
                  : can === 'other' && other
                    ? t('product.notWithOption', { option: optionName(option), other })
                    : undefined
              }
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
 * in every cell cannot be chosen (issue 22); one sold out only with the other choice can, and moves the
 * other choice to the first in stock with it, saying so. `between` stands between the two (the size chart).
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
  const [moved, setMoved] = useState('');
  const colourName = (option: string) => colourWord(option, language);
  const chooseSize = (next: string) => {
    const colour =
      color !== null && sizeAvailability(product.variants, next, color) === 'other'
        ? firstColourIn(product.colors, product.variants, next)
        : null;
    onSize(next);
    if (colour) onColour(colour);
    setMoved(colour ? t('product.colourMoved', { colour: colourName(colour), size: next }) : '');
  };
  const chooseColour = (next: string) => {
    const moveTo =
      size !== null && colourAvailability(product.variants, next, size) === 'other'
        ? firstSizeIn(product.sizes, product.variants, next)
        : null;
    onColour(next);
    if (moveTo) onSize(moveTo);
    setMoved(moveTo ? t('product.sizeMoved', { size: moveTo, colour: colourName(next) }) : '');
  };
  return (
    <>
      <ChoiceGroup
        label={t('product.size')}
        options={product.sizes}
        value={size}
        onChange={chooseSize}
        availability={(option) => sizeAvailability(product.variants, option, color)}
        other={color && colourName(color)}
      />
      {between}
      <ChoiceGroup
        label={t('product.colour')}
        options={product.colors}
        value={color}
        onChange={chooseColour}
        swatches
        availability={(option) => colourAvailability(product.variants, option, size)}
        other={size}
        optionName={colourName}
      />
      <p role="status" className={styles.moved}>
        {moved}
      </p>
    </>
  );
}
