import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useReturnFocus } from './use-return-focus';

/**
 * An opener and a dialog opened from state, as the checkout opens its sheet. The opener can be
 * kept disabled after the close (`busyAfterClose`), as Buy Now is until the checkout settles.
 */
function Screen({ busyAfterClose = false }: { busyAfterClose?: boolean }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const onCloseAutoFocus = useReturnFocus(open);
  const close = () => {
    setOpen(false);
    setBusy(busyAfterClose);
    // What Radix calls when the dialog's content unmounts.
    const event = new Event('closeautofocus', { cancelable: true });
    queueMicrotask(() => onCloseAutoFocus(event));
  };
  return (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setOpen(true);
        }}
      >
        Buy Now
      </button>
      <button type="button">Elsewhere</button>
      <button type="button" onClick={() => setBusy(false)}>
        Settle
      </button>
      {open && (
        <div role="dialog" aria-label="Checkout">
          <button type="button" onClick={close}>
            Close
          </button>
        </div>
      )}
    </>
  );
}

describe('useReturnFocus', () => {
  it('gives focus back to the opener when the dialog closes', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Buy Now' }));
  });

  it('waits for an opener still disabled at the close, and focuses it once it is enabled', async () => {
    const user = userEvent.setup();
    render(<Screen busyAfterClose />);
    const buyNow = screen.getByRole('button', { name: 'Buy Now' });
    await user.click(buyNow);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(buyNow).toHaveProperty('disabled', true);
    expect(document.activeElement).not.toBe(buyNow);
    // The checkout settles: not a user action, so no focus moves with it.
    act(() => screen.getByRole('button', { name: 'Settle' }).click());
    await act(() => Promise.resolve());
    expect(buyNow).toHaveProperty('disabled', false);
    expect(document.activeElement).toBe(buyNow);
  });

  it('leaves focus where the user moved it while the opener was still disabled', async () => {
    const user = userEvent.setup();
    render(<Screen busyAfterClose />);
    const buyNow = screen.getByRole('button', { name: 'Buy Now' });
    await user.click(buyNow);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    act(() => elsewhere.focus());
    act(() => screen.getByRole('button', { name: 'Settle' }).click());
    await act(() => Promise.resolve());
    expect(buyNow).toHaveProperty('disabled', false);
    expect(document.activeElement).toBe(elsewhere);
  });
});
