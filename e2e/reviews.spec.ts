import { REVIEW_TEXT_MIN } from '@academy/shared/review-rules';
import type { Locator, Page } from '@playwright/test';
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
  type Session,
} from './fixtures';

/*
 * Issue 30: verified reviews on a course page, as a visitor reads them and as an owner writes,
 * rewrites and deletes theirs. A course of the test's own, on a server of its own (the admin
 * tests' server: the other specs count the catalogue). The rules (who may write, the figures,
 * the orders and pages) are proved by the API tests; the server render's figures and
 * structured data by apps/server/test/modules/seo/server-rendering.test.ts.
 */

const bearer = (session: Session) => ({ authorization: `Bearer ${session.accessToken}` });

/** The demo store's one reviewed course for Beginners in English (its reviews average 4.5). */
const DEMO_BEGINNER_ENGLISH = 'UI Design with Figma';

const reviewsSection = (page: Page) => page.getByRole('region', { name: 'Reviews' });

/** A star of the form's picker, as a pointer presses it: its label, which draws the star. */
const starOf = (form: Locator, name: string) => form.locator('label').filter({ hasText: name });

test('a visitor reads a course’s reviews: the figures at the top, each review verified, the academy’s reply, sorted lowest first', async ({
  page,
  request,
  admin,
  newCredentials,
}) => {
  const adminSession = await apiLogin(request, admin);
  const title = `Clay Studio ${Date.now()}`;
  const courseId = await createCourseViaApi(request, adminSession, title, REVIEWED_CATEGORY);
  const reviewers: [string, number, string][] = [
    ['Priya Sharma', 5, 'The armature episode alone saved me a week of failed puppets.'],
    ['Rohan Patil', 2, 'Useful, but the lighting section is too short for a beginner like me.'],
  ];
  const ids: string[] = [];
  for (const [name, rating, text] of reviewers) {
    const credentials: Credentials = { ...newCredentials('reviewer'), name };
    const registered = await request.post('/api/auth/register', { data: credentials });
    expect(registered.status()).toBe(201);
    const student = await apiLogin(request, credentials);
    await grantCourseViaApi(request, adminSession, courseId, credentials.email);
    ids.push(await reviewViaApi(request, student, courseId, rating, text));
  }
  const replied = await request.post(`/api/admin/reviews/${ids[1]}/reply`, {
    headers: bearer(adminSession),
    data: { text: 'Thank you, Rohan: a longer lighting episode is on its way.' },
  });
  expect(replied.status()).toBe(200);

  await page.goto(`/course/details/${courseId}`);
  await expect(page.getByRole('link', { name: /Rated 3.5 out of 5.*\(2 reviews\)/ })).toBeVisible();
  const section = reviewsSection(page);
  await section.scrollIntoViewIfNeeded();
  const spread = section.getByRole('list', { name: 'How the reviews rated it' });
  await expect(spread.getByRole('listitem')).toHaveText([
    '5 stars1',
    '4 stars0',
    '3 stars0',
    '2 stars1',
    '1 star0',
  ]);
  const reviews = section.getByRole('article');
  await expect(reviews).toHaveCount(2);
  // Newest first: Rohan's, with the academy's answer under it.
  await expect(reviews.first()).toContainText('Rohan P.');
  await expect(reviews.first()).toContainText('Verified buyer');
  await expect(reviews.first()).toContainText(
    'Reply from Kalakriti Design AcademyThank you, Rohan: a longer lighting episode is on its way.',
  );
  await expect(reviews.first().getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();
  await expect(section).toContainText('2 of 2 reviews');
  // A visitor gets no form.
  await expect(section.getByRole('form')).toHaveCount(0);

  await section.getByLabel('Sort reviews').selectOption({ label: 'Highest rated first' });
  await expect(reviews.first()).toContainText('Priya S.');
  await section.getByLabel('Sort reviews').selectOption({ label: 'Lowest rated first' });
  await expect(reviews.first()).toContainText('Rohan P.');

  // The catalogue: its card has the stars; highest rated first orders every card by its
  // average, unreviewed ones last; "4 stars and up" leaves out a 3.5. The demo store's reviewed
  // courses all average above 3.5: with the other tests' on this server they could push this
  // course off the first page. Its category has no chip to browse it by, so the list is narrowed
  // to Beginner courses in English, as this one is: of the demo's reviewed courses only
  // DEMO_BEGINNER_ENGLISH is, above it on the same page.
  await page.goto('/all-courses?level=Beginner&language=English');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Highest rated' });
  await expect(page).toHaveURL('/all-courses?level=Beginner&language=English&sort=rating');
  // The newest-first page stays on screen, dimmed, until the highest-rated one has come.
  await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0);
  const cardOf = (name: string) =>
    page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  const card = cardOf(title);
  await expect(card.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeVisible();
  await expect(card).toContainText('3.5(2 reviews)');
  const cardAverages = () =>
    page.getByRole('article').evaluateAll((cards) =>
      cards.map((article) => {
        const label = article.querySelector('[role="img"][aria-label^="Rated"]')?.getAttribute('aria-label');
        return label ? Number(/Rated ([\d.]+)/.exec(label)?.[1]) : 0;
      }),
    );
  const averages = await cardAverages();
  expect(averages).toEqual([...averages].sort((a, b) => b - a));
  // Higher averages than 3.5 come first: the demo course among them.
  const titles = await page.getByRole('article').getByRole('heading').allTextContents();
  expect(titles.indexOf(DEMO_BEGINNER_ENGLISH)).toBeGreaterThanOrEqual(0);
  expect(titles.indexOf(DEMO_BEGINNER_ENGLISH)).toBeLessThan(titles.indexOf(title));
  expect(averages[titles.indexOf(DEMO_BEGINNER_ENGLISH)]).toBeGreaterThan(3.5);

  await page.getByRole('combobox', { name: 'Rating' }).selectOption({ label: '4 stars and up' });
  await expect(page).toHaveURL('/all-courses?level=Beginner&language=English&rating=4&sort=rating');
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0);
  await expect(cardOf(DEMO_BEGINNER_ENGLISH)).toBeVisible();
  expect((await cardAverages()).every((average) => average >= 4)).toBe(true);
});

