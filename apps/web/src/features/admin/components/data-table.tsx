import type { SortDirection } from '@academy/shared/paging';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';

export type Column<T, Sort extends string = string> = {
  header: string;
  /** The server's sort this column's header orders the list by; absent, it is not sortable. */
  sort?: Sort;
  cell: (row: T) => ReactNode;
  /** The row's name: bold, and the card's heading on phones. */
  primary?: boolean;
  /** Right-aligned numbers and money. */
  numeric?: boolean;
  /** The actions column: no label on phones. */
  actions?: boolean;
  className?: string;
};

/** How a paged table is ordered, and what a click on a sortable header asks for. */
export type Sorting<Sort extends string> = {
  sort: Sort;
  dir: SortDirection;
  onSort: (column: Sort) => void;
};

const SORT_ICONS = { asc: ArrowUp, desc: ArrowDown } as const;

/**
 * A dense but calm table. On phones each row becomes a card (label: value lines), so nothing
 * scrolls sideways; the explicit roles keep it a table for screen readers either way.
 * With `sorting`, the sortable columns' headers are buttons, and the sorted one says how
 * (`aria-sort`). `dimmed`: the rows are the last page's, kept on screen while the next loads.
 */
export function DataTable<T, Sort extends string = string>({
  caption,
  columns,
  rows,
  rowKey,
  sorting,
  dimmed = false,
}: {
  caption: string;
  columns: Column<T, Sort>[];
  rows: T[];
  rowKey: (row: T) => string;
  sorting?: Sorting<Sort> | undefined;
  dimmed?: boolean;
}) {
  const header = (column: Column<T, Sort>) => {
    if (column.actions) return <span className="sr-only">{column.header}</span>;
    if (!sorting || !column.sort) return column.header;
    const sort = column.sort;
    const Icon = sorting.sort === sort ? SORT_ICONS[sorting.dir] : ArrowUpDown;
    return (
      <button
        type="button"
        onClick={() => sorting.onSort(sort)}
        className={`-mx-1.5 inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 tracking-wide uppercase hover:bg-white hover:text-ink ${
          sorting.sort === sort ? 'text-ink' : ''
        } ${column.numeric ? 'flex-row-reverse' : ''}`}
      >
        {column.header}
        <Icon size={13} className={sorting.sort === sort ? '' : 'opacity-50'} aria-hidden />
      </button>
    );
  };
  const ariaSort = (column: Column<T, Sort>) =>
    sorting && column.sort && sorting.sort === column.sort
      ? sorting.dir === 'asc'
        ? 'ascending'
        : 'descending'
      : undefined;

  return (
    <div
      aria-busy={dimmed || undefined}
      className={`overflow-x-auto rounded-[var(--radius-card)] border border-line bg-white transition-opacity ${
        dimmed ? 'opacity-60' : ''
      }`}
    >
      <table role="table" className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="max-md:sr-only">
          <tr role="row" className="border-b border-line bg-sand/60">
            {columns.map((column) => (
              <th
                key={column.header}
                role="columnheader"
                scope="col"
                aria-sort={ariaSort(column)}
                className={`px-4 py-3 text-xs font-semibold tracking-wide text-ink-soft uppercase ${
                  column.numeric || column.actions ? 'text-right' : ''
                }`}
              >
                {header(column)}
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
