import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetAppOffers, type InstallPrompt, makeAppOffer } from '@/lib/app-offers';
import { countVisit } from '@/lib/install-offer';
import { AppOffers } from './app-offers';

/*
 * Issue 32: what the store offers about itself over the page's bottom. A new release that waits is
 * offered at once; installing the store only from the second visit or after a purchase, never on
 * a buying page, and not again once declined.
 */

const UPDATE = 'A new version of the store is available';
const INSTALL = 'Add Kalakriti to your home screen';

/** A page of the store at `url`, with a link-less way to move (the test's `go`). */
function open(url: string) {
  let go: (to: string) => void = () => undefined;
  function Mover() {
    const navigate = useNavigate();
    go = (to) => void navigate(to);
    return null;
  }
  render(
    <MemoryRouter initialEntries={[url]}>
      <Mover />
      <Routes>
        <Route path="*" element={<AppOffers />} />
      </Routes>
    </MemoryRouter>,
  );
  return { go: (to: string) => act(() => go(to)) };
}

/** Chromium's install prompt, whose dialog the student answers with `outcome`. */
function installPrompt(outcome: 'accepted' | 'dismissed') {
  const prompt = vi.fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt'), {
    prompt,
    userChoice: Promise.resolve({ outcome }),
  }) as InstallPrompt;
  return { event, prompt };
}

const offer = (name: string) => screen.queryByRole('region', { name });
const offered = (prompt: InstallPrompt) => act(() => makeAppOffer({ kind: 'install', prompt }));

/** Until the offers' chunk has come (with its words), none can show: wait for it, and for React to render with it. */
const barLoaded = () =>
  act(async () => {
    await (await import('./app-offer-bar')).installWordsReady();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

/** A later visit: a new browser session of the same browser. */
function newVisit() {
  window.sessionStorage.clear();
  countVisit();
}

/** On the next visit's first page, Chromium offers again and the store does not. */
async function expectNoOfferNextVisit() {
  cleanup();
  newVisit();
  open('/all-courses');
  offered(installPrompt('accepted').event);
  await barLoaded();
  expect(offer(INSTALL)).toBeNull();
}

describe('the store’s offers over the page’s bottom', () => {
  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    forgetAppOffers();
  });

  it('shows an offer made before the page had hydrated', async () => {
    newVisit();
    newVisit();
    // Chromium's offer can come while the page is still hydrating, before the bar listens.
    makeAppOffer({ kind: 'install', prompt: installPrompt('accepted').event });
    open('/all-courses');
    await barLoaded();
    expect(offer(INSTALL)).not.toBeNull();
  });

  it('offers a waiting release, and takes it with one press', async () => {
    const user = userEvent.setup();
    open('/');
    expect(offer(UPDATE)).toBeNull();
    const takeUpdate = vi.fn();
    act(() => makeAppOffer({ kind: 'update', takeUpdate }));
    const bar = await screen.findByRole('region', { name: UPDATE });
    expect(bar.textContent).toContain(
      'The store was updated while this tab was open. Reload to carry on: your cart and your sign-in stay as they are.',
    );
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(takeUpdate).toHaveBeenCalledTimes(1);
    expect(
      (screen.getByRole('button', { name: 'Loading the new version of the store' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('does not offer to install on a first visit', async () => {
    countVisit();
    const first = installPrompt('accepted');
    open('/all-courses');
    offered(first.event);
    await barLoaded();
    expect(offer(INSTALL)).toBeNull();
  });

  it('offers to install from the second visit, not on the cart, and opens Chromium’s dialog once pressed', async () => {
    const user = userEvent.setup();
    countVisit();
    newVisit();
    const { event, prompt } = installPrompt('accepted');
    const { go } = open('/my-cart');
    offered(event);
    await barLoaded();
    go('/all-courses');
    const bar = await screen.findByRole('region', { name: INSTALL });
    expect(bar.textContent).toContain(
      'It opens like an app, straight to your courses, and the pages you have opened work without the internet.',
    );
    go('/my-cart');
    expect(offer(INSTALL)).toBeNull();
    go('/');
    await user.click(await screen.findByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(offer(INSTALL)).toBeNull();
  });

  it('offers to install after a purchase on a first visit, from the page after the order', async () => {
    countVisit();
    const { event } = installPrompt('accepted');
    const { go } = open('/my-courses/orders/order-1');
    offered(event);
    await barLoaded();
    expect(offer(INSTALL)).toBeNull();
    go('/my-courses');
    expect(await screen.findByRole('region', { name: INSTALL })).not.toBeNull();
  });

  it('does not offer again once declined with Not now', async () => {
    const user = userEvent.setup();
    countVisit();
    newVisit();
    const notNow = installPrompt('accepted');
    open('/');
    offered(notNow.event);
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(offer(INSTALL)).toBeNull();
    expect(notNow.prompt).not.toHaveBeenCalled();
    await expectNoOfferNextVisit();
  });

  it('does not offer again once declined in Chromium’s dialog', async () => {
    const user = userEvent.setup();
    countVisit();
    newVisit();
    const declined = installPrompt('dismissed');
    open('/');
    offered(declined.event);
    await user.click(await screen.findByRole('button', { name: 'Install' }));
    expect(declined.prompt).toHaveBeenCalledTimes(1);
    await act(() => declined.event.userChoice);
    await expectNoOfferNextVisit();
  });
});
