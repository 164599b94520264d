import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiLogin,
  buyCourseViaApi,
  expect,
  expectToastShown,
  findCourse,
  otherPersonPage,
  ownServerTest as test,
  type Credentials,
  type Session,
} from './fixtures';
import { expectAccessible } from './axe';

/*
 * Issue 12 part 3: Admin → Orders, the order register. On a server of its own (`ownServerTest`):
 * the auth spec signs the shared admin out, which would end these sessions.
 */

const FREELANCING = 'Freelancing for Designers';

const GST_REGISTER_HEADER =
  'Document type,Document number,Document date,Original invoice number,Order number,Buyer name,' +
  'Buyer GSTIN,Place of supply,Supply type,GST rate (%),Taxable value,CGST,SGST,IGST,Invoice value';

type BoughtOrder = { orderId: string; invoiceNumber: string; paymentId: string };

/** A new student buys the course through the sandbox checkout; answers the order as the server has it. */
async function studentBuys(
  request: APIRequestContext,
  student: Credentials,
  title: string,
): Promise<{ session: Session; order: BoughtOrder }> {
  const session = await apiLogin(request, student);
  await buyCourseViaApi(request, session, (await findCourse(request, title))._id);
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const orders = await request.get('/api/student/orders', { headers });
  expect(orders.status(), "the student's orders").toBe(200);
  const [summary] = ((await orders.json()) as { data: { orderId: string }[] }).data;
  if (!summary) throw new Error('The paid order is not among the student’s orders');
  const detail = await request.get(`/api/orders/${summary.orderId}`, { headers });
  expect(detail.status(), 'the order').toBe(200);
  const order = ((await detail.json()) as { data: BoughtOrder }).data;
  expect(order.invoiceNumber, 'the paid order has its tax invoice').toMatch(/\/\d{2}-\d{2}\/\d{5}$/);
  return { session, order };
}

const orderRow = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test.describe('Admin → Orders', () => {
  test("an admin finds a student's order by email, opens it and sees its invoice", async ({
    page,
    request,
    admin,
    createStudent,
    signIn,
  }) => {
    const student = await createStudent('register');
    const { order } = await studentBuys(request, student, FREELANCING);
    await signIn(page, admin);

    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search orders' }).fill(student.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?q=/);
    await expect(page.getByText('1 order', { exact: true })).toBeVisible();
    const row = orderRow(page, student.email);
    await expect(row).toContainText('₹499');
    await expect(row).toContainText('Paid');
    await expect(row).toContainText(order.invoiceNumber);
    await expectAccessible(page, 'the order register');

    await row.getByRole('link', { name: FREELANCING }).click();
    await expect(page).toHaveURL(`/admin/orders/${order.orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order from ${student.name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Invoice ${order.invoiceNumber}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy payment ID' })).toBeVisible();
    await expect(page.getByText(order.paymentId, { exact: true })).toBeVisible();
    await expect(page.getByText('27-Maharashtra')).toBeVisible();
    await expectAccessible(page, 'an order');

    // Back to the register as it was left: the same search.
    await page.getByRole('main').getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?q=/);
    await expect(page.getByRole('searchbox', { name: 'Search orders' })).toHaveValue(student.email);
  });

  test("an admin refunds a paid order: it shows Refunded and the course leaves the student's courses", async ({
    page,
    browser,
    request,
    admin,
    createStudent,
    signIn,
  }) => {
    const student = await createStudent('refund');
    const { order } = await studentBuys(request, student, FREELANCING);

    // Before: the student has the course.
    const studentTab = await otherPersonPage(browser);
    await signIn(studentTab.page, student);
    await studentTab.page.goto('/my-courses');
    await expect(studentTab.page.getByRole('heading', { name: 'Purchases List' })).toBeVisible();
    await expect(studentTab.page.getByRole('row').filter({ hasText: FREELANCING })).toBeVisible();

    await signIn(page, admin);
    await page.goto(`/admin/orders/${order.orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order from ${student.name}` })).toBeVisible();
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund ₹499?' });
    await expect(dialog).toContainText('goes back to Aarav through Razorpay');
    await expect(dialog).toContainText(`A credit note is issued against invoice ${order.invoiceNumber}`);
    await expectAccessible(page, 'the refund confirmation');
    await dialog.getByLabel('Note (optional, for the records)').fill('Asked within the refund window');
    await dialog.getByRole('button', { name: 'Refund order' }).click();

    await expectToastShown(page, 'Refund started: access is removed and the buyer will be emailed.');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Credit note CN\// })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refund', exact: true })).toBeHidden();
    const refunds = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Refunds' }) });
    await expect(refunds).toContainText('Refunded by an admin');

    // The register says so too.
    await page.getByRole('main').getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(order.orderId);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(orderRow(page, student.email)).toContainText('Refunded');

    // After: the course is gone from the student's courses.
    await studentTab.page.reload();
    await expect(studentTab.page.getByRole('heading', { name: 'Purchases List' })).toBeVisible();
    await expect(studentTab.page.getByRole('row').filter({ hasText: FREELANCING })).toHaveCount(0);
    studentTab.expectNoErrors();
    await studentTab.close();
  });

  test('Export CSV downloads the GST register with its header row', async ({
    page,
    request,
    admin,
    createStudent,
    signIn,
  }) => {
    const student = await createStudent('csv');
    const { order } = await studentBuys(request, student, FREELANCING);
    await signIn(page, admin);
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^gst-register-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...rows] = text.split('\r\n');
    expect(header).toBe(GST_REGISTER_HEADER);
    const row = rows.find((line) => line.includes(order.invoiceNumber));
    expect(row, 'the new invoice is in the register').toMatch(
      new RegExp(`^Invoice,${order.invoiceNumber},\\d{2}-\\d{2}-\\d{4},,${order.orderId},`),
    );
    expect(row).toContain(',27-Maharashtra,Intra-state,18,');
    expect(row).toMatch(/,499\.00$/);
  });

  test('the dashboard shows what the payment check found', async ({ page, admin, signIn }) => {
    await signIn(page, admin);
    await page.goto('/admin');
    const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Payments' }) });
    await expect(card.getByText('Last check')).toBeVisible();
    await expect(card.getByText('Recovered, last 30 days')).toBeVisible();
    await expect(card.getByText('Automatic refunds, last 30 days')).toBeVisible();
    await expectAccessible(page, 'the dashboard with its Payments card');
    await card.getByRole('link', { name: 'See all orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  });
});
