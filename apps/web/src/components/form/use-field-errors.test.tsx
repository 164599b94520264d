import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from '@/components/ui/text-field';
import { useFieldErrors } from './use-field-errors';

const messages = {
  name: { valueMissing: 'Enter your full name.' },
  email: {
    valueMissing: 'Enter your email address.',
    typeMismatch: 'Enter an email address like name@example.com.',
  },
};

/** The enquiry form's way: the markup's own rules (required, type="email"), shown under each field. */
function EnquiryLike() {
  const { errors, formProps } = useFieldErrors(messages);
  const [sent, setSent] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(true);
      }}
      {...formProps}
    >
      <TextField label="Full name" name="name" required error={errors.name} />
      <TextField label="Email" name="email" type="email" required error={errors.email} />
      <button type="submit">Send</button>
      {sent && <p>Sent</p>}
    </form>
  );
}

describe('useFieldErrors', () => {
  it('leaves an empty field alone when it is left, but not a wrong value', async () => {
    const user = userEvent.setup();
    render(<EnquiryLike />);
    await user.click(screen.getByRole('textbox', { name: 'Full name' }));
    await user.tab();
    expect(screen.queryByText('Enter your full name.')).toBeNull();
    // Not when it is left for the submit button: the submit checks it anyway.
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha');
    await user.tab();
    expect(screen.queryByText('Enter an email address like name@example.com.')).toBeNull();
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    await user.tab({ shift: true });
    expect(screen.getByText('Enter an email address like name@example.com.')).toBeTruthy();
  });

  it('on submit shows every message, focuses the first field that needs attention and sends nothing', async () => {
    const user = userEvent.setup();
    render(<EnquiryLike />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Enter your full name.')).toBeTruthy();
    expect(screen.getByText('Enter your email address.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Full name' }));
    expect(screen.queryByText('Sent')).toBeNull();

    // Corrected, a message goes as it is typed.
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Asha');
    expect(screen.queryByText('Enter your full name.')).toBeNull();
  });
});
