import { resolveImageUrl } from '../../../common/apiClient';
import type { Product } from '../../../common/catalog';
import { productPath } from '../../../common/storefrontPaths';

/**
 * A product as schema.org describes one for search results (issue 12): its offer in PKR, in stock or
 * not, and its rating once it has reviews. Addresses are absolute on the shop's own origin.
 */
export function productStructuredData(product: Product, origin: string): Record<string, unknown> {
  const absolute = (url: string | null | undefined) => {
    const resolved = resolveImageUrl(url);
    return resolved ? new URL(resolved, origin).href : undefined;
  };
  const images = [
    ...new Set(
      [product.imageUrl, ...product.additionalImages].map(absolute).filter((url): url is string => url !== undefined),
    ),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    sku: product.sku || product.id,
    ...(images.length > 0 ? { image: images } : {}),
    ...(product.categories.length > 0 ? { category: product.categories.join(', ') } : {}),
    offers: {
      '@type': 'Offer',
      url: new URL(productPath(product.id), origin).href,
      price: product.price,
      priceCurrency: 'PKR',
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.averageRating,
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