test('an owner writes a review, is told what is missing, rewrites it and deletes it; the figures follow', async ({
  page,
  request,
  admin,
  createStudent,
  signIn,
}) => {
  const adminSession = await apiLogin(request, admin);
  const courseId = await createCourseViaApi(
    request,
    adminSession,
    `Clay Studio ${Date.now()}`,
    REVIEWED_CATEGORY,
  );
  const credentials = await createStudent('owner');
  await grantCourseViaApi(request, adminSession, courseId, credentials.email);
  await signIn(page, credentials);

  await page.goto(`/course/details/${courseId}`);
  const section = reviewsSection(page);
  await section.scrollIntoViewIfNeeded();
  await expect(section).toContainText('No reviews yet.');
  await expect(page.getByRole('link', { name: /Rated/ })).toHaveCount(0);
  const form = section.getByRole('form', { name: 'Your review' });
  await expect(section.getByRole('heading', { name: 'Write a review' })).toBeVisible();

  // Nothing chosen: the stars are asked for first, and get the focus.
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(form.getByText('Choose from 1 to 5 stars.')).toBeVisible();
  await expect(form.getByRole('radio', { name: '1 star', exact: true })).toBeFocused();
  await starOf(form, '4 stars').click();
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  const text = form.getByLabel('What did you think?');
  await text.fill('Loved it.');
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(form.getByText(`Write at least ${REVIEW_TEXT_MIN} characters: 11 more.`)).toBeVisible();
  await expect(text).toBeFocused();
  await text.fill('The bouncing ball finally looks heavy, thanks to the timing charts.');
  await expect(form.getByText('67 of 2000 characters')).toBeVisible();
  await form.getByRole('button', { name: 'Publish review' }).click();

  await expectToastShown(page, 'Thank you: your review is published.');
  const own = section.getByRole('region', { name: 'Your review' });
  await expect(own.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Rated 4 out of 5.*\(1 review\)/ })).toBeVisible();
  await expect(section.getByRole('article').filter({ hasText: 'timing charts' })).toHaveCount(2);

  await own.getByRole('button', { name: 'Edit' }).click();
  await starOf(own, '5 stars').click();
  await own.getByRole('button', { name: 'Update review' }).click();
  await expectToastShown(page, 'Your review is updated.');
  await expect(page.getByRole('link', { name: /Rated 5 out of 5/ })).toBeVisible();

  await own.getByRole('button', { name: 'Delete' }).click();
  await own.getByRole('button', { name: 'Delete review' }).click();
  await expectToastShown(page, 'Review deleted');
  await expect(section).toContainText('No reviews yet.');
  await expect(section.getByRole('heading', { name: 'Write a review' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Rated/ })).toHaveCount(0);
});
