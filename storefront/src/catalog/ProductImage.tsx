import type { ImgHTMLAttributes } from 'react';
import { srcSetFor } from '../../../common/images';
import { resolveImageUrl } from '../../../common/apiClient';

type ProductImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  url: string | null | undefined;
  /** The product title: the alt text (a shirt without a picture has a decorative placeholder, its title beside it). */
  title: string;
  /** How wide the picture is drawn, so the browser picks the smallest width that fits. */
  sizes: string;
};

/** A shirt's outline, drawn in the place of a picture the owner has not added. */
function ShirtOutline() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="40%"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.2"
      opacity="0.55"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M9 3 4 5.5 2.5 10l3 1.2V21h13v-9.8l3-1.2L20 5.5 15 3c-.5 1.3-1.6 2-3 2s-2.5-.7-3-2Z" />
    </svg>
  );
}

/** A product picture in web sizes (srcset), never a full-size photo on a phone. */
export default function ProductImage({ url, title, sizes, className, loading = 'lazy', ...rest }: ProductImageProps) {
  const src = resolveImageUrl(url);
  if (!src) {
    // A shirt without a picture: its title is beside the picture everywhere one is drawn (a card, a cart
    // or wish-list line, the product's page), so the placeholder is a drawn shirt, decorative, neither
    // shown nor read a second time.
    return (
      <div className={className} aria-hidden="true" data-placeholder="true">
        <ShirtOutline />
      </div>
    );
  }
  // A picture loaded at once is one the shopper sees first (the page's largest paint): the browser fetches
  // it ahead of the pictures further down instead of at the low priority it gives images by default.
  const fetchPriority = rest.fetchPriority ?? (loading === 'eager' ? 'high' : undefined);
  return (
    <img
      {...rest}
      className={className}
      src={src}
      srcSet={srcSetFor(url)}
      sizes={sizes}
      alt={title}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
    />
  );
}

/** A shirt's small picture beside its name in a list (a cart line, a wished shirt): 96 × 120, drawn 96 px wide. */
export function ProductThumbnail({
  url,
  title,
  className,
}: {
  url: string | null | undefined;
  title: string;
  className?: string;
}) {
  return <ProductImage url={url} title={title} sizes="96px" className={className} width={96} height={120} />;
}
