import { MESSAGES, SERVER_MESSAGES } from '@academy/shared/messages';
import type { Page } from '@playwright/test';
import {
  addToCartViaApi,
  cartBadge,
  expect,
  expectToastShown,
  findAsset,
  findCourse,
  purchaseInfoPath,
  readStorage,
  STORAGE,
  test,
} from './fixtures';

/*
 * Issue 10 item 4, the buyer's path on a desktop (1366 px): no sticky bar, Add To Cart turning
 * into Go to cart, and Buy Now at the end of a free preview.
 */

const BRAND = 'Brand Identity Design';
const TYPOGRAPHY = 'Typography Essentials for Indian Scripts';
const RANGOLI = 'Hand-drawn Rangoli PNG Elements';

const coursePath = (id: string) => `/course/details/${id}`;
const assetPath = (id: string) => `/digital/details/${id}`;

/** The phones' sticky price + Buy Now bar. */
const stickyBar = (page: Page) => page.getByRole('region', { name: 'Price and Buy Now' });

const scrollToBottom = (page: Page) =>
  page.evaluate(() => window.scrollTo(0, document.scrollingElement?.scrollHeight ?? 0));

/** Plays the open preview's last moment, once its video is loaded. */
async function endPreview(page: Page) {
  const video = page.getByRole('dialog').getByTestId('preview-video');
  await expect(page.getByRole('dialog').getByRole('region', { name: /^Video player: / })).toBeVisible();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(1);
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = Math.max(0, element.duration - 0.2);
    return element.play();
  });
}

