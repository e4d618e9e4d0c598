import { useI18n } from '../i18n/I18nContext';
import { useCart } from './CartContext';
import { lineKey, lineName, type CartLine } from './cartRules';

/** A cart line's Remove button, in the cart and at checkout: a screen reader hears which line ("Remove Oxford, L, Navy"). */
export default function RemoveLineButton({ line, className }: { line: CartLine; className: string | undefined }) {
  const { remove } = useCart();
  const { t, language } = useI18n();
  return (
    <button
      type="button"
      className={className}
      onClick={() => remove(lineKey(line))}
      aria-label={t('cart.removeName', { name: lineName(line, language) })}
    >
      {t('common.remove')}
    </button>
  );
}
