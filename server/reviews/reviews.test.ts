import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../common/catalog';
import type { Review, ReviewPage, ReviewStats } from '../../common/reviews';
import { saveProduct } from '../catalog/queries';
import { orders } from '../orders/schema';
import { adminToken, createShopper } from '../testing/identities';
import { startTestShop, type TestShop } from '../testing/testShop';

let shop: TestShop;
let productCounter = 0;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const newProduct = () => {
  const id = `REVIEWED${++productCounter}`;
  saveProduct(shop.deps.db, { id, title: `Shirt ${id}`, description: 'Cotton', price: 2000, sizes: ['M'], colors: ['White'], stock: 10 }, new Date());
  return id;
};
const write = (productId: string, token: string | undefined, body: Record<string, unknown>) =>
  shop.call<{ data: Review; message: string }>('POST', `/api/reviews/product/${productId}`, { body: { rating: 4, title: 'Good shirt', comment: 'Fits well.', ...body }, token });

describe('writing a review (SPEC.md §5 Review)', () => {
  it('needs a signed-in shopper', async () => {
    const productId = newProduct();
    expect((await write(productId, undefined, {})).status).toBe(401);
  });

  it('stores the review with the author’s name and keeps the product’s rating in step', async () => {
    const productId = newProduct();
    const first = createShopper(shop);
    const second = createShopper(shop);
    const { status, body } = await write(productId, first.token, { rating: 5 });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ userName: 'Ayesha K.', rating: 5, title: 'Good shirt', comment: 'Fits well.', helpful: 0, verified: false });
    await write(productId, second.token, { rating: 2 });
    const product = (await shop.call<{ data: Product }>('GET', `/api/products/${productId}`)).body.data;
    expect(product).toMatchObject({ averageRating: 3.5, reviewCount: 2 });
    const stats = (await shop.call<ReviewStats & { success: boolean }>('GET', `/api/reviews/product/${productId}/stats`)).body;
    expect(stats).toMatchObject({ averageRating: 3.5, totalReviews: 2, ratingDistribution: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 } });
  });

  it('allows one review per shopper per product', async () => {
    const productId = newProduct();
    const shopper = createShopper(shop);
    await write(productId, shopper.token, {});
    expect(await write(productId, shopper.token, {})).toMatchObject({ status: 409, body: { message: 'You have already reviewed this product' } });
  });

  it.each([
    [{ rating: 0 }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: 6 }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: 4.5 }, 'Rating must be a whole number from 1 to 5'],
    [{ title: ' ' }, 'Title is required'],
    [{ title: 'x'.repeat(101) }, 'Title must be at most 100 characters'],
    [{ comment: '' }, 'Comment is required'],
    [{ comment: 'x'.repeat(1001) }, 'Comment must be at most 1000 characters'],
  ])('refuses %o with a message', async (body, message) => {
    const { status, body: answer } = await write(newProduct(), createShopper(shop).token, body);
    expect(status).toBe(400);
    expect(answer).toMatchObject({ success: false, message });
  });

  it('defaults the rating to 5', async () => {
    const { body } = await write(newProduct(), createShopper(shop).token, { rating: undefined });
    expect(body.data.rating).toBe(5);
  });

  it('keeps HTML and script as plain text', async () => {
    const productId = newProduct();
    const comment = '<script>alert("x")</script><b>bold</b>';
    await write(productId, createShopper(shop).token, { comment });
    const page = (await shop.call<ReviewPage>('GET', `/api/reviews/product/${productId}`)).body;
    expect(page.reviews[0]?.comment).toBe(comment);
  });

  it('marks a review verified when the shopper has a delivered order with the product', async () => {
    const productId = newProduct();
    const shopper = createShopper(shop);
    const placed = await shop.call<{ data: { orderRef: string } }>('POST', '/api/orders', {
      body: { customer: { name: 'Ayesha', email: shopper.email, phone: '03001234567', address: 'House 1', city: 'Karachi' }, items: [{ id: productId, size: 'M', color: 'White', quantity: 1 }] },
      token: shopper.token,
    });
    await shop.call('PATCH', `/api/orders/${placed.body.data.orderRef}/status`, { body: { status: 'delivered' }, token: adminToken(shop) });
    expect(shop.deps.db.select().from(orders).where(eq(orders.orderRef, placed.body.data.orderRef)).get()?.status).toBe('delivered');
    expect((await write(productId, shopper.token, {})).body.data.verified).toBe(true);
  });

  it('answers an unknown product with 404', async () => {
    expect((await write('NO-SUCH', createShopper(shop).token, {})).status).toBe(404);
    expect((await shop.call('GET', '/api/reviews/product/NO-SUCH')).body).toEqual({ success: false, message: 'Product not found' });
  });
});

