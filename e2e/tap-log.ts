import type { Page } from '@playwright/test';

/**
 * What a failed test's page did with the visitor's taps, attached to its report. A tap that
 * opened nothing (once, in a fresh clone's run, never again in a hundred targeted runs) can land
 * before the page hydrates, while the early-input recorder holds it, or on a control React has not
 * hydrated yet: the log says which, so the next such failure explains itself.
 */
export type TapRecord = {
  /** Milliseconds since the document started loading. */
  at: number;
  /** The tapped element: its tag and its name or first words. */
  target: string;
  /** The early-input recorder (inline/early-input.js) was still recording it. */
  recording: boolean | null;
  /** React had hydrated the nearest button (its props are on the element). */
  hydrated: boolean | null;
};

/**
 * A press (pointer down) and what became of it at its release: a browser fires no click when the
 * element pressed has left the page by then (drawn again under the finger), so a tap that the log
 * above never saw shows here, with the element it went to.
 */
export type PressRecord = {
  at: number;
  target: string;
  /** At the release: still in the page, gone from it, or not released yet. */
  atRelease: 'in the page' | 'gone from the page' | 'not released';
};

type TapLog = { taps: TapRecord[]; presses: PressRecord[] };

/**
 * A document the tab loaded, kept across its loads (sessionStorage): an empty tap log after a
 * click that was made says the page loaded again since, and this says how (a reload, a navigation).
 */
export type DocumentRecord = { url: string; navigation: string; at: string };

const DOCUMENTS_KEY = '__e2eDocuments';

declare global {
  interface Window {
    __e2eTaps?: TapLog;
    /** The app's recorder of early input (apps/web/src/lib/early-input.ts), as far as read here. */
    __earlyInput?: { recording: boolean; done: boolean; events: unknown[] };
    /** Why the page asked for the app's code (apps/web/inline/load-app-code.js). */
    __appCodeAskedFor?: 'load' | 'shell' | 'interaction' | 'timeout';
  }
}

/** Starts the log on every document of the page, before any of the app's scripts. */
export async function logTaps(page: Page): Promise<void> {
  await page.addInitScript((documentsKey) => {
    const log: TapLog = { taps: [], presses: [] };
    const describe = (element: Element) => {
      const named = element.closest('button') ?? element;
      const name = named.getAttribute('aria-label') ?? named.textContent ?? '';
      return `${named.tagName.toLowerCase()} "${name.trim().slice(0, 60)}"`;
    };
    let pressed: { element: Element; record: PressRecord } | null = null;
    window.addEventListener(
      'pointerdown',
      (event) => {
        if (!event.isTrusted || !(event.target instanceof Element)) return;
        const record: PressRecord = {
          at: Math.round(performance.now()),
          target: describe(event.target),
          atRelease: 'not released',
        };
        log.presses.push(record);
        pressed = { element: event.target, record };
      },
      true,
    );
    window.addEventListener(
      'pointerup',
      (event) => {
        if (!event.isTrusted || !pressed) return;
        pressed.record.atRelease = pressed.element.isConnected ? 'in the page' : 'gone from the page';
        pressed = null;
      },
      true,
    );
    window.__e2eTaps = log;
    try {
      const documents = JSON.parse(window.sessionStorage.getItem(documentsKey) ?? '[]') as DocumentRecord[];
      const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      documents.push({
        url: window.location.href,
        navigation: entry?.type ?? 'unknown',
        at: new Date().toISOString(),
      });
      window.sessionStorage.setItem(documentsKey, JSON.stringify(documents));
    } catch {
      // about:blank and sandboxed frames have no storage of their own.
    }
    // On the window, capturing: it hears a tap before the recorder (on the document) can stop it.
    window.addEventListener(
      'click',
      (event) => {
        if (!event.isTrusted || !(event.target instanceof Element)) return;
        const button = event.target.closest('button');
        log.taps.push({
          at: Math.round(performance.now()),
          target: describe(event.target),
          recording: window.__earlyInput?.recording ?? null,
          hydrated: button ? Object.keys(button).some((key) => key.startsWith('__reactProps$')) : null,
        });
      },
      true,
    );
  }, DOCUMENTS_KEY);
}

/** The page's tap log and the recorder's state now, as text for a report. */
export async function describeTaps(page: Page): Promise<string> {
  const state = await page
    .evaluate(
      (key) => ({
        url: window.location.href,
        taps: window.__e2eTaps?.taps ?? [],
        presses: window.__e2eTaps?.presses ?? [],
        documents: JSON.parse(window.sessionStorage.getItem(key) ?? '[]') as DocumentRecord[],
        earlyInput: window.__earlyInput
          ? {
              recording: window.__earlyInput.recording,
              done: window.__earlyInput.done,
              waiting: window.__earlyInput.events.length,
            }
          : null,
      }),
      DOCUMENTS_KEY,
    )
    .catch((error: unknown) => ({ unreadable: String(error) }));
  return JSON.stringify(state, null, 2);
}
