import type { Locator, Page } from '@playwright/test';
import { accessibilitySuite } from './accessibility-suite';
import { expect, findCourse, purchaseInfoPath, test } from './fixtures';

accessibilitySuite();

/** The sandbox checkout sheet's own chunk of the storefront's code. */
const SANDBOX_CODE = /\/assets\/sandbox-checkout-[\w-]+\.js$/;

/** Presses Tab until the element has focus; fails if it is not reached within `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${limit} presses`);
}

/**
 * The focus ring around the focused element: its own outline, or that of the box drawn around it
 * (a card, the search pill, an episode row), up to three levels out.
 */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    let element = document.activeElement;
    for (let level = 0; element && level < 4; level += 1, element = element.parentElement) {
      const style = getComputedStyle(element);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) {
        return {
          tag: element.tagName.toLowerCase(),
          style: style.outlineStyle,
          width: style.outlineWidth,
          color: style.outlineColor,
        };
      }
    }
    return null;
  });

/** The focus ring colour (the theme's --color-focus, the accent) as Chromium reports it. */
const FOCUS_COLOUR = 'rgb(204, 67, 17)';

test.describe('keyboard', () => {
  test('Tab from the top reaches "Skip to main content" first, and it moves focus into main', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).not.toBeInViewport();

    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expect.poll(() => focusRing(page)).toMatchObject({ style: 'solid', color: FOCUS_COLOUR });

    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab starts inside main: the hero search, not the header.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('searchbox', { name: 'Search courses and assets' })).toBeFocused();
  });

  test('the admin area starts with the skip link too', async ({ page, signIn, admin }) => {
    await signIn(page, admin);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the hero search and a course card show the focus ring', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('main').getByRole('search');
    const firstCard = page.getByTestId('home-courses').getByRole('link').first();
    await expect(firstCard).toBeVisible();

    await tabTo(page, search.getByRole('searchbox'));
    await expect
      .poll(() => focusRing(page), { message: 'the search pill around the focused input' })
      .toMatchObject({
        tag: 'form',
        style: 'solid',
        color: FOCUS_COLOUR,
      });
    await page.keyboard.press('Tab');
    await expect(search.getByRole('button', { name: 'Search' })).toBeFocused();
    await expect.poll(() => focusRing(page)).toMatchObject({ tag: 'button', color: FOCUS_COLOUR });

    await tabTo(page, firstCard);
    await expect
      .poll(() => focusRing(page), { message: 'the card around the focused course link' })
      .toMatchObject({
        tag: 'article',
        style: 'solid',
        color: FOCUS_COLOUR,
      });
  });

  test('every control of the home page shows the focus ring when Tab reaches it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-courses').getByRole('link').first()).toBeVisible();
    await expect(page.getByTestId('home-assets').getByRole('link').first()).toBeVisible();
    const missing: string[] = [];
    const seen = new Set<string>();
    for (let presses = 0; presses < 120; presses += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return null;
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
        return `${element.tagName.toLowerCase()} "${name}" #${Array.from(document.querySelectorAll('*')).indexOf(element)}`;
      });
      if (focused === null || seen.has(focused)) break;
      seen.add(focused);
      if ((await focusRing(page)) === null) missing.push(focused);
    }
    expect(seen.size, 'controls reached with Tab').toBeGreaterThan(30);
    expect(missing, 'controls without a visible focus ring').toEqual([]);
  });
});

