/*
 * When the store offers to be installed (issue 32): never on a first visit's screens, but from
 * the second visit on, or once the student has bought something; never on the pages where the
 * next step of buying must stay in view; and not again once declined.
 */

/** localStorage: how many visits (browser sessions) this browser has made to the store. */
const VISITS_KEY = 'storeVisits';
/** sessionStorage: this session is counted already. */
const COUNTED_KEY = 'storeVisitCounted';
/** localStorage: the student bought something in this browser. */
const BOUGHT_KEY = 'storeBought';
/** localStorage: the student said "Not now", or the browser's own prompt was declined. */
const DECLINED_KEY = 'installDeclined';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Without storage the store simply never counts a second visit.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

/** Counts this visit, once per browser session. */
export function countVisit(): void {
  if (read(session, COUNTED_KEY) === 'true') return;
  write(session, COUNTED_KEY, 'true');
  write(local, VISITS_KEY, String(Number(read(local, VISITS_KEY) ?? '0') + 1));
}

export const rememberPurchase = () => write(local, BOUGHT_KEY, 'true');
export const rememberDeclined = () => write(local, DECLINED_KEY, 'true');

/** Whether the offer is due now: the second visit or a purchase, and never declined. */
export const installOfferDue = (): boolean =>
  read(local, DECLINED_KEY) !== 'true' &&
  (Number(read(local, VISITS_KEY) ?? '0') >= 2 || read(local, BOUGHT_KEY) === 'true');
