import { describe, expect, it } from 'vitest';
import type { Product } from '../../common/catalog';
import { testShopForFile } from '../testing/fileShop';

/** Issue 26: the owner may type an Urdu title and description; shoppers reading Urdu see them, and an Urdu word finds the shirt. */
const shop = testShopForFile();

type Answer<T> = { success: boolean; data: T; message: string };
const shirt = (fields: Record<string, unknown>) => ({
  title: 'Sky Oxford',
  description: 'Soft cotton oxford',
  price: 2500,
  sizes: ['M'],
  colors: ['Sky'],
  stock: 4,
  ...fields,
});
const write = (method: 'POST' | 'PUT', fields: Record<string, unknown>) =>
  shop.call<Answer<Product>>(method, method === 'POST' ? '/api/products' : `/api/products/${String(fields.id)}`, {
    body: shirt(fields),
    token: shop.adminToken,
  });
const found = async (words: string) =>
  (await shop.call<{ data: Product[] }>('GET', `/api/products?q=${encodeURIComponent(words)}`)).body.data.map(
    (product) => product.id,
  );

describe('a product’s Urdu title and description', () => {
  it('are saved and read back as typed, and left out of the answer when the owner typed none or cleared them', async () => {
    const created = await write('POST', { id: 'URDU-1', titleUrdu: ' آکسفورڈ شرٹ ', descriptionUrdu: 'نرم سوتی کپڑا' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ titleUrdu: 'آکسفورڈ شرٹ', descriptionUrdu: 'نرم سوتی کپڑا' });
    expect((await shop.call<Answer<Product>>('GET', '/api/products/URDU-1')).body.data).toMatchObject({
      titleUrdu: 'آکسفورڈ شرٹ',
      descriptionUrdu: 'نرم سوتی کپڑا',
    });

    const plain = (await write('POST', { id: 'URDU-2' })).body.data;
    expect('titleUrdu' in plain || 'descriptionUrdu' in plain).toBe(false);
    const cleared = (await write('PUT', { id: 'URDU-1', titleUrdu: '', descriptionUrdu: '  ' })).body.data;
    expect('titleUrdu' in cleared || 'descriptionUrdu' in cleared).toBe(false);
  });

  it('refuses an Urdu title or description past its limit, in the owner’s words', async () => {
    const long = await write('POST', { id: 'URDU-3', titleUrdu: 'ق'.repeat(121) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('The Urdu title must be at most 120 characters');
    expect((await write('POST', { id: 'URDU-3', descriptionUrdu: 'ق'.repeat(5001) })).body.message).toBe(
      'The Urdu description must be at most 5000 characters',
    );
  });

  it('are found by an Urdu word, typed with or without its vowel marks, and no longer once changed', async () => {
    await write('POST', {
      id: 'URDU-KURTA',
      title: 'Eid Kurta',
      titleUrdu: 'عید کُرتا',
      descriptionUrdu: 'سفید لان، عید کے لیے',
    });
    expect(await found('کرتا')).toEqual(['URDU-KURTA']);
    expect(await found('کُرتا')).toEqual(['URDU-KURTA']);
    expect(await found('لان')).toEqual(['URDU-KURTA']);
    expect(await found('kurta')).toEqual(['URDU-KURTA']);
    await write('PUT', { id: 'URDU-KURTA', title: 'Eid Kurta', titleUrdu: 'عید قمیض' });
    expect(await found('لان')).toEqual([]);
    expect(await found('قمیض')).toEqual(['URDU-KURTA']);
    // Any write of the Urdu wording alone re-indexes the product (migration 0021's trigger), not only the product form's.
    shop.deps.db.$client.prepare('update products set title_urdu = ? where id = ?').run('عید شلوار', 'URDU-KURTA');
    expect(await found('شلوار')).toEqual(['URDU-KURTA']);
    expect(await found('قمیض')).toEqual([]);
  });

  it('without any Urdu wording, are found by the Urdu words for their colour and for the shop’s own words (decision 0115)', async () => {
    await write('POST', { id: 'URDU-WHITE', title: 'Classic Oxford Shirt', colors: ['White'] });
    await write('POST', { id: 'URDU-NAVY', title: 'Linen Camp Shirt', description: 'Airy linen', colors: ['Navy'] });
    await write('POST', { id: 'URDU-BLUE', title: 'Poplin Office Shirt', colors: ['Blue'] });
    const shirts = ['URDU-WHITE', 'URDU-NAVY', 'URDU-BLUE'];
    const ours = async (words: string) => (await found(words)).filter((id) => shirts.includes(id)).sort();
    expect(await ours('سفید شرٹ')).toEqual(['URDU-WHITE']);
    expect(await ours('سفید قمیض')).toEqual(['URDU-WHITE']);
    // 'Dark blue' is navy as a whole; 'blue' alone is blue.
    expect(await ours('گہرا نیلا')).toEqual(['URDU-NAVY']);
    expect(await ours('نیلا')).toEqual(['URDU-BLUE']);
    expect(await ours('لینن')).toEqual(['URDU-NAVY']);
    expect(await ours('کالا')).toEqual([]);
  });

  it('are found by the same words typed in Latin letters, as Roman Urdu spells them (decision 0119)', async () => {
    await write('POST', { id: 'ROMAN-WHITE', title: 'Classic Oxford Shirt', colors: ['White'] });
    await write('POST', { id: 'ROMAN-NAVY', title: 'Linen Camp Shirt', colors: ['Navy'] });
    await write('POST', { id: 'ROMAN-BLUE', title: 'Poplin Office Shirt', colors: ['Blue'] });
    const shirts = ['ROMAN-WHITE', 'ROMAN-NAVY', 'ROMAN-BLUE'];
    const ours = async (words: string) => (await found(words)).filter((id) => shirts.includes(id)).sort();
    expect(await ours('safaid kameez')).toEqual(['ROMAN-WHITE']);
    expect(await ours('Safed Shirt')).toEqual(['ROMAN-WHITE']);
    expect(await ours('gehra neela')).toEqual(['ROMAN-NAVY']);
    expect(await ours('neeli qameez')).toEqual(['ROMAN-BLUE']);
    expect(await ours('kala')).toEqual([]);
  });
});
