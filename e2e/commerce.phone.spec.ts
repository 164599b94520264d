import { MESSAGES } from '@academy/shared/messages';
import type { Page } from '@playwright/test';
import {
  addToCartViaApi,
  cartBadge,
  checkoutDialog,
  expect,
  expectToastShown,
  findAsset,
  findCourse,
  test,
} from './fixtures';

// The longest titles of the demo catalogue, to make the rows as wide as they get.
const PHOTOSHOP = 'Photoshop Masterclass: Compositing and Retouching';
const RANGOLI = 'Hand-drawn Rangoli PNG Elements';

/** The page's full width: more than the 390 px viewport means it scrolls sideways. */
const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);

test('at 390 px the cart, the checkout sheet, the order page and the purchases fit the screen, and Pay works', async ({
  page,
  request,
  createStudent,
  signIn,
}) => {
  const session = await signIn(page, await createStudent('phone'));
  const course = await findCourse(request, PHOTOSHOP);
  const asset = await findAsset(request, RANGOLI);
  await addToCartViaApi(request, session, { courseId: course._id });
  await addToCartViaApi(request, session, { assetId: asset._id });

  await page.goto('/my-cart');
  await expect(page.getByRole('heading', { name: 'Your Cart', exact: true })).toBeVisible();
  await expect(cartBadge(page)).toHaveText('2');
  await expect(page.getByRole('link', { name: PHOTOSHOP })).toBeVisible();
  await expect(page.getByRole('link', { name: RANGOLI })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${PHOTOSHOP}` })).toBeInViewport();
  await expect(page.getByTestId('cart-grand-total')).toHaveText('₹2,898');
  expect(await scrollWidth(page), 'the cart page scrolls sideways').toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const dialog = checkoutDialog(page);
  await expect(dialog.getByTestId('checkout-amount')).toHaveText('₹2,898');
  const pay = dialog.getByRole('button', { name: 'Pay', exact: true });
  await expect(pay).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('button', { name: 'Fail', exact: true })).toBeInViewport({ ratio: 1 });
  expect(await scrollWidth(page), 'the checkout sheet scrolls sideways').toBeLessThanOrEqual(390);
  await pay.click();
  await expectToastShown(page, MESSAGES.paymentSuccess);
  // Issue 10: the order's confirmation page, which fits the phone too.
  await expect(page).toHaveURL(/\/my-courses\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('order-total')).toHaveText('₹2,898');
  await expect(page.getByRole('link', { name: `Start learning: ${PHOTOSHOP}` })).toBeInViewport();
  await expect(page.getByRole('button', { name: `Download: ${RANGOLI}` })).toBeVisible();
  expect(await scrollWidth(page), 'the order page scrolls sideways').toBeLessThanOrEqual(390);
  await page.goto('/my-cart');
  await expect(page.getByText(MESSAGES.emptyCart, { exact: true })).toBeVisible();
  await expect(cartBadge(page)).toHaveText('0');

  await page.goto('/my-courses');
  await expect(page.getByRole('heading', { name: 'Purchases List' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Go To Course ?: / })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Download ?: / })).toBeVisible();
  await expect(page.getByRole('link', { name: PHOTOSHOP, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: RANGOLI, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Orders' }).getByRole('link')).toHaveCount(1);
  expect(await scrollWidth(page), 'the purchases page scrolls sideways').toBeLessThanOrEqual(390);
});
