import type { Locator, Page } from '@playwright/test';
import {
  buyCourseViaApi,
  checkoutDialog,
  expect,
  findAsset,
  findCourse,
  purchaseInfoPath,
  test,
} from './fixtures';

/*
 * Issue 10 item 4, the buyer's path on a phone (390 px): the sticky price + Buy Now bar on the
 * course and asset pages, and episode titles that wrap.
 */

const BRAND = { title: 'Brand Identity Design', price: '₹3,999', fakePrice: '₹4,999' };
const RANGOLI = 'Hand-drawn Rangoli PNG Elements';
const SOCIAL = 'Social Media Creatives that Convert';
/** The demo catalogue's longest lecture title (Social Media Creatives, EP 03). */
const LONG_LECTURE = 'Festive campaigns: Diwali, Ganeshotsav and Gudi Padwa';

const coursePath = (id: string) => `/course/details/${id}`;

/** The sticky price + Buy Now bar. */
const stickyBar = (page: Page) => page.getByRole('region', { name: 'Price and Buy Now' });

/**
 * What decides whether the bar shows, for a failure's message: where the page is scrolled, the
 * bar's own state, and where the page's Buy Now is, and whether React has hydrated it.
 */
const barState = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('[data-sticky-buy-bar]');
    const buy = [...document.querySelectorAll('main button')].find(
      (button) => button.textContent?.trim() === 'Buy Now' && !bar?.contains(button),
    );
    return {
      scrollY: window.scrollY,
      innerHeight: window.innerHeight,
      scrollHeight: document.scrollingElement?.scrollHeight,
      barShown: bar?.dataset['shown'],
      buyNowTop: buy?.getBoundingClientRect().top,
      buyNowBottom: buy?.getBoundingClientRect().bottom,
      buyNowHydrated: buy ? Object.keys(buy).some((key) => key.startsWith('__reactProps$')) : null,
    };
  });

/** The page's full width: more than the 390 px viewport means it scrolls sideways. */
const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);

const scrollToBottom = (page: Page) =>
  page.evaluate(() => window.scrollTo(0, document.scrollingElement?.scrollHeight ?? 0));

/** The element shows its whole text: wider or taller content would be cut (ellipsis, clamp). */
const isWhole = (element: Locator) =>
  element.evaluate(
    (node: HTMLElement) => node.scrollWidth <= node.clientWidth && node.scrollHeight <= node.clientHeight,
  );

/** The number of lines the element's text takes. */
const lineCount = (element: Locator) =>
  element.evaluate(
    (node: HTMLElement) =>
      node.getBoundingClientRect().height / parseFloat(getComputedStyle(node).lineHeight),
  );

test('the course page: the bar appears once the price has scrolled away, keeps clear of the page content, and its Buy Now opens the checkout', async ({
  page,
  request,
  createStudent,
  signIn,
  allowFailedResponse,
}) => {
  const session = await signIn(page, await createStudent('stickybar'));
  const course = await findCourse(request, BRAND.title);
  allowFailedResponse(404, purchaseInfoPath.course(course._id, session.user._id));

  await page.goto(coursePath(course._id));
  await expect(page.getByRole('heading', { name: BRAND.title, level: 1 })).toBeVisible();
  const bar = stickyBar(page);
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeInViewport();
  await expect(bar).toBeHidden();

  await page.getByRole('heading', { name: 'Episodes' }).scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
  await expect(bar).toBeInViewport({ ratio: 1 });
  await expect(bar.getByText(BRAND.price, { exact: true })).toBeVisible();
  await expect(bar.getByLabel(`was ${BRAND.fakePrice}`)).toHaveText(BRAND.fakePrice);
  const box = await bar.boundingBox();
  expect(box?.width).toBe(390);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(844, 0);

  // At the very bottom the page's content ends above the bar, and the chat link floats above it.
  const bottomOf = async (element: Locator) => {
    const found = await element.boundingBox();
    return found ? found.y + found.height : Number.POSITIVE_INFINITY;
  };
  const barTop = box?.y ?? 0;
  await expect
    .poll(
      async () => {
        await scrollToBottom(page);
        return bottomOf(page.getByRole('main'));
      },
      { message: 'the bottom of the page content' },
    )
    .toBeLessThanOrEqual(barTop + 0.5);
  await expect
    .poll(() => bottomOf(page.getByRole('link', { name: 'Chat with us' })), {
      message: 'the bottom of the chat link',
    })
    .toBeLessThanOrEqual(barTop);
  expect(await scrollWidth(page), 'the course page scrolls sideways').toBeLessThanOrEqual(390);

  await bar.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = checkoutDialog(page);
  await expect(dialog).toHaveAccessibleDescription('Course Purchase');
  await expect(dialog.getByTestId('checkout-amount')).toHaveText(BRAND.price);

  // Back at the top, the page's own Buy Now is in view again and the bar leaves.
  await dialog.getByRole('button', { name: 'Close checkout' }).click();
  await expect(dialog).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toBeHidden();
});

