import { GST_MESSAGES } from '@academy/shared/gst';
import { MESSAGES } from '@academy/shared/messages';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  addToCartViaApi,
  checkoutDialog,
  expect,
  expectToastShown,
  findAsset,
  findCourse,
  purchaseInfoPath,
  test,
} from './fixtures';

/*
 * Issue 12, GST details at checkout: the optional "GST invoice" section of the buy boxes, the
 * billing card on /account, and the coupon banner's switch. Every test uses a fresh student.
 */

/** A Karnataka GSTIN whose check character holds. */
const KARNATAKA_GSTIN = '29AAGCB7383J1Z4';
const BUSINESS = 'Bindu Studio LLP';
const TYPOGRAPHY = 'Typography Essentials for Indian Scripts';
const DECCAN = 'Deccan Grotesk Font Family';
const ORDER_PAGE = /\/my-courses\/orders\/[0-9a-f-]{36}$/;

type OrderBilling = {
  placeOfSupply: string;
  placeOfSupplyName: string;
  gstin: string | null;
  legalName: string | null;
};

async function orderBilling(
  request: APIRequestContext,
  token: string,
  orderId: string,
): Promise<OrderBilling> {
  const response = await request.get(`/api/orders/${orderId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), 'the order').toBe(200);
  return ((await response.json()) as { data: { billing: OrderBilling } }).data.billing;
}

const gstSection = (page: Page) => page.getByRole('region', { name: 'GST invoice' });

test.describe('GST invoice details at checkout (issue 12)', () => {
  test('in the cart: a buyer adds a GSTIN, is shown what is missing, buys, and the order carries the GSTIN and place of supply', async ({
    page,
    request,
    createStudent,
    signIn,
  }) => {
    const student = await createStudent('gst-cart');
    const session = await signIn(page, student);
    const course = await findCourse(request, TYPOGRAPHY);
    const asset = await findAsset(request, DECCAN);
    await addToCartViaApi(request, session, { courseId: course._id });
    await addToCartViaApi(request, session, { assetId: asset._id });

    await page.goto('/my-cart');
    const section = gstSection(page);
    // Closed by default: the academy's state, and no GST fields in the way.
    await expect(section.getByTestId('place-of-supply')).toHaveText('Place of supply: Maharashtra');
    const disclosure = section.getByRole('button', { name: 'Change / Add GSTIN' });
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await expect(section.getByLabel('GSTIN (optional)')).toHaveCount(0);

    await disclosure.click();
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    const state = section.getByLabel('State');
    await expect(state).toHaveValue('27');
    const gstin = section.getByLabel('GSTIN (optional)');
    await gstin.fill('29AAGCB7383J1Z5');
    await gstin.blur();
    await expect(section.getByText(GST_MESSAGES.badGstin)).toBeVisible();
    await expect(gstin).toHaveAttribute('aria-invalid', 'true');

    // The right GSTIN moves the state to its own and asks for the business name.
    await gstin.fill(KARNATAKA_GSTIN.toLowerCase());
    await expect(gstin).toHaveValue(KARNATAKA_GSTIN);
    await expect(state).toHaveValue('29');
    await expect(section.getByText(GST_MESSAGES.badGstin)).toHaveCount(0);
    await expect(section.getByTestId('place-of-supply')).toHaveText(
      `Place of supply: Karnataka · GSTIN ${KARNATAKA_GSTIN}`,
    );
    const businessName = section.getByLabel('Business name');
    await expect(businessName).toBeVisible();

    // Without the business name the checkout stops here and says why, at the field.
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expectToastShown(page, 'Please check the GST invoice details.');
    await expect(section.getByText(GST_MESSAGES.legalNameNeeded)).toBeVisible();
    await expect(businessName).toBeFocused();
    await expect(checkoutDialog(page)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('cart-gst-open.png'), fullPage: true });

    await businessName.fill(BUSINESS);
    await expect(section.getByText(GST_MESSAGES.legalNameNeeded)).toHaveCount(0);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const dialog = checkoutDialog(page);
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await expectToastShown(page, MESSAGES.paymentSuccess);
    await expect(page).toHaveURL(ORDER_PAGE);
    const orderId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

    expect(await orderBilling(request, session.accessToken, orderId)).toEqual({
      placeOfSupply: '29',
      placeOfSupplyName: 'Karnataka',
      gstin: KARNATAKA_GSTIN,
      legalName: BUSINESS,
    });
    await expect(page.getByTestId('order-total')).toBeVisible();

    // Kept for next time: the account's card and the next buy box start from it.
    await page.goto('/account');
    await expect(page.getByTestId('account-place-of-supply')).toHaveText(
      `Place of supply on your invoices: Karnataka · GSTIN ${KARNATAKA_GSTIN} (${BUSINESS})`,
    );
  });

  test("on a course page: closed, it names the buyer's saved state and buys without asking anything", async ({
    page,
    request,
    createStudent,
    signIn,
    allowFailedResponse,
  }) => {
    const student = await createStudent('gst-course');
    const session = await signIn(page, student);
    const saved = await request.put('/api/account/billing', {
      headers: { authorization: `Bearer ${session.accessToken}` },
      data: { stateCode: '07' },
    });
    expect(saved.status()).toBe(200);
    const course = await findCourse(request, TYPOGRAPHY);
    allowFailedResponse(404, purchaseInfoPath.course(course._id, session.user._id));

    await page.goto(`/course/details/${course._id}`);
    const section = gstSection(page);
    await expect(section.getByTestId('place-of-supply')).toHaveText('Place of supply: Delhi');
    await page.screenshot({ path: test.info().outputPath('course-gst-closed.png') });
    await page.getByRole('button', { name: 'Buy Now' }).first().click();
    await checkoutDialog(page).getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(ORDER_PAGE);
    const orderId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    expect(await orderBilling(request, session.accessToken, orderId)).toEqual({
      placeOfSupply: '07',
      placeOfSupplyName: 'Delhi',
      gstin: null,
      legalName: null,
    });
  });

  test("a visitor's course page has the same section, drawn with the page, and changing it asks to sign in and comes back", async ({
    page,
    request,
  }) => {
    const course = await findCourse(request, TYPOGRAPHY);
    await page.goto(`/course/details/${course._id}`);
    const section = gstSection(page);
    await expect(section.getByTestId('place-of-supply')).toHaveText('Place of supply: Maharashtra');

    await section.getByRole('button', { name: 'Change / Add GSTIN' }).click();
    await expect(page).toHaveURL('/auth');
    expect(await page.evaluate(() => window.localStorage.getItem('redirectPath'))).toBe(
      `/course/details/${course._id}`,
    );
  });
});

test.describe('billing details on /account (issue 12)', () => {
  test('a student saves a state and a GSTIN, is told what is wrong first, and can clear them', async ({
    page,
    createStudent,
    signIn,
  }) => {
    const student = await createStudent('gst-account');
    await signIn(page, student);
    await page.goto('/account');
    const card = page.getByRole('region', { name: 'Billing details for GST invoices' });
    await expect(card.getByTestId('account-place-of-supply')).toContainText(
      'Place of supply on your invoices: Maharashtra',
    );
    const save = card.getByRole('button', { name: 'Save billing details' });
    await expect(save).toBeDisabled();

    await card.getByLabel('State').selectOption({ label: 'Gujarat' });
    await card.getByLabel('GSTIN (optional)').fill(KARNATAKA_GSTIN);
    // The GSTIN's state wins; choosing another state afterwards is refused.
    await expect(card.getByLabel('State')).toHaveValue('29');
    await card.getByLabel('State').selectOption({ label: 'Gujarat' });
    await save.click();
    await expect(card.getByText(GST_MESSAGES.gstinStateMismatch)).toBeVisible();
    await expect(card.getByLabel('State')).toBeFocused();

    await card.getByLabel('State').selectOption({ label: 'Karnataka' });
    await card.getByLabel('Business name').fill(BUSINESS);
    await save.click();
    await expectToastShown(page, 'Billing details saved');
    await expect(card.getByTestId('account-place-of-supply')).toHaveText(
      `Place of supply on your invoices: Karnataka · GSTIN ${KARNATAKA_GSTIN} (${BUSINESS})`,
    );
    await page.screenshot({ path: test.info().outputPath('account-billing.png'), fullPage: true });

    await page.reload();
    await expect(card.getByLabel('GSTIN (optional)')).toHaveValue(KARNATAKA_GSTIN);
    await card.getByLabel('GSTIN (optional)').fill('');
    await expect(card.getByLabel('Business name')).toHaveCount(0);
    await card.getByLabel('State').selectOption({ value: '' });
    await save.click();
    await expect(card.getByTestId('account-place-of-supply')).toContainText(
      'Place of supply on your invoices: Maharashtra',
    );
  });
});

test.describe('coupons on the home banner (issue 12)', () => {
  test('an admin switches a coupon onto the banner and off again', async ({
    page,
    request,
    admin,
    signIn,
  }) => {
    const session = await signIn(page, admin);
    const code = `BANNER${Date.now().toString(36).toUpperCase()}`;
    const created = await request.post('/api/admin/coupon/create', {
      headers: { authorization: `Bearer ${session.accessToken}` },
      data: { code, discountType: 'percentage', discountValue: 5 },
    });
    expect(created.status()).toBe(201);
    const activeCodes = async () => {
      const response = await request.get('/api/coupons/active');
      return ((await response.json()) as { data: { code: string }[] }).data.map((coupon) => coupon.code);
    };
    expect(await activeCodes()).not.toContain(code);

    await page.goto('/admin/coupons');
    const toggle = page.getByRole('switch', { name: `Show ${code} on the home page banner` });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expectToastShown(page, 'Coupon shown on the home page banner');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(await activeCodes()).toContain(code);
    await page.screenshot({ path: test.info().outputPath('admin-coupons.png') });

    await toggle.click();
    await expectToastShown(page, 'Coupon taken off the home page banner');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(await activeCodes()).not.toContain(code);
  });
});
