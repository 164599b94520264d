import { type FormEvent, type ReactNode, startTransition, Suspense, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { drawnByTheServer } from '@/dom-test-server-page';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { ReplayEarlyInput, ReplayWhenPageIsIn, usePageReplays } from './replay-early-input';

/** A controlled form, as the store's pages have. */
function Page({ onSend }: { onSend: (name: string) => void }) {
  const [name, setName] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend(name);
  };
  return (
    <form onSubmit={send}>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <button type="submit">Send</button>
    </form>
  );
}

/** The store layout's shape: a shell, and the page in its own Suspense boundary. */
function Layout({ children }: { children: ReactNode }) {
  usePageReplays();
  return (
    <main>
      <Suspense fallback={<p>Loading</p>}>
        <ReplayWhenPageIsIn>{children}</ReplayWhenPageIsIn>
      </Suspense>
    </main>
  );
}

let root: Root | undefined;
beforeAll(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
});
afterEach(() => {
  root?.unmount();
  document.body.innerHTML = '';
  delete window.__earlyInput;
});

it("hands the replay from the root to the store layout's page, which replays once it has hydrated", async () => {
  const sent: string[] = [];
  const app = (
    <ReplayEarlyInput>
      <Layout>
        <Page onSend={(name) => sent.push(name)} />
      </Layout>
    </ReplayEarlyInput>
  );
  const container = drawnByTheServer(app);
  const field = container.querySelector('input') as HTMLInputElement;
  field.value = 'Ishita Joshi';
  field.dispatchEvent(new Event('input', { bubbles: true }));
  container
    .querySelector('form')
    ?.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));

  // As main.tsx hydrates, with React's own scheduling (no act()): the shell's pass, then the page's.
  startTransition(() => {
    root = hydrateRoot(container, app);
  });

  await vi.waitFor(() => expect(window.__earlyInput?.done).toBe(true));
  await vi.waitFor(() => expect(sent).toHaveLength(1));
  expect(sent).toEqual(['Ishita Joshi']);
  expect(field.value).toBe('Ishita Joshi');
  expect(window.__earlyInput?.done).toBe(true);
});
