import type { ReactNode } from 'react';

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** The row's name: bold, and the card's heading on phones. */
  primary?: boolean;
  /** Right-aligned numbers and money. */
  numeric?: boolean;
  /** The actions column: no label on phones. */
  actions?: boolean;
  className?: string;
};

/**
 * A dense but calm table. On phones each row becomes a card (label: value lines), so nothing
 * scrolls sideways; the explicit roles keep it a table for screen readers either way.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
}) {
  return (
    <div className="overflow-x-auto rounded-[var(--radius-card)] border border-line bg-white">
      <table role="table" className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="max-md:sr-only">
          <tr role="row" className="border-b border-line bg-sand/60">
            {columns.map((column) => (
              <th
                key={column.header}
                role="columnheader"
                scope="col"
                className={`px-4 py-3 text-xs font-semibold tracking-wide text-ink-soft uppercase ${
                  column.numeric || column.actions ? 'text-right' : ''
                }`}
              >
                {column.actions ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-md:block">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              role="row"
              className="border-b border-line last:border-b-0 hover:bg-paper max-md:grid max-md:grid-cols-[auto_1fr] max-md:gap-x-4 max-md:gap-y-1.5 max-md:px-4 max-md:py-4"
            >
              {columns.map((column) => (
                <td
                  key={column.header}
                  role="cell"
                  data-label={column.header}
                  className={`px-4 py-3 align-middle max-md:p-0 ${
                    column.primary
                      ? 'font-medium text-ink max-md:col-span-2 max-md:mb-1 max-md:text-base'
                      : column.actions
                        ? 'text-right max-md:col-span-2 max-md:mt-2 max-md:text-left'
                        : `text-ink-soft max-md:contents max-md:before:text-xs max-md:before:font-medium max-md:before:text-ink-muted max-md:before:content-[attr(data-label)] ${
                            column.numeric ? 'text-right tabular-nums max-md:text-left' : ''
                          }`
                  } ${column.className ?? ''}`}
                >
                  {column.primary || column.actions ? (
                    column.cell(row)
                  ) : (
                    <span className="max-md:text-left max-md:text-ink">{column.cell(row)}</span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
