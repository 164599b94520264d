import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UPDATE_WAITING, type UpdateWaiting } from '@/service-worker/protocol';
import { UpdateOffer } from './update-offer';

/* Issue 32: a new release's worker waits until the student takes it. */

const offer = () => screen.queryByRole('region', { name: 'A new version of the store is available' });

describe('the offer of a new release', () => {
  it('is not there until a release waits, then says so and takes it with one press', async () => {
    const user = userEvent.setup();
    render(<UpdateOffer />);
    expect(offer()).toBeNull();

    const takeUpdate = vi.fn();
    act(() => {
      window.dispatchEvent(new CustomEvent<UpdateWaiting>(UPDATE_WAITING, { detail: { takeUpdate } }));
    });
    expect(
      (await screen.findByRole('region', { name: 'A new version of the store is available' })).textContent,
    ).toContain(
      'The store was updated while this tab was open. Reload to carry on: your cart and your sign-in stay as they are.',
    );
    await user.click(screen.getByRole('button', { name: 'Reload' }));

    expect(takeUpdate).toHaveBeenCalledTimes(1);
    const loading = screen.getByRole('button', { name: 'Loading the new version of the store' });
    expect((loading as HTMLButtonElement).disabled).toBe(true);
  });
});
