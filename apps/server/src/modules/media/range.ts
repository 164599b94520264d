export type RangeRequest =
  { type: 'full' } | { type: 'partial'; start: number; end: number } | { type: 'unsatisfiable' };

const FULL = { type: 'full' } as const;
const UNSATISFIABLE = { type: 'unsatisfiable' } as const;

/**
 * Reads an HTTP Range header (RFC 9110 §14) against an object of `size` bytes. A missing
 * header, another unit or several ranges get the whole object (servers may ignore Range);
 * a bytes range that is malformed or starts past the end is unsatisfiable (416).
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return FULL;
  const unit = /^\s*bytes\s*=(.*)$/i.exec(header);
  if (!unit) return FULL;
  const specs = (unit[1] ?? '').split(',').map((spec) => spec.trim());
  if (specs.length > 1) return FULL;
  const match = /^(\d{0,15})-(\d{0,15})$/.exec(specs[0] ?? '');
  if (!match) return UNSATISFIABLE;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return UNSATISFIABLE;

  if (first === '') {
    // "-500": the last 500 bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return UNSATISFIABLE;
    return { type: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return UNSATISFIABLE;
  if (last === '') return { type: 'partial', start, end: size - 1 };
  const end = Number(last);
  if (end < start) return UNSATISFIABLE;
  return { type: 'partial', start, end: Math.min(end, size - 1) };
}
