import { Link } from '../router/router';
import type { ProductMention } from '../../../common/assistantSchema';
import { linkSegments } from './conversation';

type MessageTextProps = { text: string; products?: ProductMention[]; onNavigate: () => void };

/** A message's text with the product names it mentions linked to their pages. */
export default function MessageText({ text, products, onNavigate }: MessageTextProps) {
  return (
    <>
      {linkSegments(text, products).map((segment, index) =>
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
