import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { ReviewStats } from '../common/reviews';
import { findProduct, reviewCountText } from './shopper';

// docs/product.md §2 Reviews section, §4 Review form, §5 Review, §6 login warnings, §7 review calls.
// Each test uses its own shoppers and a shirt no other test of this spec reviews, and reads the
// counts before it acts from the API, so whatever reviews the demo data holds the counts are its own.

type Shopper = { token: string; user: { _id: string; firstName: string } };

const unique = () => `reviewer.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.pk`;

async function registerShopper(
  request: APIRequestContext,
  firstName: string,
  lastName: string,
  email = unique(),
): Promise<Shopper & { email: string }> {
  const response = await request.post('/api/users/register', {
    data: { firstName, lastName, email, password: 'secret123', phone: '' },
  });
  expect(response.status()).toBe(201);
  return { ...((await response.json()) as Shopper), email };
}

/** A review of the shirt posted by a shopper registered for it; their account is returned. */
async function reviewBy(
  request: APIRequestContext,
  [firstName, lastName]: [string, string],
  productId: string,
  review: { rating: number; title: string; comment: string },
) {
  const author = await registerShopper(request, firstName, lastName);
  const response = await request.post(`/api/reviews/product/${productId}`, {
    data: review,
    headers: { Authorization: `Bearer ${author.token}` },
  });
  expect(response.status()).toBe(201);
  return author;
}

async function stats(request: APIRequestContext, productId: string): Promise<ReviewStats> {
  return (await (await request.get(`/api/reviews/product/${productId}/stats`)).json()) as ReviewStats;
}

/** The session the accounts screens keep after a login (docs/product.md §3 storage keys token and userData). */
async function signInAs(page: Page, shopper: Shopper) {
  await page.goto('/');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('userData', JSON.stringify(user));
  }, shopper);
}

/** A first and a last name, as 'Sana Mirza'. */
const nameParts = (name: string) => name.split(' ') as [string, string];

/**
 * Another shopper (`by`) reviews the shirt, then a new shopper named `reader` is signed in on the
 * page; the shirt's stats are read in between, so the test's counts start from what the shirt holds.
 */
async function readerOfReviewed(
  page: Page,
  request: APIRequestContext,
  reader: string,
  productId: string,
  { by, ...review }: { by: string; rating: number; title: string; comment: string },
): Promise<ReviewStats> {
  const shopper = await registerShopper(request, ...nameParts(reader));
  await reviewBy(request, nameParts(by), productId, review);
  const before = await stats(request, productId);
  await signInAs(page, shopper);
  return before;
}

const reviewsSection = (page: Page) => page.getByRole('region', { name: 'Customer Reviews' });
const reviewTitled = (page: Page, title: string) =>
  reviewsSection(page)
    .getByTestId('review')
    .filter({ has: page.getByRole('heading', { name: title }) });

