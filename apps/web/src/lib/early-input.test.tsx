import { act, type FormEvent, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { drawnByTheServer } from '@/dom-test-server-page';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HELD_TAP_MS, replayEarlyInput } from './early-input';

type Sent = { query: string; level: string; gender: string; agreed: boolean };

/** A form of every kind of field, controlled as the store's forms are. */
function SearchForm({ onSend, onMore }: { onSend: (sent: Sent) => void; onMore: () => void }) {
  const [query, setQuery] = useState('');
  const [level, setLevel] = useState('');
  const [gender, setGender] = useState('');
  const [agreed, setAgreed] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend({ query, level, gender, agreed });
  };
  return (
    <form onSubmit={submit}>
      <input aria-label="Query" value={query} onChange={(event) => setQuery(event.target.value)} />
      <select aria-label="Level" value={level} onChange={(event) => setLevel(event.target.value)}>
        <option value="">Any level</option>
        <option value="beginner">Beginner</option>
      </select>
      {['male', 'female'].map((value) => (
        <input
          key={value}
          type="radio"
          name="gender"
          aria-label={value}
          value={value}
          checked={gender === value}
          onChange={() => setGender(value)}
        />
      ))}
      <input
        type="checkbox"
        aria-label="Agree"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      <button type="button" onClick={onMore}>
        More
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

let root: Root | undefined;
beforeAll(() => {
  // Tells React that the test drives it with act(), as Testing Library's render does.
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  delete window.__earlyInput;
});

/** The server's HTML with the recorder running, before any of the app's code. */
function serverRendered(onSend: (sent: Sent) => void, onMore: () => void) {
  const app = <SearchForm onSend={onSend} onMore={onMore} />;
  const container = drawnByTheServer(app);
  const field = <T extends Element>(selector: string) => container.querySelector(selector) as T;
  return { app, container, field };
}

function type(field: HTMLInputElement | HTMLSelectElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

describe('replayEarlyInput', () => {
  it('gives the hydrated app every field, tap and submit the visitor made before it', async () => {
    const sent: Sent[] = [];
    let more = 0;
    const { app, container, field } = serverRendered(
      (value) => sent.push(value),
      () => (more += 1),
    );

    type(field('[aria-label="Query"]'), 'typography');
    type(field('[aria-label="Level"]'), 'beginner');
    field<HTMLInputElement>('[aria-label="female"]').click();
    field<HTMLInputElement>('[aria-label="Agree"]').click();
    field<HTMLButtonElement>('button[type="button"]').click();
    const submit = new SubmitEvent('submit', {
      bubbles: true,
      cancelable: true,
      submitter: field<HTMLButtonElement>('button[type="submit"]'),
    });
    field('form').dispatchEvent(submit);
    // The form did not submit itself: the recorder held it for the app.
    expect(submit.defaultPrevented).toBe(true);
    expect(sent).toEqual([]);

    await act(async () => {
      root = hydrateRoot(container, app);
    });
    act(() => replayEarlyInput());

    expect(more).toBe(1);
    expect(sent).toEqual([{ query: 'typography', level: 'beginner', gender: 'female', agreed: true }]);
    expect(field<HTMLInputElement>('[aria-label="Query"]').value).toBe('typography');
    expect(window.__earlyInput?.done).toBe(true);
  });

  it('keeps from React what it records until the replay, and replays nothing twice', async () => {
    const sent: Sent[] = [];
    const { app, container, field } = serverRendered(
      (value) => sent.push(value),
      () => undefined,
    );
    const send = () =>
      act(() => field('form').dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true })));
    send();
    await act(async () => {
      root = hydrateRoot(container, app);
    });
    // Between hydrateRoot and the replay, a submit is held for the replay: React does not hear it.
    send();
    expect(sent).toEqual([]);

    act(() => replayEarlyInput());
    expect(sent).toHaveLength(2);
    act(() => replayEarlyInput());
    send();

    expect(sent).toHaveLength(3);
    expect(window.__earlyInput?.events).toEqual([]);
  });

  describe('a tap on a button the app disabled as it hydrated (Buy Now while ownership loads)', () => {
    /** Buy Now as the course page renders it: disabled while the ownership is asked. */
    function BuyBlock({ asking, owned, onBuy }: { asking: boolean; owned: boolean; onBuy: () => void }) {
      return owned ? (
        <a href="/course-progress">Go To Course</a>
      ) : (
        <button type="button" disabled={asking} onClick={onBuy}>
          Buy Now
        </button>
      );
    }

    async function tappedEarly() {
      const bought = vi.fn();
      const page = (asking: boolean, owned = false) => (
        <BuyBlock asking={asking} owned={owned} onBuy={bought} />
      );
      const container = drawnByTheServer(page(false));
      (container.querySelector('button') as HTMLButtonElement).click();
      await act(async () => {
        root = hydrateRoot(container, page(false));
      });
      // Signed in, the page asks the server whether the student owns the course.
      act(() => root?.render(page(true)));
      return {
        bought,
        show: (asking: boolean, owned?: boolean) => act(() => root?.render(page(asking, owned))),
      };
    }

    it('waits for the button, and is made once it is enabled again', async () => {
      const { bought, show } = await tappedEarly();
      act(() => replayEarlyInput());
      expect(bought).not.toHaveBeenCalled();

      await show(false);
      await act(async () => undefined);
      expect(bought).toHaveBeenCalledTimes(1);
    });

    it(`is dropped after ${HELD_TAP_MS} ms`, async () => {
      vi.useFakeTimers();
      try {
        const { bought, show } = await tappedEarly();
        act(() => replayEarlyInput());
        await act(async () => vi.advanceTimersByTimeAsync(HELD_TAP_MS));
        await show(false);
        await act(async () => undefined);
        expect(bought).not.toHaveBeenCalled();
      } finally {
        vi.useRealTimers();
      }
    });
  });

  it("gives a tap to the button the app drew in the tapped one's place (a signed-in student's buy box)", async () => {
    const opened = vi.fn();
    /** A visitor's section and a student's draw the same button from different components. */
    const VisitorSection = () => <button type="button">Change / Add GSTIN</button>;
    const StudentSection = () => (
      <button type="button" onClick={opened}>
        Change / Add GSTIN
      </button>
    );
    const page = (student: boolean) => <main>{student ? <StudentSection /> : <VisitorSection />}</main>;
    const container = drawnByTheServer(page(false));
    const tapped = container.querySelector('button') as HTMLButtonElement;
    tapped.click();

    await act(async () => {
      root = hydrateRoot(container, page(false));
    });
    act(() => root?.render(page(true)));
    expect(tapped.isConnected).toBe(false);
    act(() => replayEarlyInput());

    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('keeps a tap on a link marked data-early-click for the app, which then opens it', async () => {
    const remembered = vi.fn();
    const opened = vi.fn();
    const app = (
      <nav>
        <a
          href="#hi"
          data-early-click
          onClick={(event) => {
            remembered();
            // jsdom does not navigate: what the browser would do next is counted here.
            event.preventDefault();
            opened();
          }}
        >
          हिन्दी
        </a>
      </nav>
    );
    const container = drawnByTheServer(app);
    const link = container.querySelector('a') as HTMLAnchorElement;
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(tap);
    // Not opened without the app: the recorder held it.
    expect(tap.defaultPrevented).toBe(true);

    await act(async () => {
      root = hydrateRoot(container, app);
    });
    expect(remembered).not.toHaveBeenCalled();
    act(() => replayEarlyInput());

    expect(remembered).toHaveBeenCalledTimes(1);
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
