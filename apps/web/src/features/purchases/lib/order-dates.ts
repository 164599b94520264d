import { ACADEMY } from '@academy/shared/academy';

/** Order times as the academy in Pune writes them: "24 Nov 2026, 12:06 pm". */
const orderDateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: ACADEMY.timeZone,
});

const orderDay = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: ACADEMY.timeZone,
});

export const formatOrderDateTime = (iso: string) => orderDateTime.format(new Date(iso));
export const formatOrderDay = (iso: string) => orderDay.format(new Date(iso));