test('a shopper writes a review, sees it listed with new stats, and marks another shopper’s review helpful', async ({
  page,
  request,
}) => {
  const productId = 'PROD10016';
  const earlier = {
    by: 'Bilal Ahmed',
    rating: 5,
    title: 'Crisp check, holds its shape',
    comment: 'Worn to the office all week.',
  };
  const before = await readerOfReviewed(page, request, 'Sana Mirza', productId, earlier);
  await page.goto(`/products/${productId}`);
  const section = reviewsSection(page);
  await expect(section.getByTestId('review-count')).toHaveText(reviewCountText(before.totalReviews));
  await expect(section.getByText(before.averageRating.toFixed(1), { exact: true })).toBeVisible();

  // Sort away from the default, to see the form put it back after the submit.
  await section.getByLabel('Sort reviews').selectOption('lowest');
  await section.getByRole('button', { name: 'Write a Review' }).click();
  const form = section.getByRole('form', { name: 'Write a review' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await expect(form.getByRole('radio', { name: '5 stars' })).toBeFocused();

  // The limits and the rules: empty title refused in the form itself, counters follow the text.
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(form.getByRole('alert')).toHaveText('Title is required');
  await form.getByRole('radio', { name: '2 stars' }).check();
  const title = '<b>Runs small</b>';
  const comment =
    'Collar is tight. <img src=x onerror="window.__reviewXss = 1"><script>window.__reviewXss = 2</script>';
  await form.getByLabel('Title').fill(title);
  await expect(form.getByText(`${title.length}/100 characters`)).toBeVisible();
  await form.getByLabel('Comment').fill(comment);
  await expect(form.getByText(`${comment.length}/1000 characters`)).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveAttribute('maxlength', '100');
  await expect(form.getByLabel('Comment')).toHaveAttribute('maxlength', '1000');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByRole('status').getByText('Thank you for your review!')).toBeVisible();

  // The stats, the product's own stars and the list all show the new review.
  const total = before.totalReviews + 1;
  const sum =
    Object.entries(before.ratingDistribution).reduce((acc, [stars, count]) => acc + Number(stars) * count, 0) + 2;
  const average = Math.round((sum / total) * 10) / 10;
  await expect(section.getByTestId('review-count')).toHaveText(reviewCountText(total));
  await expect(section.getByText(average.toFixed(1), { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: `Rated ${average} out of 5, ${total} reviews` })).toBeVisible();
  await expect(section.getByLabel('Sort reviews')).toHaveValue('newest');
  await expect(form).toBeHidden();
  const mine = reviewTitled(page, title);
  await expect(section.getByTestId('review').first()).toContainText('Runs small');
  await expect(mine.getByText(comment)).toBeVisible();
  await expect(mine.getByText('Sana M.')).toBeVisible();
  await expect(mine.getByText(/Your review · 0 people found this helpful/)).toBeVisible();
  expect(await page.evaluate(() => (window as { __reviewXss?: number }).__reviewXss)).toBeUndefined();
  await expect(section.getByRole('button', { name: 'Write a Review' })).toHaveCount(0);
  await expect(section.getByText('You have reviewed this shirt. Thank you!')).toBeVisible();

  // Helpful: counted once for this shopper, remembered after a reload.
  const theirs = reviewTitled(page, 'Crisp check, holds its shape');
  await theirs.getByRole('button', { name: 'Helpful (0)' }).click();
  await expect(page.getByRole('status').getByText('Thanks for your feedback!')).toBeVisible();
  await expect(theirs.getByText('You found this helpful · 1 person found this helpful')).toBeVisible();
  await page.reload();
  await expect(theirs.getByText('You found this helpful · 1 person found this helpful')).toBeVisible();
  await expect(theirs.getByRole('button', { name: /Helpful/ })).toHaveCount(0);

  // Sorting by rating puts the five stars first and the two stars last.
  await section.getByLabel('Sort reviews').selectOption('highest');
  await expect(section.getByTestId('review').first()).toContainText('Crisp check, holds its shape');
  await section.getByLabel('Sort reviews').selectOption('helpful');
  await expect(section.getByTestId('review').first()).toContainText('Crisp check, holds its shape');
  await section.getByLabel('Sort reviews').selectOption('lowest');
  await expect(section.getByTestId('review').first()).toContainText('Runs small');
});

test('signed out, the shopper is offered to log in to write a review, and marking one helpful asks to log in', async ({
  page,
  request,
  shop,
}) => {
  // A shirt nobody has reviewed yet, and not the one the next test reviews.
  const { id: productId } = await findProduct(
    shop,
    (product) => product.reviewCount === 0 && product.id !== 'PROD10018',
    'not reviewed yet',
  );
  await page.goto(`/products/${productId}`);
  const section = reviewsSection(page);
  await expect(section.getByText('No reviews yet — be the first to review this shirt.')).toBeVisible();
  await expect(section.getByTestId('review-count')).toHaveText('0 reviews');

  const author = await reviewBy(request, ['Hamza', 'Qureshi'], productId, {
    rating: 4,
    title: 'Sturdy denim',
    comment: 'Softens after a few washes.',
  });
  await page.reload();
  const review = reviewTitled(page, 'Sturdy denim');
  await expect(review.getByText('Hamza Q.')).toBeVisible();

  // Issue #10: signed out, no form that fails, but the way to log in.
  await expect(section.getByRole('button', { name: 'Write a Review' })).toHaveCount(0);
  await expect(section.getByRole('form', { name: 'Write a review' })).toHaveCount(0);
  await review.getByRole('button', { name: 'Helpful (0)' }).click();
  await expect(page.getByRole('status').getByText('Please log in to mark reviews as helpful')).toBeVisible();
  await expect(review.getByRole('button', { name: 'Helpful (0)' })).toBeVisible();

  // The way to log in comes back to the shirt.
  await section.getByRole('link', { name: 'Log in to write a review' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(author.email);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${productId}$`));
  await expect(review.getByText('Your review · 0 people found this helpful')).toBeVisible();
  await expect(section.getByText('You have reviewed this shirt. Thank you!')).toBeVisible();
});

test('when the shop cannot be reached the section says so in SPEC’s words and keeps the draft', async ({
  page,
  request,
}) => {
  const productId = 'PROD10018';
  const earlier = { by: 'Kamran Javed', rating: 3, title: 'Faded a bit', comment: 'Colour faded after a month.' };
  const before = await readerOfReviewed(page, request, 'Nida Hussain', productId, earlier);

  const isList = (url: URL) => url.pathname === `/api/reviews/product/${productId}`;
  await page.route(`**/api/reviews/product/${productId}/stats`, (route) => route.abort());
  await page.route(isList, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 500, json: { success: false, message: 'Database is busy' } })
      : route.continue(),
  );
  await page.goto(`/products/${productId}`);
  const section = reviewsSection(page);
  await expect(section.getByText('Failed to fetch review statistics')).toBeVisible();
  await expect(section.getByText('Failed to load reviews')).toBeVisible();

  await page.unroute(isList);
  await section.getByRole('button', { name: 'Try again' }).click();
  const theirs = reviewTitled(page, 'Faded a bit');
  await expect(theirs).toBeVisible();

  await page.route('**/api/reviews/*/helpful', (route) => route.abort());
  await theirs.getByRole('button', { name: 'Helpful (0)' }).click();
  await expect(page.getByRole('alert').getByText('Failed to mark review as helpful')).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Helpful (0)' })).toBeVisible();

  await page.route(isList, (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
  await section.getByRole('button', { name: 'Write a Review' }).click();
  const form = section.getByRole('form', { name: 'Write a review' });
  await form.getByLabel('Title').fill('Good for the price');
  await form.getByLabel('Comment').fill('Fine for everyday wear.');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(form.getByRole('alert')).toHaveText('Failed to submit review');
  await expect(form.getByLabel('Title')).toHaveValue('Good for the price');

  await page.unroute('**/api/reviews/*/helpful');
  await page.unroute(`**/api/reviews/product/${productId}/stats`);
  await page.unroute(isList);
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByRole('status').getByText('Thank you for your review!')).toBeVisible();
  await expect(section.getByTestId('review-count')).toHaveText(reviewCountText(before.totalReviews + 1));
  await expect(reviewTitled(page, 'Good for the price')).toBeVisible();
});
