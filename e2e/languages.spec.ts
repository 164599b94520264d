import type { APIRequestContext } from '@playwright/test';
import { expect, type Session, test } from './fixtures';

/*
 * Issue 29: the store in Hindi and Marathi under /hi/ and /mr/, server-rendered in the language,
 * its links staying in it, and a switch to the same page in another language.
 */

test.describe('the store in three languages', () => {
  test('/hi/ is the home page in Hindi: its lang, its header and footer, and its alternates', async ({
    page,
  }) => {
    const response = await page.goto('/hi/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const main = page.getByRole('navigation', { name: 'मुख्य' });
    await expect(main.getByRole('link', { name: 'कोर्स', exact: true })).toHaveAttribute(
      'href',
      '/hi/all-courses',
    );
    await expect(page.getByRole('link', { name: 'मुख्य सामग्री पर जाएँ' })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toContainText('सभी क़ीमतें भारतीय रुपये में, GST सहित।');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/hi\/$/);
    const alternates = page.locator('link[rel="alternate"][hreflang]');
    await expect(alternates).toHaveCount(4);
    await expect(page.locator('link[hreflang="mr-IN"]')).toHaveAttribute('href', /\/mr\/$/);
    await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', /\/$/);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'hi_IN');
    // Set in the store's Devanagari face, which the page preloads.
    await expect(page.locator('link[rel="preload"][as="font"][href*="devanagari"]')).toHaveCount(1);
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari Variable"', 'कोर्स')))
      .toBe(true);
  });

  test('a link inside Hindi stays in Hindi, and the switch opens the same page in Marathi, remembered', async ({
    page,
  }) => {
    await page.goto('/hi/');
    const courses = page
      .getByRole('navigation', { name: 'मुख्य' })
      .getByRole('link', { name: 'कोर्स', exact: true });
    await expect
      .poll(() => courses.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactProps'))))
      .toBe(true);
    await courses.click();
    await expect(page).toHaveURL('/hi/all-courses');
    // The address changes at once; the page follows when its code and its messages are in.
    await expect(page.getByRole('heading', { level: 1, name: 'सभी कोर्स' })).toBeVisible();

    // At 1366 px the header's languages are a menu: three names do not fit beside Marathi's.
    await page.getByRole('banner').getByTitle('भाषा').click();
    const switchInHeader = page.getByRole('banner').getByRole('navigation', { name: 'भाषा' });
    await expect(switchInHeader.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('aria-current', 'true');
    await expect(switchInHeader.getByRole('link', { name: 'मराठी' })).toHaveAttribute(
      'href',
      '/mr/all-courses',
    );
    await switchInHeader.getByRole('link', { name: 'मराठी' }).click();
    await expect(page).toHaveURL('/mr/all-courses');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    await expect(
      page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'कोर्सेस', exact: true }),
    ).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'language')?.value).toBe('mr');

    // The home page's footer has the switch too, back to English at today's path.
    await page.goto('/mr/');
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'भाषा' })
      .getByRole('link', { name: 'English' })
      .click();
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses', exact: true }),
    ).toBeVisible();
  });

  test('English stays at today’s paths, and a prefix the store does not speak is not found', async ({
    page,
    allowFailedResponse,
  }) => {
    allowFailedResponse(404, '/fr/all-courses');
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    // The language switch writes हिन्दी and मराठी, in the system's Devanagari: English pages never
    // download the store's.
    expect(fonts.filter((font) => font.includes('devanagari'))).toEqual([]);
    await expect(page.locator('link[hreflang="hi-IN"]')).toHaveAttribute('href', /\/hi\/$/);
    const response = await page.goto('/fr/all-courses');
    expect(response?.status()).toBe(404);
  });
});