describe('reading reviews (SPEC.md §2 Reviews section, §7)', () => {
  it('sorts and pages, five to a page', async () => {
    const productId = newProduct();
    for (const rating of [3, 5, 1, 4, 2, 5, 4]) await write(productId, createShopper(shop).token, { rating, title: `Rated ${rating}` });
    const first = (await shop.call<ReviewPage>('GET', `/api/reviews/product/${productId}?sort=highest`)).body;
    expect(first).toMatchObject({ total: 7, page: 1, totalPages: 2 });
    expect(first.reviews.map((review) => review.rating)).toEqual([5, 5, 4, 4, 3]);
    const second = (await shop.call<ReviewPage>('GET', `/api/reviews/product/${productId}?sort=highest&page=2`)).body;
    expect(second.reviews.map((review) => review.rating)).toEqual([2, 1]);
    const lowest = (await shop.call<ReviewPage>('GET', `/api/reviews/product/${productId}?sort=lowest`)).body;
    expect(lowest.reviews[0]?.rating).toBe(1);
    const newest = (await shop.call<ReviewPage>('GET', `/api/reviews/product/${productId}`)).body;
    expect(newest.reviews[0]?.rating).toBe(4);
    const oldest = (await shop.call<ReviewPage>('GET', `/api/reviews/product/${productId}?sort=oldest`)).body;
    expect(oldest.reviews[0]?.rating).toBe(3);
  });

  it('refuses a bad sort or page', async () => {
    const productId = newProduct();
    expect((await shop.call('GET', `/api/reviews/product/${productId}?sort=random`)).body).toEqual({ success: false, message: 'sort must be one of newest, oldest, highest, lowest, helpful' });
    expect((await shop.call('GET', `/api/reviews/product/${productId}?page=0`)).status).toBe(400);
  });
});

describe('helpful votes (SPEC.md §7)', () => {
  it('counts one vote per shopper, never one’s own, and sorts by helpfulness', async () => {
    const productId = newProduct();
    const author = createShopper(shop);
    const reader = createShopper(shop);
    const other = createShopper(shop);
    const review = (await write(productId, author.token, { title: 'Helpful one' })).body.data;
    await write(productId, other.token, { title: 'Less helpful' });

    expect((await shop.call('POST', `/api/reviews/${review._id}/helpful`)).status).toBe(401);
    expect((await shop.call('POST', `/api/reviews/${review._id}/helpful`, { token: author.token })).body).toEqual({ success: false, message: 'You cannot mark your own review as helpful' });
    expect((await shop.call('POST', `/api/reviews/${review._id}/helpful`, { token: reader.token })).body).toEqual({ success: true, helpful: 1, message: 'Thanks for your feedback!' });
    expect((await shop.call('POST', `/api/reviews/${review._id}/helpful`, { token: reader.token })).body).toEqual({
      success: true,
      helpful: 1,
      message: 'You have already marked this review as helpful',
    });
    expect((await shop.call('POST', `/api/reviews/${review._id}/helpful`, { token: other.token })).body).toMatchObject({ helpful: 2 });

    const page = (await shop.call<ReviewPage>('GET', `/api/reviews/product/${productId}?sort=helpful`, { token: reader.token })).body;
    expect(page.reviews[0]?.title).toBe('Helpful one');
    expect(page.votedReviewIds).toEqual([review._id]);
    expect(page.reviewedByYou).toBe(false);
    expect((await shop.call('POST', '/api/reviews/no-such-review/helpful', { token: reader.token })).status).toBe(404);
  });
});
