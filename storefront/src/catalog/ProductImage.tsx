import type { ImgHTMLAttributes } from 'react';
import { srcSetFor } from '../../../common/images';
import { resolveImageUrl } from '../../../common/apiClient';

type ProductImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  url: string | null | undefined;
  /** The product title: the alt text, and the placeholder when there is no picture (docs/product.md §2). */
  title: string;
  /** How wide the picture is drawn, so the browser picks the smallest width that fits. */
  sizes: string;
};

/** A product picture in web sizes (srcset), never a full-size photo on a phone. */
export default function ProductImage({ url, title, sizes, className, loading = 'lazy', ...rest }: ProductImageProps) {
  const src = resolveImageUrl(url);
  if (!src) {
    return (
      <div className={className} role="img" aria-label={title} data-placeholder="true">
        <span>{title}</span>
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
