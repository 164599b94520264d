/** One thing the visitor did before hydration, as inline/early-input.js records it. */
export type EarlyEvent =
  /** A button, or a link marked `data-early-click` (its click does more than open its page). */
  | { kind: 'click'; target: HTMLButtonElement | HTMLAnchorElement }
  | { kind: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null }
  | {
      kind: 'value';
      target: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
      value: string;
      checked: boolean;
    };

export type EarlyInput = {
  /**
   * Until the replay, after the page has hydrated: what it records React never hears (the
   * recorder stops it), so nothing is answered twice.
   */
  recording: boolean;
  /** Replayed. */
  done: boolean;
  events: EarlyEvent[];
};

declare global {
  interface Window {
    __earlyInput?: EarlyInput;
  }
}

/**
 * Sets a field as the visitor left it and lets React's change handler see it. React remembers
 * the value it last saw on the element itself (a setter on the element), and fires onChange only
 * when the value differs from it: so the field is first set through that setter to something
 * else, then to the visitor's value through the prototype's setter, which React does not see.
 */
function replayValue(event: Extract<EarlyEvent, { kind: 'value' }>): void {
  const field = event.target;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.type === 'radio' && !event.checked) return;
    field.checked = !event.checked;
    // A click turns it back to the visitor's choice; React hears checkboxes by their clicks.
    field.click();
    return;
  }
  if (field instanceof HTMLSelectElement) {
    field.value = event.value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setValue) return;
  field.value = event.value === '' ? ' ' : '';
  setValue.call(field, event.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * How long a tap on a button the app has disabled since waits for it. The app disables a button
 * while it learns something the page's first render could not know (whether a signed-in student
 * owns the course behind Buy Now): one request. A tap older than this is no longer what the
 * visitor expects to happen.
 */
export const HELD_TAP_MS = 10_000;

/**
 * Resolves true once the button is enabled again, or false when the visitor has moved on (another
 * tap or a key; scrolling is not moving on), the button has left the page, or HELD_TAP_MS has passed.
 */
function whenEnabled(button: HTMLButtonElement): Promise<boolean> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!button.isConnected) finish(false);
      else if (!button.disabled) finish(true);
    });
    const timer = setTimeout(() => finish(false), HELD_TAP_MS);
    const movedOn = (event: Event) => {
      if (event.isTrusted) finish(false);
    };
    function finish(enabled: boolean) {
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('click', movedOn, true);
      document.removeEventListener('keydown', movedOn, true);
      resolve(enabled);
    }
    // The page's root, not the button: a button taken out of the page is seen leaving.
    observer.observe(button.ownerDocument, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    document.addEventListener('click', movedOn, true);
    document.addEventListener('keydown', movedOn, true);
  });
}

/**
 * The button the app drew in place of a tapped one as it hydrated, if there is exactly one with
 * the same words: a signed-in student's buy box swaps a visitor's section for their own, and the
 * tap was meant for what the button says, not for the element.
 */
function replacementOf(tapped: HTMLButtonElement | HTMLAnchorElement): HTMLButtonElement | null {
  const words = tapped.textContent?.trim() ?? '';
  if (!(tapped instanceof HTMLButtonElement) || words === '') return null;
  const alike = [...document.querySelectorAll<HTMLButtonElement>('#root button')].filter(
    (button) => button.textContent?.trim() === words,
  );
  return alike.length === 1 ? (alike[0] ?? null) : null;
}

/** The event, on the element the page has now: the same one, or a tapped button's replacement. */
function onThePage(event: EarlyEvent): EarlyEvent | null {
  if (event.target.isConnected) return event;
  if (event.kind !== 'click') return null;
  const replacement = replacementOf(event.target);
  return replacement ? { kind: 'click', target: replacement } : null;
}

function replayEvents(events: EarlyEvent[]): void {
  for (let next = events.shift(); next; next = events.shift()) {
    const event = onThePage(next);
    if (!event) continue;
    if (event.kind === 'click' && event.target instanceof HTMLButtonElement && event.target.disabled) {
      // Hydrated signed in, the page disables the button while it asks the server (Buy Now while
      // ownership loads): the tap, and what came after it, wait for the button. Given up, they are
      // dropped: what the visitor has done since speaks for them.
      void whenEnabled(event.target).then((enabled) => {
        if (!enabled) return;
        event.target.click();
        replayEvents(events);
      });
      return;
    }
    if (event.kind === 'value') replayValue(event);
    else if (event.kind === 'click') event.target.click();
    else if (event.submitter?.isConnected) event.target.requestSubmit(event.submitter);
    else event.target.requestSubmit();
  }
}

/**
 * Replays, in order, what the visitor did to the server-rendered page before React hydrated it,
 * and stops the recording. Called once the page has hydrated; a tap on a button the app has since
 * replaced goes to the one button with the same words (replacementOf), a field or button with no
 * such replacement is skipped, and a tap on a button the app has since disabled waits for it
 * (whenEnabled).
 */
export function replayEarlyInput(early: EarlyInput | undefined = window.__earlyInput): void {
  if (!early || early.done) return;
  early.recording = false;
  early.done = true;
  replayEvents(early.events.splice(0));
}

/** Whether the store's page area (its own Suspense boundary) will replay once it has hydrated. */
let pageReplays = false;

/**
 * The store's layout says so as its shell hydrates: its page hydrates later, in its own pass, and
 * a field or button of that page is React's only then. Replayed before, a value lands on a field
 * React has not seen and is lost (React hydrates the field as it hears the event, takes the typed
 * value for its own and then puts back its state's).
 */
export function replayWhenThePageIsIn(): void {
  pageReplays = true;
}

/** The root's replay, once the shell has hydrated: a page with the store's layout replays itself. */
export function replayUnlessThePageWill(): void {
  if (!pageReplays) replayEarlyInput();
}
