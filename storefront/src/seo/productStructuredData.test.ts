import { describe, expect, it } from 'vitest';
import type { Product } from '../../../common/catalog';
import { productStructuredData } from './productStructuredData';
import { searchSnippet } from './usePageMeta';

const oxford: Product = {
  id: 'PROD10001',
  productRef: 'KSC-10001',
  title: 'Classic White Oxford Shirt',
  description: 'A crisp Oxford weave.',
  price: 2200,
  imageUrl: '/uploads/a-1080.webp',
  additionalImages: ['/uploads/a-1080.webp', '/uploads/b-1080.webp'],
  imageColors: {},
  sizes: ['M'],
  colors: ['White'],
  stock: 4,
  variants: [{ size: 'M', color: 'White', stock: 4, sku: '' }],
  sku: 'KSC-CWO-10001',
  categories: ['Formal', 'Office'],
  averageRating: 4.5,
  reviewCount: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('product structured data (issue 12: schema.org Product with price in PKR and availability)', () => {
  it('offers the product at its price in PKR, in stock, on its absolute address, with each picture once', () => {
    expect(productStructuredData(oxford, 'http://shop.example.pk:3000')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Classic White Oxford Shirt',
      description: 'A crisp Oxford weave.',
      sku: 'KSC-CWO-10001',
      image: ['http://shop.example.pk:3000/uploads/a-1080.webp', 'http://shop.example.pk:3000/uploads/b-1080.webp'],
      category: 'Formal, Office',
      offers: {
        '@type': 'Offer',
        url: 'http://shop.example.pk:3000/products/PROD10001',
        price: 2200,
        priceCurrency: 'PKR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
    });
  });

  it('says out of stock at 0, leaves out a rating nobody gave, pictures it has not got and an empty SKU', () => {
    const data = productStructuredData(
      {
        ...oxford,
        stock: 0,
        reviewCount: 0,
        averageRating: 0,
        imageUrl: null,
        additionalImages: [],
        sku: '',
        categories: [],
      },
      'https://shop.example.pk',
    );
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('category');
    expect(data.sku).toBe('PROD10001');
  });
});

describe('search snippet', () => {
  it('keeps a short description whole and cuts a long one at a word, within 155 characters', () => {
    expect(searchSnippet('  Crisp   cotton.\n')).toBe('Crisp cotton.');
    const long = searchSnippet('word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(155);
    expect(long).toMatch(/^(word )+word…$/);
  });
});
