import { fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GiftDialog } from './gift-dialog';

/*
 * Issue 31: the gift form asks for the recipient's name and address, names what is missing under
 * each field, and hands the gift on trimmed: a message only when there is one, a day only when
 * the buyer chose to deliver on one.
 */

/** What a screen reader reads after the field's name: its hint and error. */
const descriptionOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

const renderForm = () => {
  const onSubmit = vi.fn();
  render(
    <GiftDialog open onOpenChange={() => undefined} title="Type Design" price={1499} onSubmit={onSubmit} />,
  );
  return { onSubmit, pay: screen.getByRole('button', { name: 'Pay ₹1,499 for the gift' }) };
};

describe('the gift form', () => {
  it('names the missing fields under them and sends nothing', async () => {
    const user = userEvent.setup();
    const { onSubmit, pay } = renderForm();
    await user.click(pay);
    expect(descriptionOf(screen.getByLabelText('Their name'))).toBe('Enter their name.');
    expect(descriptionOf(screen.getByLabelText('Their email address'))).toBe(
      'They claim the gift by signing in, or signing up, with this address. Enter their email address.',
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Their name'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands on the gift for now, trimmed, without an empty message', async () => {
    const user = userEvent.setup();
    const { onSubmit, pay } = renderForm();
    await user.type(screen.getByLabelText('Their name'), '  Meera Joshi ');
    await user.type(screen.getByLabelText('Their email address'), 'meera@example.com');
    await user.type(screen.getByLabelText('A message for them (optional)'), '   ');
    await user.click(pay);
    expect(onSubmit).toHaveBeenCalledWith({
      recipientName: 'Meera Joshi',
      recipientEmail: 'meera@example.com',
    });
  });

  it('hands on the day chosen, and counts what is left of the message', async () => {
    const user = userEvent.setup();
    const { onSubmit, pay } = renderForm();
    await user.type(screen.getByLabelText('Their name'), 'Meera');
    await user.type(screen.getByLabelText('Their email address'), 'meera@example.com');
    await user.type(screen.getByLabelText('A message for them (optional)'), 'Happy Diwali');
    expect(screen.queryByText('488 characters left')).not.toBeNull();
    await user.click(screen.getByLabelText('On a day you choose'));
    const day = screen.getByLabelText('Day');
    fireEvent.change(day, { target: { value: day.getAttribute('max') } });
    await user.click(pay);
    expect(onSubmit).toHaveBeenCalledWith({
      recipientName: 'Meera',
      recipientEmail: 'meera@example.com',
      message: 'Happy Diwali',
      deliverOn: day.getAttribute('max'),
    });
  });
});
