import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../common/catalog';
import type { Review, ReviewPage, ReviewStats } from '../../common/reviews';
import { orders } from '../orders/schema';
import { users } from '../users/schema';
import { forgetShopperReviews } from './queries';
import { adminToken, createShopper } from '../testing/identities';
import { saveShirt } from '../testing/fileShop';
import { startTestShop, type TestShop } from '../testing/testShop';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

/** A plain shirt of its own (size M, White, PKR 2,000), for each test's reviews. */
const newProduct = () => saveShirt(shop).id;
const write = (productId: string, token: string | undefined, body: Record<string, unknown>) =>
  shop.call<{ data: Review; message: string }>('POST', `/api/reviews/product/${productId}`, {
    body: { rating: 4, title: 'Good shirt', comment: 'Fits well.', ...body },
    token,
  });

/** A new product with one review, written by a new shopper (`body` over write's defaults). */
const reviewedByNewShopper = async (body: Record<string, unknown> = {}) => {
  const productId = newProduct();
  const shopper = createShopper(shop);
  await write(productId, shopper.token, body);
  return { productId, shopper };
};

/** The product's review stats as the storefront reads them (`success` beside the figures). */
const statsOf = async (productId: string) =>
  (await shop.call<ReviewStats & { success: boolean }>('GET', `/api/reviews/product/${productId}/stats`)).body;
/** A page of the product's reviews (`query` sorts or pages it), read as a guest or as the shopper holding `token`. */
const pageOf = async (productId: string, query = '', token?: string) =>
  (await shop.call<ReviewPage>('GET', `/api/reviews/product/${productId}${query}`, { token })).body;
/** The product as the catalog answers it, with the rating and count its reviews keep. */
const productOf = async (productId: string) =>
  (await shop.call<{ data: Product }>('GET', `/api/products/${productId}`)).body.data;

/** An order for one of the product, placed from the shopper's account or as a guest with their e-mail, moved to a status by the admin. */
async function placeOrder(
  productId: string,
  shopper: { email: string; token: string },
  { signedIn, status }: { signedIn: boolean; status: string },
) {
  const placed = await shop.call<{ data: { orderRef: string } }>('POST', '/api/orders', {
    body: {
      customer: {
        name: 'Ayesha Khan',
        email: shopper.email,
        phone: '03001234567',
        address: 'House 1',
        city: 'Karachi',
      },
      items: [{ id: productId, size: 'M', color: 'White', quantity: 1 }],
    },
    token: signedIn ? shopper.token : undefined,
  });
  expect(placed.status).toBe(201);
  const orderRef = placed.body.data.orderRef;
  // A parcel is shipped before it is delivered (common/orderSteps.ts).
  if (status === 'delivered')
    await shop.call('PATCH', `/api/orders/${orderRef}/status`, {
      body: { status: 'shipped', carrier: 'TCS', trackingNumber: `KHI-${orderRef}` },
      token: adminToken(shop),
    });
  expect(
    (
      await shop.call('PATCH', `/api/orders/${orderRef}/status`, {
        body: { status, carrier: 'TCS', trackingNumber: `KHI-${orderRef}` },
        token: adminToken(shop),
      })
    ).status,
  ).toBe(200);
  expect(shop.deps.db.select().from(orders).where(eq(orders.orderRef, orderRef)).get()?.status).toBe(status);
}