test.describe('dialogs', () => {
  test('the free preview takes focus, keeps it, closes on Escape and gives focus back to its episode', async ({
    page,
    request,
  }) => {
    const course = await findCourse(request, 'Brand Identity Design');
    await page.goto(`/course/details/${course._id}`);
    const episode = page.getByRole('button', { name: /^EP 01: .*, free preview$/ });
    await tabTo(page, episode);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    // Tab cycles inside the dialog.
    for (let presses = 0; presses < 12; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(episode).toBeFocused();
  });

  // The sheet's code loads once the page is idle: a quick tap on a busy phone opens the sheet
  // before it is there, after Buy Now has turned busy and dropped its focus.
  for (const codeArrives of ['before the tap', 'after Buy Now turned busy'] as const) {
    test(`the sandbox checkout takes focus and gives it back to Buy Now on Escape, its code arriving ${codeArrives}`, async ({
      page,
      request,
      createStudent,
      signIn,
      allowFailedResponse,
    }) => {
      const { user } = await signIn(page, await createStudent('a11y-dialog'));
      const course = await findCourse(request, 'Brand Identity Design');
      allowFailedResponse(404, purchaseInfoPath.course(course._id, user._id));
      let deliverCode = () => {};
      const codeHeld = new Promise<void>((resolve) => (deliverCode = resolve));
      if (codeArrives === 'before the tap') deliverCode();
      await page.route(SANDBOX_CODE, async (route) => {
        await codeHeld;
        await route.continue();
      });
      const codeLoaded = page.waitForResponse(SANDBOX_CODE);
      await page.goto(`/course/details/${course._id}`);
      const buyNow = page.getByRole('button', { name: 'Buy Now' });
      if (codeArrives === 'before the tap') await codeLoaded;
      await tabTo(page, buyNow);
      await page.keyboard.press('Enter');
      if (codeArrives === 'after Buy Now turned busy') {
        await expect(buyNow).toHaveAttribute('aria-busy', 'true');
        deliverCode();
      }

      const dialog = page.getByRole('dialog', { name: 'Kalakriti Design Academy' });
      await expect(dialog).toBeVisible();
      await expect
        .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
        .toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(buyNow).toBeFocused();
    });
  }
});

test.describe('inline field errors', () => {
  test('Sign In names each missing or malformed field under it, focuses the first, and clears it once fixed', async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/login') sent.push(request.method());
    });
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
    const email = page.getByLabel('Email', { exact: true });
    const password = page.getByLabel('Password', { exact: true });

    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter your email address.');
    await expect(password).toHaveAccessibleDescription('Enter your password.');

    // A malformed address is named when the field is left, before any submit.
    await email.fill('aarav.kulkarni');
    await password.focus();
    await expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    await email.fill('aarav@kalakriti.test');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(page.getByText('Enter an email address like name@example.com.')).toHaveCount(0);
    expect(sent).toEqual([]);
    // Errors are read with their fields, not shouted as alerts; the server's toasts stay alerts.
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('Sign Up asks for its four fields by name', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { name: 'Sign Up', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    const name = page.getByLabel('Full name');
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription('Enter your full name.');
    await expect(page.getByLabel('Phone')).toHaveAccessibleDescription('Enter your phone number.');
    await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
      'Enter your email address.',
    );
    // Switching back to Sign In starts clean.
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).not.toHaveAttribute('aria-invalid');
  });

  test('the enquiry form names the missing subject and gender under their fields', async ({ page }) => {
    await page.goto('/student-enquiry');
    const form = page.getByRole('form', { name: 'Enquiry For Offline Batches' });
    await form.getByLabel('Full Name').fill('Ishita Joshi');
    await form.getByLabel('Email').fill('ishita@kalakriti.test');
    await form.getByLabel('Address').fill('Shivajinagar, Pune');
    await form.getByLabel('Message').fill('Weekend batches, please.');
    await form.getByRole('button', { name: 'Submit Query' }).click();

    // Gender comes first on the page, so focus goes there.
    await expect(form.getByRole('radio', { name: 'Male', exact: true })).toBeFocused();
    const subject = form.getByLabel('Subject');
    await expect(subject).toHaveAccessibleDescription('Enter a subject.');
    await expect(form.getByRole('group', { name: 'Gender' })).toHaveAccessibleDescription(
      'Choose one of the answers, or Prefer not to say.',
    );
    await form.getByRole('radio', { name: 'Female' }).check();
    await expect(form.getByText('Choose one of the answers, or Prefer not to say.')).toHaveCount(0);
    await subject.fill('Weekend UI design batch');
    await expect(subject).not.toHaveAttribute('aria-invalid');
  });
});
