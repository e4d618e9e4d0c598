import { productTitle } from '../catalog/productText';
import { useI18n } from '../i18n/I18nContext';
import { Ltr, Variant } from '../i18n/Ltr';

/** A line of an order or a cart as the shopper reads it: the shirt's title, then its size, colour and how many. */
export default function ItemName({
  item,
}: {
  item: { title: string; titleUrdu?: string; size: string; color: string; quantity: number };
}) {
  const { language } = useI18n();
  return (
    <span>
      {productTitle(item, language)}{' '}
      <small>
        <Variant size={item.size} color={item.color} /> × <Ltr>{item.quantity}</Ltr>
      </small>
    </span>
  );
}