test('the asset page: the bar shows the price and its Buy Now charges it', async ({
  page,
  request,
  createStudent,
  signIn,
  allowFailedResponse,
}) => {
  const session = await signIn(page, await createStudent('assetbar'));
  const asset = await findAsset(request, RANGOLI);
  allowFailedResponse(404, purchaseInfoPath.asset(asset._id, session.user._id));
  const price = `₹${asset.price.toLocaleString('en-IN')}`;

  await page.goto(`/digital/details/${asset._id}`);
  await expect(page.getByRole('heading', { name: RANGOLI, level: 1 })).toBeVisible();
  const bar = stickyBar(page);
  await expect(bar).toBeHidden();
  // As a visitor does: down to the end, and again if the page moved under the scroll (it grew as
  // its pictures arrived) and its own Buy Now came back into view. The bar shows once that one is
  // out of it.
  await expect(async () => {
    await scrollToBottom(page);
    await expect(bar).toBeInViewport({ ratio: 1, timeout: 1_000 });
  })
    .toPass({ timeout: 10_000 })
    .catch(async (error: unknown) => {
      // Seen in the CI of ee59c15 and b1db94e while the bar followed an IntersectionObserver:
      // the page at its end, its Buy Now 1,000 px above the screen, and no bar. It reads the
      // block's place at each scroll now; should it fail again, this says what the page knew.
      throw new Error(`The bar did not show: ${JSON.stringify(await barState(page))}`, { cause: error });
    });
  await expect(bar.getByText(price, { exact: true })).toBeVisible();

  await bar.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = checkoutDialog(page);
  await expect(dialog.getByTestId('checkout-amount')).toHaveText(price);
});

test("an owner's bar offers Go To Course, and long episode titles wrap on the course page and in the player", async ({
  page,
  request,
  createStudent,
  signIn,
}) => {
  const session = await signIn(page, await createStudent('ownerbar'));
  const course = await findCourse(request, SOCIAL);
  await buyCourseViaApi(request, session, course._id);

  await page.goto(coursePath(course._id));
  const episode = page.getByRole('button', { name: new RegExp(`^EP 03: ${LONG_LECTURE}, play$`) });
  const title = episode.getByText(LONG_LECTURE, { exact: true });
  await expect(title).toBeVisible();
  expect(await isWhole(title), 'the episode title is cut').toBe(true);
  expect(await lineCount(title)).toBeGreaterThanOrEqual(2);
  expect(await scrollWidth(page), 'the course page scrolls sideways').toBeLessThanOrEqual(390);

  await episode.scrollIntoViewIfNeeded();
  const bar = stickyBar(page);
  await expect(bar).toBeInViewport({ ratio: 1 });
  await expect(bar.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
  await bar.getByRole('link', { name: 'Go To Course' }).click();
  await expect(page).toHaveURL(`/course-progress/${course._id}`);

  const item = page.getByTestId('lecture-item').nth(2).getByText(LONG_LECTURE);
  await expect(item).toBeVisible();
  expect(await isWhole(item), 'the lecture title is cut in the player').toBe(true);
  expect(await lineCount(item)).toBeGreaterThanOrEqual(2);
  expect(await scrollWidth(page), 'the player scrolls sideways').toBeLessThanOrEqual(390);
});
