import { SERVER_MESSAGES } from '@academy/shared/messages';
import type { Locator, Page } from '@playwright/test';
import { expect, expectToastShown, test } from './fixtures';

const ENQUIRY_PATH = '/api/enquiries';

const enquiry = {
  name: 'Ishita Joshi',
  email: 'ishita.joshi@example.in',
  phone: '+91 98220 45678',
  address: 'Flat 12, Laxmi Heights, Karve Road, Kothrud, Pune 411038',
  subject: 'Weekend batch for graphic design',
  message:
    'I work weekdays. Is there a Saturday-Sunday batch for Photoshop and Illustrator starting in January?',
};

const form = (page: Page) => page.getByRole('form', { name: 'Enquiry For Offline Batches' });

const fields = (page: Page) => {
  const scope = form(page);
  return {
    name: scope.getByLabel('Full Name'),
    email: scope.getByLabel('Email'),
    phone: scope.getByLabel('Phone (optional)'),
    address: scope.getByLabel('Address'),
    subject: scope.getByLabel('Subject'),
    male: scope.getByRole('radio', { name: 'Male', exact: true }),
    female: scope.getByRole('radio', { name: 'Female', exact: true }),
    message: scope.getByLabel('Message'),
    submit: scope.getByRole('button', { name: 'Submit Query' }),
  };
};

async function fillEnquiry(page: Page, values: Partial<typeof enquiry> & { gender?: 'male' | 'female' }) {
  const field = fields(page);
  for (const key of ['name', 'email', 'phone', 'address', 'subject', 'message'] as const) {
    const value = values[key];
    if (value !== undefined) await field[key].fill(value);
  }
  if (values.gender) await field[values.gender].check();
}

/** Counts the enquiry requests the page sends. */
function countEnquiryRequests(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === ENQUIRY_PATH) sent.push(request.method());
  });
  return sent;
}

const isMissing = (locator: Locator) =>
  locator.evaluate((element: HTMLInputElement | HTMLTextAreaElement) => element.validity.valueMissing);

// The button's state while an enquiry is sending is a jsdom test beside the form
// (features/enquiry/components/enquiry-form.test.tsx).
test.describe('enquiry for offline batches', () => {
  test('a complete enquiry is sent, confirmed with the server message, and the form is cleared', async ({
    page,
  }) => {
    await page.goto('/student-enquiry');
    await expect(page.getByRole('heading', { name: 'Enquiry For Offline Batches', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Enquiry For Offline Batches · /);
    const aside = page.getByRole('complementary', { name: 'About offline batches' });
    await expect(aside).toContainText('Pune');

    // Issue 28: no one has to pick an answer that is not theirs; one is still required (SPEC §5).
    const answers = form(page).getByRole('group', { name: 'Gender' }).getByRole('radio');
    await expect(answers).toHaveCount(4);
    for (const name of ['Male', 'Female', 'Other', 'Prefer not to say']) {
      await expect(answers.and(page.getByRole('radio', { name, exact: true }))).toBeVisible();
    }
    await fillEnquiry(page, { ...enquiry, gender: 'female' });
    const field = fields(page);
    await expect(field.email).toHaveAttribute('type', 'email');

    const requestPromise = page.waitForRequest(
      (request) => new URL(request.url()).pathname === ENQUIRY_PATH && request.method() === 'POST',
    );
    await field.submit.click();
    const request = await requestPromise;
    expect(request.postDataJSON()).toEqual({ ...enquiry, gender: 'female' });

    await expectToastShown(page, SERVER_MESSAGES.enquiryReceived);
    for (const key of ['name', 'email', 'phone', 'address', 'subject', 'message'] as const) {
      await expect(field[key]).toHaveValue('');
    }
    await expect(field.male).not.toBeChecked();
    await expect(field.female).not.toBeChecked();
    await expect(field.submit).toBeEnabled();
  });

  test('the browser blocks an enquiry with a required field missing, and nothing is sent; phone is optional', async ({
    page,
  }) => {
    const sent = countEnquiryRequests(page);
    await page.goto('/student-enquiry');
    const field = fields(page);

    // Every field but the subject, which the browser must ask for.
    await fillEnquiry(page, { ...enquiry, subject: undefined, gender: 'male' });
    await field.submit.click();
    await expect(field.subject).toBeFocused();
    expect(await isMissing(field.subject)).toBe(true);
    await expect(form(page).locator(':invalid')).toHaveCount(1);

    // Subject given, but no gender chosen.
    await page.reload();
    await fillEnquiry(page, enquiry);
    await field.submit.click();
    await expect(field.male).toBeFocused();
    expect(await isMissing(field.male)).toBe(true);

    // An address that is not an email at all.
    await field.female.check();
    await field.email.fill('ishita.joshi');
    await field.submit.click();
    await expect(field.email).toBeFocused();
    expect(await field.email.evaluate((element: HTMLInputElement) => element.validity.typeMismatch)).toBe(
      true,
    );

    expect(sent).toEqual([]);
    await expect(page.getByRole('alert')).toHaveCount(0);

    // Every required field right, and no phone: the server takes it.
    await field.email.fill(enquiry.email);
    await field.phone.fill('');
    await field.submit.click();
    // Issue 28: with no number, the counsellor is promised to write, not to call.
    await expectToastShown(page, SERVER_MESSAGES.enquiryReceivedByEmail);
    expect(sent).toEqual(['POST']);
    await expect(field.name).toHaveValue('');
  });

  test("the server's 400 is shown as an error toast, and the form keeps what was typed", async ({
    page,
    allowFailedResponse,
  }) => {
    allowFailedResponse(400, ENQUIRY_PATH);
    await page.goto('/student-enquiry');
    // The browser accepts an address without a dot in its domain; the server does not.
    await fillEnquiry(page, { ...enquiry, email: 'ishita@localhost', gender: 'female' });
    const response = page.waitForResponse((r) => new URL(r.url()).pathname === ENQUIRY_PATH);
    await fields(page).submit.click();
    expect((await response).status()).toBe(400);

    await expectToastShown(page, 'email must be a valid email address', { kind: 'error' });
    await expect(fields(page).email).toHaveValue('ishita@localhost');
    await expect(fields(page).subject).toHaveValue(enquiry.subject);
  });
});
