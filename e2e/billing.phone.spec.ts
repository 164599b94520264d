import { GST_MESSAGES } from '@academy/shared/gst';
import { expect, findAsset, purchaseInfoPath, test, checkoutDialog } from './fixtures';

/*
 * Issue 12 at 390 px: the asset page's "GST invoice" section opens within the screen, checks a
 * GSTIN as the buyer types it, and the order it sends carries the buyer's GSTIN.
 */

const KARNATAKA_GSTIN = '29AAGCB7383J1Z4';
const FILM_GRAIN = 'Film Grain Photoshop Actions';

test('on a phone, an asset is bought with a GSTIN from its buy box, nothing scrolling sideways', async ({
  page,
  request,
  createStudent,
  signIn,
  allowFailedResponse,
}) => {
  const student = await createStudent('gst-phone');
  const session = await signIn(page, student);
  const asset = await findAsset(request, FILM_GRAIN);
  allowFailedResponse(404, purchaseInfoPath.asset(asset._id, session.user._id));

  await page.goto(`/digital/details/${asset._id}`);
  const section = page.getByRole('region', { name: 'GST invoice' });
  await expect(section.getByTestId('place-of-supply')).toHaveText('Place of supply: Maharashtra');
  await section.getByRole('button', { name: 'Change / Add GSTIN' }).click();
  const gstin = section.getByLabel('GSTIN (optional)');
  await gstin.fill('29AAGCB7383J1Z');
  await gstin.blur();
  await expect(section.getByText(GST_MESSAGES.badGstin)).toBeVisible();
  await gstin.fill(KARNATAKA_GSTIN);
  await section.getByLabel('Business name').fill('Bindu Studio LLP');
  await expect(section.getByLabel('State')).toHaveValue('29');
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('asset-gst-phone.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: 'Buy Now' }).first().click();
  await checkoutDialog(page).getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/my-courses\/orders\/[0-9a-f-]{36}$/);
  const orderId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const order = await request.get(`/api/orders/${orderId}`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  expect(((await order.json()) as { data: { billing: unknown } }).data.billing).toEqual({
    placeOfSupply: '29',
    placeOfSupplyName: 'Karnataka',
    gstin: KARNATAKA_GSTIN,
    legalName: 'Bindu Studio LLP',
  });
});