describe('writing a review (docs/product.md §5 Review)', () => {
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
    expect(body.data).toMatchObject({
      userName: 'Ayesha K.',
      rating: 5,
      title: 'Good shirt',
      comment: 'Fits well.',
      helpful: 0,
      verified: false,
    });
    await write(productId, second.token, { rating: 2 });
    const product = await productOf(productId);
    expect(product).toMatchObject({ averageRating: 3.5, reviewCount: 2 });
    expect(await statsOf(productId)).toMatchObject({
      averageRating: 3.5,
      totalReviews: 2,
      ratingDistribution: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 },
    });
  });

  it('allows one review per shopper per product, and the refused one changes nothing', async () => {
    const { productId, shopper } = await reviewedByNewShopper({ rating: 5 });
    expect(await write(productId, shopper.token, { rating: 1 })).toMatchObject({
      status: 409,
      body: { success: false, code: 'ALREADY_REVIEWED', message: 'You have already reviewed this product' },
    });
    expect(await pageOf(productId)).toMatchObject({
      total: 1,
      reviews: [{ rating: 5 }],
    });
    expect(await productOf(productId)).toMatchObject({
      averageRating: 5,
      reviewCount: 1,
    });
    // The same shopper may still review another product.
    expect((await write(newProduct(), shopper.token, {})).status).toBe(201);
  });

  it('rounds the shown average to one decimal, in the stats and on the product', async () => {
    const productId = newProduct();
    for (const rating of [5, 4, 4]) await write(productId, createShopper(shop).token, { rating });
    expect((await statsOf(productId)).averageRating).toBe(4.3);
    expect(await productOf(productId)).toMatchObject({
      averageRating: 4.3,
      reviewCount: 3,
    });
    // The catalog's rating filter and sort read the product's own numbers.
    const rated = (
      await shop.call<{ data: Product[] }>('GET', '/api/products?minRating=4.3&sortBy=rating')
    ).body.data.map((product) => product.id);
    expect(rated).toContain(productId);
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
    const page = await pageOf(productId);
    expect(page.reviews[0]?.comment).toBe(comment);
  });

  it('marks a review verified when the shopper has a delivered order with the product', async () => {
    const productId = newProduct();
    const shopper = createShopper(shop);
    await placeOrder(productId, shopper, { signedIn: true, status: 'delivered' });
    expect((await write(productId, shopper.token, {})).body.data.verified).toBe(true);
  });

  it('does not call a review verified for an order not yet delivered, another product, or a guest order with the same e-mail', async () => {
    const productId = newProduct();
    const waiting = createShopper(shop);
    await placeOrder(productId, waiting, { signedIn: true, status: 'shipped' });
    expect((await write(productId, waiting.token, {})).body.data.verified).toBe(false);

    const boughtAnother = createShopper(shop);
    await placeOrder(newProduct(), boughtAnother, { signedIn: true, status: 'delivered' });
    expect((await write(productId, boughtAnother.token, {})).body.data.verified).toBe(false);

    // docs/architecture.md: an e-mail address alone does not prove who placed a guest order.
    const guestBuyer = createShopper(shop);
    await placeOrder(productId, guestBuyer, { signedIn: false, status: 'delivered' });
    expect((await write(productId, guestBuyer.token, {})).body.data.verified).toBe(false);
  });

  it('stores title and comment trimmed and names the author by first name and last initial', async () => {
    const productId = newProduct();
    const { body } = await write(productId, createShopper(shop).token, {
      title: '  Soft collar  ',
      comment: '\n Washes well. \n',
    });
    expect(body.data).toMatchObject({ title: 'Soft collar', comment: 'Washes well.', userName: 'Ayesha K.' });
  });

  it('refuses a deactivated shopper', async () => {
    const shopper = createShopper(shop);
    shop.deps.db.update(users).set({ isActive: false }).where(eq(users.id, shopper.id)).run();
    expect((await write(newProduct(), shopper.token, {})).status).toBe(403);
  });

  it('answers an unknown product with 404', async () => {
    expect((await write('NO-SUCH', createShopper(shop).token, {})).status).toBe(404);
    expect((await shop.call('GET', '/api/reviews/product/NO-SUCH')).body).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'Product not found',
    });
    expect((await shop.call('GET', '/api/reviews/product/NO-SUCH/stats')).body).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'Product not found',
    });
  });

  it('refuses a body that is not a review object', async () => {
    const token = createShopper(shop).token;
    const productId = newProduct();
    expect(
      await shop.call('POST', `/api/reviews/product/${productId}`, { token, rawBody: '{"title": "Nice"' }),
    ).toMatchObject({ status: 400, body: { success: false, message: 'Malformed JSON in request body' } });
    expect(
      await shop.call('POST', `/api/reviews/product/${productId}`, {
        token,
        body: [{ title: 'Nice', comment: 'Good' }],
      }),
    ).toMatchObject({ status: 400, body: { success: false } });
    expect(await write(productId, token, { rating: '5' })).toMatchObject({
      status: 400,
      body: { message: 'Rating must be a whole number from 1 to 5' },
    });
    expect((await statsOf(productId)).totalReviews).toBe(0);
  });
});

