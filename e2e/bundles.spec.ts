import { MESSAGES } from '@academy/shared/messages';
import {
  buyCourseViaApi,
  cartBadge,
  checkoutDialog,
  expect,
  expectToastShown,
  findBundle,
  findCourse,
  purchaseInfoPath,
  test,
} from './fixtures';

/*
 * Issue 31: bundles. The demo store sells three; the Brand Identity Starter Kit is the Brand
 * Identity Design course (₹3,999) with two assets (₹1,499 and ₹699), for ₹4,499.
 */
const KIT = 'Brand Identity Starter Kit';
const COURSE = 'Brand Identity Design';

test.describe('bundles', () => {
  test('a visitor finds the bundles from the header, and a bundle page shows its items, price and saving, rendered by the server', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bundles' }).click();
    await expect(page).toHaveURL('/bundles');
    await expect(page.getByRole('heading', { level: 1, name: 'Bundles' })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: KIT });
    await expect(card).toContainText('Save ₹1,698');

    await card.getByRole('link', { name: KIT }).click();
    await expect(page.getByRole('heading', { level: 1, name: KIT })).toBeVisible();
    const price = page.getByTestId('bundle-price');
    await expect(price).toContainText('₹4,499');
    await expect(price.getByLabel('Was ₹6,197')).toBeVisible();
    await expect(price).toContainText('You save ₹1,698 (27%) against buying them one by one');
    const items = page.getByRole('region', { name: 'In this kit' }).getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText(COURSE);

    // The page as a crawler gets it: the bundle, its offer in rupees, and its title in the head.
    const html = await (await request.get(new URL(page.url()).pathname)).text();
    expect(html).toContain(`<title>${KIT}`);
    expect(html).toMatch(/"@type":"Product","name":"Brand Identity Starter Kit"/);
    expect(html).toMatch(/"offers":\{"@type":"Offer","price":4499,"priceCurrency":"INR"/);
    expect(html).toContain('You save ₹1,698 (27%)');
    // Its share card: the kit drawn 1200 × 630, as WhatsApp and LinkedIn show it.
    const kitId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const shareCard = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? '';
    expect(shareCard.endsWith(`/api/share/bundle/${kitId}.jpg`)).toBe(true);
    const drawn = await request.get(new URL(shareCard).pathname);
    expect(drawn.status()).toBe(200);
    expect(drawn.headers()['content-type']).toBe('image/jpeg');
  });

  test('a student who owns the course pays only for the rest, buys the kit in the sandbox, and then owns it all; the course page offered the kit', async ({
    page,
    request,
    createStudent,
    signIn,
    allowFailedResponse,
  }) => {
    const session = await signIn(page, await createStudent('kit'));
    const course = await findCourse(request, COURSE);
    // Not bought yet: the course page asks, and hears 404.
    const notBought = purchaseInfoPath.course(course._id, session.user._id);
    allowFailedResponse(404, notBought);
    // The offer is for a student who does not own the course: the page must have heard so before
    // the purchase below, or it hears "owned" and rightly takes the offer away.
    const heardNotBought = page.waitForResponse(
      (response) => new URL(response.url()).pathname === notBought && response.status() === 404,
    );
    await page.goto(`/course/details/${course._id}`);
    await heardNotBought;
    const offer = page.getByRole('complementary', { name: 'Kits with this' }).getByRole('link');
    await expect(offer).toContainText('Get it in a kit and save ₹1,698');

    await buyCourseViaApi(request, session, course._id);
    await offer.click();
    await expect(page.getByRole('heading', { level: 1, name: KIT })).toBeVisible();
    // 4,499 × (1,499 + 699) / 6,197 = 1,595.75: ₹1,596.
    await expect(page.getByTestId('bundle-price-for-you')).toHaveText(
      'Your price: ₹1,596. You already own 1 item of this kit, so you pay only for the rest.',
    );
    await expect(
      page.getByRole('region', { name: 'In this kit' }).getByRole('listitem').filter({ hasText: COURSE }),
    ).toContainText('You own this');

    await page.getByRole('button', { name: 'Buy Now' }).first().click();
    const dialog = checkoutDialog(page);
    await expect(dialog.getByTestId('checkout-amount')).toHaveText('₹1,596');
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await expectToastShown(page, MESSAGES.paymentSuccess);
    await expect(page).toHaveURL(/\/my-courses\/orders\/[0-9a-f-]{36}$/);

    await page.goBack();
    await expect(page.getByText('You own everything in this bundle.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
  });

  test('a student puts a kit in the cart, sees it with its own total, and checks the cart out', async ({
    page,
    request,
    createStudent,
    signIn,
  }) => {
    await signIn(page, await createStudent('kit-cart'));
    const bundle = await findBundle(request, 'Photoshop Retouching Kit');
    await page.goto(`/bundles/${bundle.id}`);
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expectToastShown(page, 'Bundle added to cart');
    await expect(cartBadge(page)).toHaveText('1');

    await page.getByRole('link', { name: 'Go to cart' }).first().click();
    const row = page.getByRole('row').filter({ hasText: 'Photoshop Retouching Kit' });
    await expect(row).toContainText('Bundle');
    await expect(row).toContainText('₹2,799');
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary.getByText('Bundles Total')).toBeVisible();
    await expect(page.getByTestId('cart-grand-total')).toHaveText('₹2,799');

    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const dialog = checkoutDialog(page);
    await expect(dialog.getByTestId('checkout-amount')).toHaveText('₹2,799');
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await expectToastShown(page, MESSAGES.paymentSuccess);
    await expect(cartBadge(page)).toHaveText('0');
    await page.goto(`/bundles/${bundle.id}`);
    await expect(page.getByText('You own everything in this bundle.')).toBeVisible();
  });
});
