import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiLogin,
  createCourseViaApi,
  expect,
  expectToastShown,
  grantCourseViaApi,
  ownServerTest as test,
  REVIEWED_CATEGORY,
  reviewViaApi,
  type Credentials,
} from './fixtures';

/*
 * Issue 30: Admin → Reviews, as the academy moderates a course's reviews: the filters (kept in the
 * URL), Hide with a reason, Show, Reply and Delete, each followed on the product's public
 * reviews. A course of the test's own on the admin tests' server (the other specs count the
 * catalogue). The rules are proved by the API tests; the dialogs' refusals by
 * apps/web/src/features/admin/reviews/reviews-page.test.tsx.
 */

type PublicReviews = {
  data: { summary: { count: number }; reviews: { text: string; reply: { text: string } | null }[] };
};

/** The course's reviews as a visitor's page reads them. */
async function publicReviews(request: APIRequestContext, courseId: string) {
  const response = await request.get('/api/reviews', {
    params: { productType: 'course', productId: courseId },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as PublicReviews).data;
}

const reviewCards = (page: Page) =>
  page.getByRole('list', { name: 'Reviews, newest first' }).getByRole('article');

test('an admin filters a course’s reviews to 1 star, hides one with a reason, shows it again, replies, and deletes another', async ({
  page,
  request,
  admin,
  newCredentials,
  signIn,
}) => {
  const adminSession = await apiLogin(request, admin);
  const title = `Clay Portraits ${Date.now()}`;
  const courseId = await createCourseViaApi(request, adminSession, title, REVIEWED_CATEGORY);
  const reviewers: [string, number, string][] = [
    ['Priya Sharma', 1, 'The logo module was rushed and the feedback on my work arrived weeks late.'],
    ['Rohan Patil', 5, 'Clear briefs, honest critique: my portfolio finally has a proper identity project.'],
  ];
  for (const [name, rating, text] of reviewers) {
    const credentials: Credentials = { ...newCredentials('reviewer'), name };
    const registered = await request.post('/api/auth/register', { data: credentials });
    expect(registered.status()).toBe(201);
    await grantCourseViaApi(request, adminSession, courseId, credentials.email);
    await reviewViaApi(request, await apiLogin(request, credentials), courseId, rating, text);
  }

  await signIn(page, admin);
  await page.goto('/admin/reviews');
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Reviews' }),
  ).toHaveAttribute('aria-current', 'page');

  // The course, found by part of its title, then its 1-star reviews: both kept in the URL.
  const product = page.getByRole('combobox', { name: 'Product' });
  await product.fill(title);
  await page.getByRole('option', { name: new RegExp(title) }).click();
  await expect(page).toHaveURL(new RegExp(`productType=course&productId=${courseId}`));
  await expect(reviewCards(page)).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Stars' }).selectOption({ label: '1 star' });
  await expect(page).toHaveURL(/rating=1/);
  await expect(reviewCards(page)).toHaveCount(1);
  await page.reload();
  await expect(product).toHaveValue(title);
  await expect(page.getByRole('combobox', { name: 'Stars' })).toHaveValue('1');
  const priya = page.getByRole('article', { name: `Review by Priya Sharma of ${title}` });
  await expect(reviewCards(page)).toHaveCount(1);
  await expect(priya).toContainText('The logo module was rushed');
  await expect(priya.getByRole('img', { name: 'Rated 1 out of 5' })).toBeVisible();

  // Hide: the reason is asked for, then the review leaves the public page.
  await priya.getByRole('button', { name: `Hide review by Priya Sharma of ${title}` }).click();
  const hideDialog = page.getByRole('dialog', { name: 'Hide this review?' });
  await hideDialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(hideDialog.getByText('Write why this review is hidden.')).toBeVisible();
  await hideDialog.getByRole('textbox', { name: 'Reason' }).fill('Names a teacher in abusive terms.');
  await hideDialog.getByRole('button', { name: 'Hide review' }).click();
  await expectToastShown(page, 'Review hidden');
  await expect(hideDialog).toBeHidden();
  await expect(priya).toContainText('Hidden: Names a teacher in abusive terms.');
  expect((await publicReviews(request, courseId)).summary.count).toBe(1);

  // Under Hidden, with its reason; Show puts it back on the public page.
  await page.getByRole('tab', { name: 'Hidden' }).click();
  await expect(page).toHaveURL(/hidden=true/);
  await expect(reviewCards(page)).toHaveCount(1);
  await expect(priya).toContainText('Hidden: Names a teacher in abusive terms.');
  await priya.getByRole('button', { name: `Show review by Priya Sharma of ${title}` }).click();
  await expectToastShown(page, 'Review shown again');
  await expect(page.getByText('No reviews match these filters')).toBeVisible();
  expect((await publicReviews(request, courseId)).summary.count).toBe(2);

  // Reply, under the review here and on the public page.
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(priya).not.toContainText('Hidden:');
  await priya.getByRole('button', { name: `Reply to review by Priya Sharma of ${title}` }).click();
  const replyDialog = page.getByRole('dialog', { name: 'Reply to this review' });
  const replyText = 'Thank you, Priya: the logo module is being recorded again, with weekly feedback.';
  await replyDialog.getByRole('textbox', { name: 'Reply' }).fill(replyText);
  await replyDialog.getByRole('button', { name: 'Publish reply' }).click();
  await expectToastShown(page, 'Reply published');
  await expect(priya).toContainText(`Reply from Kalakriti Design Academy`);
  await expect(priya).toContainText(replyText);
  await expect(
    priya.getByRole('button', { name: `Edit reply to review by Priya Sharma of ${title}` }),
  ).toBeVisible();
  const afterReply = await publicReviews(request, courseId);
  expect(afterReply.reviews.find((review) => review.text.startsWith('The logo module'))?.reply?.text).toBe(
    replyText,
  );

  // Any stars again: Rohan's review, deleted for good.
  await page.getByRole('combobox', { name: 'Stars' }).selectOption({ label: 'Any' });
  await expect(reviewCards(page)).toHaveCount(2);
  const rohan = page.getByRole('article', { name: `Review by Rohan Patil of ${title}` });
  await rohan.getByRole('button', { name: `Delete review by Rohan Patil of ${title}` }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete this review?' });
  await expect(deleteDialog).toContainText('This cannot be undone.');
  await deleteDialog.getByRole('button', { name: 'Delete review' }).click();
  await expectToastShown(page, 'Review deleted');
  await expect(reviewCards(page)).toHaveCount(1);
  await expect(rohan).toHaveCount(0);
  expect((await publicReviews(request, courseId)).summary.count).toBe(1);
});
