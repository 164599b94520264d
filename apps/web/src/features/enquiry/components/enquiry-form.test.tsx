import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EnquiryForm } from './enquiry-form';

/*
 * The enquiry form's state while it sends, moved here from the browser suite (issue 27).
 * e2e/enquiry.spec.ts keeps the journeys against the real server: sent and cleared, the
 * browser's checks and the focus they move, the server's 400.
 */

const enquiry = {
  name: 'Ishita Joshi',
  email: 'ishita.joshi@example.in',
  address: 'Flat 12, Laxmi Heights, Karve Road, Kothrud, Pune 411038',
  subject: 'Weekend batch for graphic design',
  message: 'Is there a Saturday-Sunday batch for Photoshop and Illustrator starting in January?',
};

/** The enquiry's answer, held until the test releases it; the bodies sent, in order. */
let release: () => void = () => undefined;
let bodies: unknown[] = [];
function answer(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  bodies.push(JSON.parse(String(init?.body)));
  return new Promise((resolve) => {
    release = () => resolve(Response.json({ success: true, message: 'Enquiry received.' }, { status: 201 }));
  });
}

function renderEnquiryForm() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <EnquiryForm />
    </QueryClientProvider>,
  );
}

describe('the enquiry form', () => {
  beforeEach(() => {
    bodies = [];
    vi.stubGlobal('fetch', vi.fn(answer));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('while the enquiry is sending the button is disabled and shows a spinner; then the form is cleared', async () => {
    const user = userEvent.setup({ delay: null });
    renderEnquiryForm();
    const fields: [string, string][] = [
      ['Full Name', enquiry.name],
      ['Email', enquiry.email],
      ['Address', enquiry.address],
      ['Subject', enquiry.subject],
      ['Message', enquiry.message],
    ];
    for (const [label, value] of fields) {
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    }
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Submit Query' });
    const form = screen.getByRole('form', { name: 'Enquiry For Offline Batches' });

    await user.click(submit);
    await waitFor(() => expect(submit.disabled).toBe(true));
    expect(submit.querySelector('.animate-spin')).not.toBeNull();
    expect(form.getAttribute('aria-busy')).toBe('true');
    // Phone is optional: the enquiry goes without it.
    expect(bodies).toEqual([{ ...enquiry, phone: '', gender: 'male' }]);

    release();
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect(submit.querySelector('.animate-spin')).toBeNull();
    expect(form.getAttribute('aria-busy')).toBe('false');
    expect(screen.getByLabelText<HTMLInputElement>('Full Name').value).toBe('');
  });
});
