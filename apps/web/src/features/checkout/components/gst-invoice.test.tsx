import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GstInvoice, type GstInvoiceProps } from './gst-invoice';

/*
 * Issue 12's "GST invoice" section in a buy box. The server draws it for a visitor; just after
 * hydration the browser finds the student signed in. A browser fires no click when the element
 * pressed is replaced before the release, so the section must stay the same elements through
 * that switch, or a tap pressed as it happens is lost (a phone test lost it on a busy machine).
 */

const props = (signIn?: () => void): GstInvoiceProps => ({
  saved: undefined,
  draft: null,
  onDraft: () => undefined,
  attention: 0,
  signIn,
});

describe('the GST invoice section', () => {
  it("asks a visitor to sign in, and opens the student's form, from the same button", async () => {
    const user = userEvent.setup();
    const signIn = vi.fn();
    const { rerender } = render(<GstInvoice {...props(signIn)} />);
    const visitorsButton = screen.getByRole('button', { name: 'Change / Add GSTIN' });
    expect(screen.getByTestId('place-of-supply').textContent).toBe('Place of supply: Maharashtra');

    await user.click(visitorsButton);
    expect(signIn).toHaveBeenCalledTimes(1);

    // The browser finds the student signed in: the section is not drawn again.
    rerender(<GstInvoice {...props()} />);
    const studentsButton = screen.getByRole('button', { name: 'Change / Add GSTIN' });
    expect(studentsButton).toBe(visitorsButton);

    await user.click(studentsButton);
    expect((await screen.findByLabelText('GSTIN (optional)')).tagName).toBe('INPUT');
    const opened = screen.getByRole('button', { name: 'Change / Add GSTIN' });
    expect(opened.getAttribute('aria-expanded')).toBe('true');
    expect(signIn).toHaveBeenCalledTimes(1);
  });
});
