import { FEW_LEFT, variantLabel } from '../../../common/variants';
import styles from './FewLeft.module.css';
import { useI18n } from '../i18n/I18nContext';
import { colourWord } from '../i18n/colourNames';

type FewLeftProps = { size: string | null; color: string | null; stock: number };

/**
 * 'Only 2 left in M / Navy' ('M / نیوی' in Urdu) under the choices when the chosen size and colour is nearly sold out
 * (issue 22); read out as the choice changes.
 */
export default function FewLeft({ size, color, stock }: FewLeftProps) {
  const { t, language } = useI18n();
  const few = size !== null && color !== null && stock > 0 && stock <= FEW_LEFT;
  return (
    <p className={styles.few} aria-live="polite">
      {few ? t('product.fewLeft', { count: stock, variant: variantLabel(size, colourWord(color, language)) }) : ''}
    </p>
  );
}
