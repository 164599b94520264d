import { MESSAGES } from '@academy/shared/messages';
import {
  buyCourseViaApi,
  expect,
  expectToastShown,
  findAsset,
  findBundle,
  findCourse,
  purchaseInfoPath,
  submitSignIn,
  test,
} from './fixtures';

/*
 * Issue 31, the wishlist: a heart on the cards and the product pages saves a course, an asset or a
 * kit; /wishlist lists them at today's price with Add to cart; what the student comes to own
 * leaves it by itself.
 */

const COURSE = 'Brand Identity Design';
const ASSET = 'Deccan Grotesk Font Family';
const KIT = 'Brand Identity Starter Kit';

test.describe('the wishlist', () => {
  test('a visitor’s heart on a card asks them to sign in, and the course is saved once they have; the wishlist adds it to the cart and lets it go', async ({
    page,
    request,
    createStudent,
  }) => {
    const student = await createStudent('wish');
    const course = await findCourse(request, COURSE);
    await page.goto('/all-courses');
    const heart = page.getByRole('button', { name: `Save ${COURSE} to your wishlist` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expectToastShown(page, MESSAGES.loginFirst);
    await expect(page).toHaveURL('/auth');
    await submitSignIn(page, student);
    await expect(page).toHaveURL('/all-courses');
    await expectToastShown(page, 'Saved to your wishlist.');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('link', { name: 'Wishlist' }).click();
    await expect(page).toHaveURL('/wishlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Your wishlist' })).toBeVisible();
    const rows = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: COURSE }) });
    await expect(rows).toHaveCount(1);
    await expect(rows.getByTestId('wish-price')).toContainText(`₹${course.price.toLocaleString('en-IN')}`);
    await rows.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(rows.getByRole('link', { name: 'Go to cart' })).toBeVisible();

    await page.getByRole('button', { name: `Remove ${COURSE} from your wishlist` }).click();
    await expectToastShown(page, 'Removed from your wishlist.');
    await expect(page.getByText('Nothing saved yet', { exact: true })).toBeVisible();
  });

  test('a student saves an asset and a kit from their pages, newest first; a course they buy leaves the wishlist', async ({
    page,
    request,
    createStudent,
    signIn,
    allowFailedResponse,
  }) => {
    const session = await signIn(page, await createStudent('wish-pages'));
    const course = await findCourse(request, COURSE);
    const asset = await findAsset(request, ASSET);
    const kit = await findBundle(request, KIT);
    allowFailedResponse(404, purchaseInfoPath.course(course._id, session.user._id));
    allowFailedResponse(404, purchaseInfoPath.asset(asset._id, session.user._id));

    for (const path of [
      `/course/details/${course._id}`,
      `/digital/details/${asset._id}`,
      `/bundles/${kit.id}`,
    ]) {
      await page.goto(path);
      const save = page.getByRole('button', { name: 'Save', exact: true });
      await expect(save).toHaveAttribute('aria-pressed', 'false');
      await save.click();
      await expect(save).toHaveAttribute('aria-pressed', 'true');
    }

    await page.goto('/wishlist');
    const titles = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect(titles).toHaveText([KIT, ASSET, COURSE]);
    await expect(page.getByText('3 products saved', { exact: false })).toBeVisible();

    await buyCourseViaApi(request, session, course._id);
    await page.reload();
    await expect(titles).toHaveText([KIT, ASSET]);
  });
});