test('at 1366 px the course and asset pages show no sticky bar, however far they scroll', async ({
  page,
  request,
}) => {
  const course = await findCourse(request, BRAND);
  const asset = await findAsset(request, RANGOLI);

  await page.goto(coursePath(course._id));
  await expect(page.getByRole('heading', { name: BRAND, level: 1 })).toBeVisible();
  await scrollToBottom(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  await expect(stickyBar(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Buy Now' })).toHaveCount(1);

  await page.goto(assetPath(asset._id));
  await expect(page.getByRole('heading', { name: RANGOLI, level: 1 })).toBeVisible();
  await scrollToBottom(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  await expect(stickyBar(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Buy Now' })).toHaveCount(1);
});

test('Add To Cart turns into Go to cart, which opens /my-cart; a cart changed elsewhere still gets the SPEC toast', async ({
  page,
  request,
  createStudent,
  signIn,
  allowFailedResponse,
}) => {
  const session = await signIn(page, await createStudent('gotocart'));
  const course = await findCourse(request, TYPOGRAPHY);
  const asset = await findAsset(request, RANGOLI);
  allowFailedResponse(404, purchaseInfoPath.course(course._id, session.user._id));
  allowFailedResponse(404, purchaseInfoPath.asset(asset._id, session.user._id));
  allowFailedResponse(400, '/api/student/cart/assets/add');

  await page.goto(coursePath(course._id));
  await expect(cartBadge(page)).toHaveText('0');
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expectToastShown(page, SERVER_MESSAGES.courseAddedToCart);
  const goToCart = page.getByRole('link', { name: 'Go to cart' });
  await expect(goToCart).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add To Cart' })).toHaveCount(0);
  await goToCart.click();
  await expect(page).toHaveURL('/my-cart');
  await expect(page.getByRole('link', { name: TYPOGRAPHY })).toBeVisible();

  // The asset page loaded with the cart it knew; the asset is added from another device: the
  // server's 400 still says 'Asset is already in the cart.', and the button catches up.
  await page.goto(assetPath(asset._id));
  await expect(cartBadge(page)).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
  await addToCartViaApi(request, session, { assetId: asset._id });
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expectToastShown(page, MESSAGES.assetAlreadyInCart);
  await expect(page.getByRole('link', { name: 'Go to cart' })).toBeVisible();
  await expect(cartBadge(page)).toHaveText('2');
  await page.getByRole('link', { name: 'Go to cart' }).click();
  await expect(page).toHaveURL('/my-cart');
  await expect(page.getByRole('link', { name: RANGOLI })).toBeVisible();
});

test('a visitor at the end of a free preview: Buy Now goes to sign in and keeps the course as the way back', async ({
  page,
  request,
}) => {
  const course = await findCourse(request, BRAND);
  await page.goto(coursePath(course._id));
  await page.getByRole('button', { name: /^EP 01: .*, free preview$/ }).click();
  await endPreview(page);

  const ended = page.getByRole('dialog').getByRole('region', { name: 'Preview ended' });
  await expect(ended).toBeVisible();
  await expectToastShown(page, MESSAGES.previewEnded);
  await ended.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL('/auth');
  expect(await readStorage(page, STORAGE.redirectPath)).toBe(coursePath(course._id));
});

test("a student's notice to confirm their address comes over the page: nothing on it moves (issue 32)", async ({
  page,
  request,
  createStudent,
  signIn,
  allowFailedResponse,
}) => {
  // Where the server's page drew its title and its Add To Cart, before the store's code ran: at the
  // load, with its styles in, before the page asks for its code (inline/load-app-code.js), once
  // the faces its layout asks for then have arrived (a face first used there came after the load,
  // and moved the buy box by a pixel on a busy machine).
  await page.addInitScript(() => {
    window.addEventListener('load', () => {
      const top = (element: Element | null | undefined) =>
        element ? element.getBoundingClientRect().top + window.scrollY : null;
      document.body.getBoundingClientRect();
      void document.fonts.ready.then(() => {
        const addToCart = [...document.querySelectorAll('button')].find(
          (button) => button.textContent?.trim() === 'Add To Cart',
        );
        (window as unknown as { drawnAt: unknown }).drawnAt = {
          title: top(document.querySelector('h1')),
          addToCart: top(addToCart),
          episodes: top(
            [...document.querySelectorAll('h2')].find((heading) => heading.textContent === 'Episodes'),
          ),
          appHadStarted: window.__earlyInput?.done ?? null,
        };
      });
    });
  });
  const session = await signIn(page, await createStudent('no-shift'));
  const course = await findCourse(request, BRAND);
  allowFailedResponse(404, purchaseInfoPath.course(course._id, session.user._id));

  await page.goto(coursePath(course._id));
  const notice = page.getByRole('region', { name: 'Confirm your email' });
  await expect(notice).toBeVisible();
  const addToCart = page.getByRole('button', { name: 'Add To Cart' });
  await expect(addToCart).toBeEnabled();

  const drawnAt = (await page.evaluate(() => (window as unknown as { drawnAt: unknown }).drawnAt)) as {
    title: number;
    addToCart: number;
    episodes: number;
    appHadStarted: boolean | null;
  };
  expect(drawnAt.appHadStarted, 'measured before the store had hydrated the page').toBe(false);
  expect(drawnAt.addToCart, 'the server drew Add To Cart').toBeGreaterThan(0);
  const topNow = (locator: typeof addToCart) =>
    locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  expect(await topNow(page.getByRole('heading', { level: 1 }))).toBe(drawnAt.title);
  expect(await topNow(addToCart)).toBe(drawnAt.addToCart);
  // Below the buy box and its GST section, which a student's page has and a visitor's too.
  await expect(page.getByRole('region', { name: 'GST invoice' })).toBeVisible();
  expect(await topNow(page.getByRole('heading', { name: 'Episodes', level: 2 }))).toBe(drawnAt.episodes);
  const box = await notice.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0), 'the notice sits at the bottom of the screen').toBeGreaterThan(
    800,
  );

  // Scrolled to its end, the page's last content clears the notice: the body keeps room for it.
  const noticeTop = box?.y ?? 0;
  await expect
    .poll(
      async () => {
        await scrollToBottom(page);
        const main = await page.getByRole('main').boundingBox();
        return main ? main.y + main.height : Number.POSITIVE_INFINITY;
      },
      { message: 'the bottom of the page content' },
    )
    .toBeLessThanOrEqual(noticeTop);
});

test('the refund terms sit beside Buy Now on a course and an asset, and under Proceed to Checkout, linking to the policy', async ({
  page,
  request,
  createStudent,
  signIn,
  allowFailedResponse,
}) => {
  const terms = (page: Page) => page.getByText('All sales of digital products are final.');
  const course = await findCourse(request, BRAND);
  const asset = await findAsset(request, RANGOLI);

  await page.goto(assetPath(asset._id));
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeVisible();
  await expect(terms(page)).toBeVisible();

  const session = await signIn(page, await createStudent('refund-terms'));
  allowFailedResponse(404, purchaseInfoPath.course(course._id, session.user._id));
  await addToCartViaApi(request, session, { courseId: course._id });
  await page.goto('/my-cart');
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();
  await expect(terms(page)).toBeVisible();

  await page.goto(coursePath(course._id));
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeVisible();
  await expect(terms(page)).toBeVisible();
  // The notice asking them to confirm their address comes once the browser has the session, over
  // the page's bottom: the link stays where it was drawn.
  await expect(page.getByRole('region', { name: 'Confirm your email' })).toBeVisible();
  await page.getByRole('link', { name: 'Refund policy' }).click();
  await expect(page).toHaveURL('/refund-policy');
  await expect(page.getByRole('heading', { name: 'Refund Policy', level: 1 })).toBeVisible();
});
