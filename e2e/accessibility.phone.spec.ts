import { accessibilitySuite } from './accessibility-suite';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';

accessibilitySuite();

test.describe('the phone menu', () => {
  test('opens with focus inside, passes axe, keeps focus in, and Escape gives focus back to its button', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.focus();
    await page.keyboard.press('Enter');

    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect.poll(() => menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectAccessible(page, 'the phone menu');
    for (let presses = 0; presses < 10; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test('the Filter & sort sheet passes axe, and Escape gives focus back to its button', async ({ page }) => {
  await page.goto('/digital-assets?category=Fonts');
  await expect(page.getByRole('article').first()).toBeVisible();
  const opener = page.getByRole('button', { name: 'Filter & sort' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Filter & sort' });
  await expect(sheet.getByRole('button', { name: /^Show \d+ assets?$/ })).toBeVisible();
  await expectAccessible(page, 'the Filter & sort sheet');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(opener).toBeFocused();
});
