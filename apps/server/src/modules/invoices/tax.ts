import { indianYearMonth } from '@academy/shared/academy';

/*
 * GST on a price that already includes it (decision 011). Pure integer paise: no floating
 * point touches money. For each line the tax is worked out of the inclusive price and rounded
 * half up to the paisa; the taxable value is what is left, so taxable + tax is exactly what the
 * buyer paid. Within the academy's state the tax is CGST + SGST, each half the rate and each
 * rounded on its own, so the two are always equal; across states it is IGST at the full rate.
 */

export type LineTax = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

/** round(numerator / denominator), half up, for non-negative integers. */
function roundHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/**
 * The tax inside `inclusivePaise` at `rateBasisPoints` (1800 for 18 %): CGST and SGST when
 * `intraState`, IGST otherwise.
 */
export function taxOfInclusivePrice(
  inclusivePaise: number,
  rateBasisPoints: number,
  intraState: boolean,
): LineTax {
  if (!Number.isSafeInteger(inclusivePaise) || inclusivePaise < 0) {
    throw new RangeError(`A line's price must be whole paise, not ${inclusivePaise}`);
  }
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints < 0) {
    throw new RangeError(`A GST rate must be whole basis points, not ${rateBasisPoints}`);
  }
  const price = BigInt(inclusivePaise);
  const denominator = 10_000n + BigInt(rateBasisPoints);
  if (intraState) {
    // Each half at rate / 2: price × (rate / 2) / (10000 + rate), i.e. price × rate / (2 × (10000 + rate)).
    const half = roundHalfUp(price * BigInt(rateBasisPoints), 2n * denominator);
    return {
      taxablePaise: inclusivePaise - 2 * half,
      cgstPaise: half,
      sgstPaise: half,
      igstPaise: 0,
      totalPaise: inclusivePaise,
    };
  }
  const igst = roundHalfUp(price * BigInt(rateBasisPoints), denominator);
  return {
    taxablePaise: inclusivePaise - igst,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: igst,
    totalPaise: inclusivePaise,
  };
}

/** The sum of lines' taxes: what an invoice's totals row shows. */
export function sumTaxes(lines: readonly LineTax[]): LineTax {
  return lines.reduce(
    (sum, line) => ({
      taxablePaise: sum.taxablePaise + line.taxablePaise,
      cgstPaise: sum.cgstPaise + line.cgstPaise,
      sgstPaise: sum.sgstPaise + line.sgstPaise,
      igstPaise: sum.igstPaise + line.igstPaise,
      totalPaise: sum.totalPaise + line.totalPaise,
    }),
    { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 },
  );
}

/**
 * The Indian financial year (1 April to 31 March, in India's time zone) an instant falls in,
 * as '2026-27'.
 */
export function financialYearOf(instant: Date): string {
  const { year, month } = indianYearMonth(instant);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * An invoice or credit note number: prefix, the short financial year, the sequence padded to
 * five digits (KDA/26-27/00001, CN/26-27/00001). At most 16 characters, as GST rules require,
 * for a prefix of up to four characters and fewer than a million documents a year.
 */
export function documentNumber(prefix: string, financialYear: string, sequence: number): string {
  return `${prefix}/${financialYear.slice(2)}/${String(sequence).padStart(5, '0')}`;
}
