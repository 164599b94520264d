import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { type ReactNode, useEffect, useRef, useState } from 'react';
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

/**
 * Buy Now, disabled while the order is made (so focus is on the body), and then the dialog whose
 * code came late, named its opener; answers Buy Now.
 */
function openLate(dialog: (opener: HTMLElement) => ReactNode): HTMLElement {
  const { rerender } = render(
    <button type="button" disabled>
      Buy Now
    </button>,
  );
  const buyNow = screen.getByRole('button', { name: 'Buy Now' });
  expect(document.activeElement).toBe(document.body);
  rerender(
    <>
      <button type="button">Buy Now</button>
      {dialog(buyNow)}
    </>,
  );
  return buyNow;
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

  it('gives focus back to the control its opener names, though the dialog mounted after that control turned busy', async () => {
    // The checkout's sheet, whose code arrives after Buy Now was disabled (focus is on the body
    // by then): the checkout names Buy Now, taken before it turned busy.
    function LateDialog({ openedBy }: { openedBy: HTMLElement }) {
      const [open, setOpen] = useState(true);
      const onCloseAutoFocus = useReturnFocus(open, openedBy);
      const close = () => {
        setOpen(false);
        queueMicrotask(() => onCloseAutoFocus(new Event('closeautofocus', { cancelable: true })));
      };
      return open ? (
        <div role="dialog" aria-label="Checkout">
          <button type="button" onClick={close}>
            Close
          </button>
        </div>
      ) : null;
    }
    const user = userEvent.setup();
    const buyNow = openLate((opener) => <LateDialog openedBy={opener} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await act(() => Promise.resolve());
    expect(document.activeElement).toBe(buyNow);
  });

  it('gives focus back to the named control though the render that closes the dialog no longer names it', async () => {
    // The checkout forgets its sheet as it closes, the control that opened it with it, and Radix
    // calls the close handler of that last render: here, an effect after it.
    function Checkout({ buyNow }: { buyNow: HTMLElement }) {
      const [returnTo, setReturnTo] = useState<HTMLElement | null>(buyNow);
      const onCloseAutoFocus = useReturnFocus(returnTo !== null, returnTo);
      const closing = useRef(false);
      useEffect(() => {
        if (!closing.current) return;
        closing.current = false;
        onCloseAutoFocus(new Event('closeautofocus', { cancelable: true }));
      });
      const close = () => {
        closing.current = true;
        setReturnTo(null);
      };
      return returnTo ? (
        <div role="dialog" aria-label="Checkout">
          <button type="button" onClick={close}>
            Close
          </button>
        </div>
      ) : null;
    }
    const user = userEvent.setup();
    const buyNow = openLate((opener) => <Checkout buyNow={opener} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(buyNow);
  });
});
