import { readFile } from 'node:fs/promises';
import { MESSAGES } from '@academy/shared/messages';
import type { Download, Page } from '@playwright/test';
import {
  apiLogin,
  checkoutDialog,
  expect,
  expectToastShown,
  findCourse,
  purchaseInfoPath,
  test,
} from './fixtures';
import { expectAccessible } from './axe';
import { mailsTo } from './mail';

/*
 * Issue 12: a paid order's tax invoice on its page and in the receipt email, and what the page and
 * the mail say once an admin refunds it. The e2e server sends real mail over SMTP (e2e/mail.ts).
 */

const COURSE = { title: 'Freelancing for Designers', price: '₹499' };
const ORDER_PAGE = /\/my-courses\/orders\/[0-9a-f-]{36}$/;
const INVOICE_NUMBER = /^KDA\/\d\d-\d\d\/\d{5}$/;

/** Clicks `button` and answers the file it saved and the file's first bytes. */
async function downloadFrom(page: Page, name: string): Promise<{ download: Download; head: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ]);
  const file = await download.path();
  return { download, head: (await readFile(file)).subarray(0, 5).toString() };
}

test('a paid order shows its invoice, downloads it as a PDF and mails it; a refund shows on the page and in the mail', async ({
  page,
  request,
  createStudent,
  signIn,
  admin,
  allowFailedResponse,
}) => {
  // One buyer's whole path through two PDFs, two mails and two accessibility scans: on a busy
  // machine it outlasts the default 45 s while every step is still on time.
  test.slow();
  const student = await createStudent('invoice');
  const session = await signIn(page, student);
  const course = await findCourse(request, COURSE.title);
  allowFailedResponse(404, purchaseInfoPath.course(course._id, session.user._id));

  await page.goto(`/course/details/${course._id}`);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = checkoutDialog(page);
  await expect(dialog.getByTestId('checkout-amount')).toHaveText(COURSE.price);
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
  await expectToastShown(page, MESSAGES.paymentSuccess);
  await expect(page).toHaveURL(ORDER_PAGE);
  const orderId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

  // The invoice number, the GST inside the total, and the PDF.
  const number = page.getByTestId('invoice-number');
  await expect(number).toHaveText(INVOICE_NUMBER);
  const invoiceNumber = (await number.textContent()) ?? '';
  const tax = page.getByTestId('order-tax');
  await expect(tax).toContainText('Includes GST at 18%');
  await expect(tax).toContainText('CGST 9%');
  await expect(tax).toContainText('SGST 9%');
  await expect(page.getByText('Maharashtra (27)', { exact: true })).toBeVisible();
  await expectAccessible(page, 'the paid order page');
  const invoiceFile = `Invoice-${invoiceNumber.replaceAll('/', '-')}.pdf`;
  const invoice = await downloadFrom(page, 'Download invoice (PDF)');
  expect(invoice.download.suggestedFilename()).toBe(invoiceFile);
  expect(invoice.head).toBe('%PDF-');

  // The receipt arrives with the same invoice attached.
  await expect
    .poll(
      async () =>
        (await mailsTo(student.email)).filter((mail) => mail.subject.startsWith('Your receipt')).length,
      {
        message: 'the receipt email',
      },
    )
    .toBe(1);
  const receipt = (await mailsTo(student.email)).find((mail) => mail.subject.startsWith('Your receipt'));
  expect(receipt?.subject).toBe(`Your receipt and tax invoice ${invoiceNumber}: ${COURSE.title}`);
  expect(receipt?.text).toContain(`/my-courses/orders/${orderId}`);
  expect(receipt?.attachments).toEqual([
    { filename: invoiceFile, contentType: 'application/pdf', size: expect.any(Number) },
  ]);

  // An admin refunds the order: the page says so and offers the credit note.
  const adminSession = await apiLogin(request, admin);
  const refunded = await request.post(`/api/admin/orders/${orderId}/refund`, {
    headers: { authorization: `Bearer ${adminSession.accessToken}` },
    data: { note: 'Asked within the refund window' },
  });
  expect(refunded.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'This order was refunded' })).toBeVisible();
  await expect(page.getByText(/^Refunded on \d{1,2} \w+ \d{4}; access removed\./)).toBeVisible();
  await expect(page.getByRole('link', { name: `Start learning: ${COURSE.title}` })).toHaveCount(0);
  const refunds = page.getByRole('region', { name: 'Refunds' });
  await expectAccessible(page, 'the refunded order page');
  await expect(refunds).toContainText(COURSE.price);
  await expect(refunds).toContainText('Refunded by the academy');
  const note = await downloadFrom(page, 'Download credit note');
  expect(note.download.suggestedFilename()).toMatch(/^Credit-note-CN-\d\d-\d\d-\d{5}\.pdf$/);
  expect(note.head).toBe('%PDF-');

  await expect
    .poll(
      async () =>
        (await mailsTo(student.email)).some((mail) => mail.subject === 'Your order has been refunded'),
      {
        message: 'the refund email',
      },
    )
    .toBe(true);
  const refundMail = (await mailsTo(student.email)).find(
    (mail) => mail.subject === 'Your order has been refunded',
  );
  expect(refundMail?.attachments.map((attachment) => attachment.filename)).toEqual([
    note.download.suggestedFilename(),
  ]);

  // Purchases still lists the order, marked refunded, with its invoice number and its page.
  await page.goto('/my-courses');
  const order = page
    .getByRole('region', { name: 'Orders' })
    .getByRole('link', { name: new RegExp(COURSE.title) });
  await expect(order).toContainText(`Invoice ${invoiceNumber}`);
  await expect(order).toContainText('Refunded');
  await order.click();
  await expect(page).toHaveURL(`/my-courses/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: 'This order was refunded' })).toBeVisible();
});