describe('reading reviews (docs/product.md §2 Reviews section, §7)', () => {
  it('sorts and pages, five to a page', async () => {
    const productId = newProduct();
    for (const rating of [3, 5, 1, 4, 2, 5, 4])
      await write(productId, createShopper(shop).token, { rating, title: `Rated ${rating}` });
    const first = await pageOf(productId, '?sort=highest');
    expect(first).toMatchObject({ total: 7, page: 1, totalPages: 2 });
    expect(first.reviews.map((review) => review.rating)).toEqual([5, 5, 4, 4, 3]);
    const second = await pageOf(productId, '?sort=highest&page=2');
    expect(second.reviews.map((review) => review.rating)).toEqual([2, 1]);
    const lowest = await pageOf(productId, '?sort=lowest');
    expect(lowest.reviews[0]?.rating).toBe(1);
    const newest = await pageOf(productId);
    expect(newest.reviews[0]?.rating).toBe(4);
    const oldest = await pageOf(productId, '?sort=oldest');
    expect(oldest.reviews[0]?.rating).toBe(3);
  });

  it.each([
    ['?sort=random', 'sort must be one of newest, oldest, highest, lowest, helpful'],
    ['?page=0', 'page must be a whole number from 1 to 100000'],
    ['?page=abc', 'page must be a whole number from 1 to 100000'],
    ['?page=1.5', 'page must be a whole number from 1 to 100000'],
  ])('refuses %s with a message', async (query, message) => {
    expect(await shop.call('GET', `/api/reviews/product/${newProduct()}${query}`)).toMatchObject({
      status: 400,
      body: { success: false, message },
    });
  });

  it('gives a guest and an empty product an empty first page and zero stats', async () => {
    const productId = newProduct();
    expect(await pageOf(productId)).toEqual({
      success: true,
      reviews: [],
      total: 0,
      page: 1,
      totalPages: 1,
      votedReviewIds: [],
      reviewedByYou: false,
    });
    expect(await statsOf(productId)).toEqual({
      success: true,
      averageRating: 0,
      totalReviews: 0,
      ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
  });

  it('tells a signed-in reader that they already reviewed the product', async () => {
    const { productId, shopper } = await reviewedByNewShopper();
    expect((await pageOf(productId, '', shopper.token)).reviewedByYou).toBe(true);
    expect((await pageOf(productId, '', createShopper(shop).token)).reviewedByYou).toBe(false);
  });

  it('reads reviews as a guest would when the token is stale or broken, instead of failing', async () => {
    const { productId, shopper } = await reviewedByNewShopper();
    shop.deps.db.update(users).set({ isActive: false }).where(eq(users.id, shopper.id)).run();
    for (const token of [shopper.token, 'not-a-token']) {
      const { status, body } = await shop.call<ReviewPage>('GET', `/api/reviews/product/${productId}`, { token });
      expect(status).toBe(200);
      expect(body).toMatchObject({ total: 1, reviewedByYou: false, votedReviewIds: [] });
    }
  });
});

describe('helpful votes (docs/product.md §7)', () => {
  it('counts one vote per shopper, never one’s own, and sorts by helpfulness', async () => {
    const productId = newProduct();
    const author = createShopper(shop);
    const reader = createShopper(shop);
    const other = createShopper(shop);
    const review = (await write(productId, author.token, { title: 'Helpful one' })).body.data;
    await write(productId, other.token, { title: 'Less helpful' });

    expect((await shop.call('POST', `/api/reviews/${review._id}/helpful`)).status).toBe(401);
    expect(await shop.call('POST', `/api/reviews/${review._id}/helpful`, { token: author.token })).toMatchObject({
      status: 403,
      body: { success: false, code: 'FORBIDDEN', message: 'You cannot mark your own review as helpful' },
    });
    expect((await shop.call('POST', `/api/reviews/${review._id}/helpful`, { token: reader.token })).body).toEqual({
      success: true,
      helpful: 1,
      message: 'Thanks for your feedback!',
    });
    expect((await shop.call('POST', `/api/reviews/${review._id}/helpful`, { token: reader.token })).body).toEqual({
      success: true,
      helpful: 1,
      message: 'You have already marked this review as helpful',
    });
    expect((await shop.call('POST', `/api/reviews/${review._id}/helpful`, { token: other.token })).body).toMatchObject({
      helpful: 2,
    });

    const page = await pageOf(productId, '?sort=helpful', reader.token);
    expect(page.reviews[0]?.title).toBe('Helpful one');
    expect(page.votedReviewIds).toEqual([review._id]);
    expect(page.reviewedByYou).toBe(false);
    expect((await shop.call('POST', '/api/reviews/no-such-review/helpful', { token: reader.token })).status).toBe(404);
  });
});

describe('a shopper deleted for good (docs/product.md §2 User Management)', () => {
  it('takes their reviews and votes away and keeps the product and helpful counters in step', async () => {
    const productId = newProduct();
    const leaving = createShopper(shop);
    const staying = createShopper(shop);
    const reader = createShopper(shop);
    await write(productId, leaving.token, { rating: 1 });
    const kept = (await write(productId, staying.token, { rating: 5 })).body.data;
    await shop.call('POST', `/api/reviews/${kept._id}/helpful`, { token: leaving.token });
    await shop.call('POST', `/api/reviews/${kept._id}/helpful`, { token: reader.token });

    shop.deps.db.transaction((tx) => {
      forgetShopperReviews(tx, leaving.id);
      tx.delete(users).where(eq(users.id, leaving.id)).run();
    });

    const page = await pageOf(productId);
    expect(page).toMatchObject({ total: 1, reviews: [{ _id: kept._id, helpful: 1 }] });
    expect(await productOf(productId)).toMatchObject({
      averageRating: 5,
      reviewCount: 1,
    });
    expect(await statsOf(productId)).toMatchObject({
      totalReviews: 1,
      ratingDistribution: { 1: 0, 5: 1 },
    });
  });
});
