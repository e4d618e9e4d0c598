import { FEW_LEFT, variantLabel } from '../../../common/variants';
import styles from './FewLeft.module.css';

type FewLeftProps = { size: string | null; color: string | null; stock: number };

/**
 * 'Only 2 left in M / Navy' under the choices when the chosen size and colour is nearly sold out
 * (issue 22); read out as the choice changes.
 */
export default function FewLeft({ size, color, stock }: FewLeftProps) {
  const few = size !== null && color !== null && stock > 0 && stock <= FEW_LEFT;
  return (
    <p className={styles.few} aria-live="polite">
      {few ? `Only ${stock} left in ${variantLabel(size, color)}` : ''}
    </p>
  );
}
