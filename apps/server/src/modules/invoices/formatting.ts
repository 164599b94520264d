import { ACADEMY } from '@academy/shared/academy';
import { stateName } from '@academy/shared/gst';
import type { TaxDocument } from './service';

/*
 * How Indian invoices write money, dates, rates and states: digit grouping, the calendar day in
 * India, amounts in words, the place of supply; and the file name a document carries.
 */

const amounts = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123456789 paise → '12,34,567.89': Indian digit grouping, always two decimals. */
export function formatAmount(paise: number): string {
  return amounts.format(paise / 100);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '24 Nov 2026': the calendar day in India (ICU's en-IN would write 'Sept'). */
export function formatInvoiceDate(instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: ACADEMY.timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return `${part('day')} ${MONTHS[part('month') - 1]} ${part('year')}`;
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ones = n % 10;
  return `${TENS[Math.floor(n / 10)]}${ones ? `-${ONES[ones]}` : ''}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** A whole number in words in the Indian system: thousand, lakh, crore (and crores of crores). */
export function numberInWords(n: number): string {
  if (n === 0) return 'Zero';
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crores ? `${numberInWords(crores)} Crore` : '',
    lakhs ? `${belowHundred(lakhs)} Lakh` : '',
    thousands ? `${belowHundred(thousands)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** 199900 → 'Rupees One Thousand Nine Hundred Ninety-Nine Only'; paise, when any, after 'and'. */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = rest ? ` and ${belowHundred(rest)} Paise` : '';
  return `Rupees ${numberInWords(rupees)}${paiseWords} Only`;
}

/** The file name a download or attachment carries: no slashes ('Invoice-KDA-26-27-00001.pdf'). */
export function taxDocumentFilename(document: Pick<TaxDocument, 'type' | 'number'>): string {
  const kind = document.type === 'invoice' ? 'Invoice' : 'Credit-note';
  return `${kind}-${document.number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}

/** Basis points as a percentage: 900 → '9%', 250 → '2.5%'. */
export const percent = (basisPoints: number) => `${Number((basisPoints / 100).toFixed(2))}%`;

/** 'Maharashtra (27)': a state as the place of supply is written. */
export const placeOf = (code: string) => `${stateName(code)} (${code})`;