test.describe('a first visit from a browser that prefers Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('is offered the page in Hindi, never sent there, and closing the offer keeps English', async ({
    page,
  }) => {
    await page.goto('/all-courses');
    await expect(page).toHaveURL('/all-courses');
    const offer = page.getByRole('region', { name: 'Other languages' });
    await expect(offer.getByRole('link', { name: 'हिन्दी में देखें' })).toHaveAttribute('href', '/hi/all-courses');

    await offer.getByRole('button', { name: 'Keep English' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'All Courses' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Other languages' })).toHaveCount(0);
  });

  test('follows the offer to the same page in Hindi, with no offer there', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Other languages' })
      .getByRole('link', { name: 'हिन्दी में देखें' })
      .click();
    await expect(page).toHaveURL('/hi/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('डिज़ाइन वैसे सीखिए');
    await expect(page.getByRole('region', { name: 'दूसरी भाषाएँ' })).toHaveCount(0);
  });
});

test.describe("a student's language", () => {
  const accountLanguage = async (request: APIRequestContext, session: Session) => {
    const response = await request.get('/api/account', {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    return ((await response.json()) as { data: { account: { language: string } } }).data.account.language;
  };

  test('the header switch saves it on the account', async ({ page, request, createStudent, signIn }) => {
    const session = await signIn(page, await createStudent('switch'));
    await page.goto('/all-courses');
    await expect(page.getByRole('heading', { level: 1, name: 'All Courses' })).toBeVisible();

    const header = page.getByRole('banner');
    await header.getByTitle('Language').click();
    await header.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL('/hi/all-courses');
    await expect.poll(() => accountLanguage(request, session)).toBe('hi');
  });

  test('/account chooses it among the three and opens the page in it', async ({
    page,
    request,
    createStudent,
    signIn,
  }) => {
    const session = await signIn(page, await createStudent('account-language'));
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Language' });
    await expect(section.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(section.getByRole('button', { name: 'Save language' })).toBeDisabled();

    await section.getByText('मराठी').click();
    await section.getByRole('button', { name: 'Save language' }).click();

    await expect(page).toHaveURL('/mr/account');
    const inMarathi = page.getByRole('region', { name: 'भाषा' });
    await expect(inMarathi.getByRole('radio', { name: 'मराठी' })).toBeChecked();
    expect(await accountLanguage(request, session)).toBe('mr');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'language')?.value).toBe('mr');
  });

  test("the header fits its row at every width, a student's name and wishlist included: a menu of languages from 1024 px, the phone's menu below", async ({
    page,
    createStudent,
    signIn,
  }) => {
    await signIn(page, await createStudent('header-fits'));
    const header = page.getByRole('banner');
    const rowOverflow = () =>
      page.evaluate(() => {
        const row = document.querySelector('header > div');
        return {
          header: row ? row.scrollWidth - row.clientWidth : -1,
          page: document.documentElement.scrollWidth - window.innerWidth,
        };
      });
    for (const [width, path, languages, main, openMenu] of [
      [1600, '/mr/digital-assets', 'भाषा', 'मुख्य', 'मेनू उघडा'],
      [1366, '/digital-assets', 'Language', 'Main', 'Open menu'],
      [1024, '/mr/digital-assets', 'भाषा', 'मुख्य', 'मेनू उघडा'],
      [820, '/digital-assets', 'Language', 'Main', 'Open menu'],
      [768, '/hi/digital-assets', 'भाषा', 'मुख्य', 'मेनू खोलें'],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(header.getByRole('link', { name: /^(Cart|कार्ट)/ })).toBeVisible();
      await expect(header.getByRole('link', { name: /^(Wishlist|विशलिस्ट)$/ })).toBeVisible();
      const wide = width >= 1024;
      await expect(header.getByRole('navigation', { name: main })).toBeVisible({ visible: wide });
      await expect(header.getByTitle(languages)).toBeVisible({ visible: wide });
      await expect(header.getByRole('button', { name: openMenu })).toBeVisible({ visible: !wide });
      expect(await rowOverflow(), `the header at ${width} px`).toEqual({ header: 0, page: 0 });
    }

    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/hi/digital-assets');
    await header.getByTitle('भाषा').click();
    const menu = header.getByRole('navigation', { name: 'भाषा' });
    await expect(menu.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('aria-current', 'true');
    await menu.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/digital-assets');
  });
});
