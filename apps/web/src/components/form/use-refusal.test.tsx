import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { RefusalAlert } from './refusal-alert';
import { useRefusal } from './use-refusal';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** A password form whose pretend server refuses every submit with `refusal`. */
function PasswordLike({ refusal }: { refusal: unknown }) {
  const form = useRefusal(FIELDS);
  const [values, setValues] = useState({ currentPassword: '', newPassword: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.clear();
    form.refused(refusal, 'Your password was not changed. Please try again.');
  };
  return (
    <form onSubmit={submit} aria-label="Change password">
      {FIELDS.map((name) => (
        <TextField
          key={name}
          label={name === 'currentPassword' ? 'Current password' : 'New password'}
          name={name}
          value={values[name]}
          error={form.onField(name)}
          onChange={(event) => {
            setValues((current) => ({ ...current, [name]: event.target.value }));
            form.changed(name);
          }}
        />
      ))}
      <RefusalAlert message={form.onForm} />
      <button type="submit">Change password</button>
    </form>
  );
}

describe('useRefusal', () => {
  it('puts a refusal that names a field under it, focuses it, and takes it away once the field changes', async () => {
    const user = userEvent.setup();
    render(<PasswordLike refusal={new ApiError(400, 'Current password is incorrect.', 'currentPassword')} />);
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    const current = screen.getByLabelText('Current password');
    const message = () => screen.queryByText('Current password is incorrect.');
    expect(document.activeElement).toBe(current);
    expect(current.getAttribute('aria-describedby')).toBe(message()?.id);
    expect(screen.queryByRole('alert')).toBeNull();

    // Typing elsewhere leaves it; typing in the field takes it away.
    await user.type(screen.getByLabelText('New password'), 'x');
    expect(message()).not.toBeNull();
    await user.type(current, 'y');
    expect(message()).toBeNull();
  });

  it('keeps a refusal about the whole form above its button until the next submit', async () => {
    const user = userEvent.setup();
    render(<PasswordLike refusal={new ApiError(429, 'Too many attempts. Try again in an hour.')} />);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Try again in an hour.');
    await user.type(screen.getByLabelText('Current password'), 'x');
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Try again in an hour.');
  });

  it('says the form was not saved when the failure is not the server’s words (offline)', async () => {
    const user = userEvent.setup();
    render(<PasswordLike refusal={new TypeError('Failed to fetch')} />);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByRole('alert').textContent).toBe('Your password was not changed. Please try again.');
  });
});
