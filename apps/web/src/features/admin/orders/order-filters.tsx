import { ORDER_STATUSES } from '@academy/shared/orders';
import { X } from 'lucide-react';
import type { OrderSearch } from '../api/orders';
import { SelectInput, TextInput } from '../components/fields';
import { SearchBox } from '../components/search-box';
import { formatDay, ORDER_STATUS_LABELS } from './order-parts';

/** The Orders register's search and filters, and the days Export CSV writes. */
export function OrderFilters({
  search,
  range,
  filtered,
  update,
  clear,
}: {
  search: OrderSearch;
  range: { from: string; to: string };
  filtered: boolean;
  update: (change: Partial<OrderSearch>) => void;
  clear: () => void;
}) {
  return (
    <div className="mb-5 rounded-[var(--radius-card)] border border-line bg-white p-4">
      <SearchBox
        label="Search orders"
        placeholder="Email, order number, payment ID or invoice number"
        value={search.q}
        onSearch={(q) => update({ q })}
      />
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-[repeat(3,minmax(0,12rem))_auto] sm:items-end">
        <SelectInput
          label="Status"
          className="col-span-2 sm:col-span-1"
          value={search.status}
          onChange={(event) => update({ status: event.target.value as OrderSearch['status'] })}
          placeholder="Any status"
          options={ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }))}
        />
        <TextInput
          label="From"
          type="date"
          value={search.from}
          max={search.to || undefined}
          onChange={(event) => update({ from: event.target.value })}
        />
        <TextInput
          label="To"
          type="date"
          value={search.to}
          min={search.from || undefined}
          onChange={(event) => update({ to: event.target.value })}
        />
        {filtered && (
          <button type="button" className="btn-outline col-span-2 sm:col-span-1" onClick={clear}>
            <X size={16} aria-hidden />
            Clear filters
          </button>
        )}
      </div>
      <p className="mt-3 text-xs text-ink-muted">
        Dates are India&apos;s calendar days. Export CSV writes the GST register (invoices and credit notes)
        of {formatDay(range.from)} to {formatDay(range.to)}.
      </p>
    </div>
  );
}
