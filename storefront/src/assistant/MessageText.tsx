import { Link } from '../router/router';
import type { ProductMention } from '../../../common/assistantSchema';
import { useT } from '../i18n/I18nContext';
import { linkSegments } from './conversation';

type MessageTextProps = { text: string; products?: ProductMention[]; onNavigate: () => void };

/** A message's text with the product names it mentions, and the catalog's page, linked to their pages. */
export default function MessageText({ text, products, onNavigate }: MessageTextProps) {
  const t = useT();
  return (
    <>
      {linkSegments(text, products, [{ phrase: t('assistant.productsPage'), to: '/products' }]).map((segment, index) =>
        segment.to ? (
          <Link key={index} to={segment.to} onClick={onNavigate}>
            {segment.text}
          </Link>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
