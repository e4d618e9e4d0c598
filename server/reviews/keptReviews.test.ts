import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../common/catalog';
import type { Review, ReviewPage, ReviewStats } from '../../common/reviews';
import { products, productVariants } from '../catalog/schema';
import { saveShirt, testShopForFile, type FileTestShop } from '../testing/fileShop';
import { createShopper } from '../testing/identities';
import { reviews } from './schema';

const shop: FileTestShop = testShopForFile();

/** What a guest reads, and whether the shop sent it kept (Server-Timing, catalog/answerCache.ts). */
async function asGuest<T>(path: string) {
  const answer = await shop.call<T>('GET', path);
  expect(answer.status).toBe(200);
  return { body: answer.body, kept: answer.headers.get('server-timing')?.includes('kept') ?? false };
}

const writeReview = (productId: string, token: string, title: string) =>
  shop.call<{ data: Review }>('POST', `/api/reviews/product/${productId}`, {
    body: { rating: 4, title, comment: 'Fits well.' },
    token,
  });

describe("a product's reviews as guests read them (decision 0099)", () => {
  it('are kept, and a new review, a helpful vote or a change to a review shows at once', async () => {
    const { id } = saveShirt(shop);
    const list = `/api/reviews/product/${id}?sort=helpful`;
    const stats = `/api/reviews/product/${id}/stats`;
    expect((await asGuest<ReviewPage>(list)).kept).toBe(false);
    expect(await asGuest<ReviewPage>(list)).toMatchObject({ kept: true, body: { total: 0 } });
    expect((await asGuest<ReviewStats>(stats)).kept).toBe(false);
    expect(await asGuest<ReviewStats>(stats)).toMatchObject({ kept: true, body: { totalReviews: 0 } });

    const author = createShopper(shop);
    const reader = createShopper(shop);
    const review = (await writeReview(id, author.token, 'Good shirt')).body.data;
    expect(await asGuest<ReviewPage>(list)).toMatchObject({ kept: false, body: { total: 1 } });
    expect(await asGuest<ReviewStats>(stats)).toMatchObject({ kept: false, body: { totalReviews: 1 } });

    await shop.call('POST', `/api/reviews/${review._id}/helpful`, { token: reader.token });
    const voted = await asGuest<ReviewPage>(list);
    expect(voted.kept).toBe(false);
    expect(voted.body.reviews[0]).toMatchObject({ _id: review._id, helpful: 1 });

    // A review changed by the shop itself (verified after a delivery, a shopper's name) is a write on the table.
    shop.deps.db.update(reviews).set({ verified: true }).where(eq(reviews.id, review._id)).run();
    expect((await asGuest<ReviewPage>(list)).body.reviews[0]).toMatchObject({ verified: true });
  });

  it('stay kept while orders take the shirt’s stock, which its own page shows at once', async () => {
    const { id } = saveShirt(shop);
    const paths = [`/api/reviews/product/${id}`, `/api/reviews/product/${id}/stats`];
    for (const path of paths) await asGuest(path);
    await asGuest(`/api/products/${id}`);

    // What an order does to the catalog: one cell's stock goes down.
    const cell = shop.deps.db.select().from(productVariants).where(eq(productVariants.productId, id)).get()!;
    shop.deps.db
      .update(productVariants)
      .set({ stock: cell.stock - 1 })
      .where(
        and(
          eq(productVariants.productId, id),
          eq(productVariants.size, cell.size),
          eq(productVariants.color, cell.color),
        ),
      )
      .run();

    for (const path of paths) expect((await asGuest(path)).kept).toBe(true);
    const page = await asGuest<{ data: Product }>(`/api/products/${id}`);
    expect(page.kept).toBe(false);
  });

  it('of a shirt deleted after they were kept are a 404, though it had no review to delete', async () => {
    const { id } = saveShirt(shop);
    const paths = [`/api/reviews/product/${id}`, `/api/reviews/product/${id}/stats`];
    for (const path of paths) expect((await asGuest(path)).kept).toBe(false);
    shop.deps.db.delete(products).where(eq(products.id, id)).run();
    for (const path of paths) expect((await shop.call('GET', path)).status).toBe(404);
  });

  it('are never what a signed-in reader gets: their own votes and review are theirs', async () => {
    const { id } = saveShirt(shop);
    const author = createShopper(shop);
    const reader = createShopper(shop);
    const review = (await writeReview(id, author.token, 'Good shirt')).body.data;
    await shop.call('POST', `/api/reviews/${review._id}/helpful`, { token: reader.token });
    const path = `/api/reviews/product/${id}`;
    await asGuest(path);
    expect((await asGuest<ReviewPage>(path)).body).toMatchObject({ votedReviewIds: [], reviewedByYou: false });
    const read = await shop.call<ReviewPage>('GET', path, { token: reader.token });
    expect(read.body).toMatchObject({ votedReviewIds: [review._id], reviewedByYou: false });
    expect((await shop.call<ReviewPage>('GET', path, { token: author.token })).body.reviewedByYou).toBe(true);
  });

  it('an unknown product is a 404, kept nowhere', async () => {
    for (const path of ['/api/reviews/product/NO-SUCH-SHIRT', '/api/reviews/product/NO-SUCH-SHIRT/stats']) {
      expect((await shop.call('GET', path)).status).toBe(404);
      expect((await shop.call('GET', path)).status).toBe(404);
    }
  });
});
