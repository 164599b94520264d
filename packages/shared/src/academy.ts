/** The academy's public details: footer, payment dialog, certificates. */
export const ACADEMY = {
  name: 'Kalakriti Design Academy',
  shortName: 'Kalakriti',
  /** Pune's time: dates on certificates, orders and the admin's reports are Indian calendar days. */
  timeZone: 'Asia/Kolkata',
  phone: '+91 20 4860 2210',
  email: 'hello@kalakriti.academy',
  address: {
    line1: '3rd Floor, Sai Prestige, Fergusson College Road',
    line2: 'Shivajinagar, Pune, Maharashtra 411004',
  },
  social: {
    instagram: 'https://www.instagram.com/kalakriti.academy',
    youtube: 'https://www.youtube.com/@kalakriti.academy',
    linkedin: 'https://www.linkedin.com/company/kalakriti-design-academy',
    behance: 'https://www.behance.net/kalakriti-academy',
  },
} as const;

// Made at its first use, not at import: a page's first Intl formatter loads the locale's data, a
// blocking task in the storefront's first script on a phone, where no page needs this one (issue 32).
let yearAndMonthInPune: Intl.DateTimeFormat | undefined;

/**
 * The calendar year and month in Pune of an instant (1 am IST on 1 January is the new year):
 * what certificate, order and invoice numbers and LinkedIn's issue date are dated by.
 */
export function indianYearMonth(instant: Date): { year: number; month: number } {
  yearAndMonthInPune ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: ACADEMY.timeZone,
    year: 'numeric',
    month: '2-digit',
  });
  const parts = yearAndMonthInPune.formatToParts(instant);
  const part = (type: 'year' | 'month') => Number(parts.find((entry) => entry.type === type)?.value);
  return { year: part('year'), month: part('month') };
}
