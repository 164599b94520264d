import * as Dialog from '@radix-ui/react-dialog';
import { LoaderCircle, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { DeferredProps } from '@/components/ui/deferred';
import { useT } from '@/lib/i18n';
import { FilterSheetButton, type FilterSheetProps } from './filter-sheet-trigger';
import { FilterOptions, SortOptions, sortOf } from './list-controls';
import { LIST_WORDS } from './list-words';

function SheetSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value}
        // The list's address holds its state. Back to an entry of an earlier page load, the browser
        // would put back the value this control had when that page was left, unlike the address.
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        className="mt-1.5 h-12 w-full rounded-xl border border-line bg-white px-4 text-base"
      >
        {children}
      </select>
    </div>
  );
}

/**
 * On a phone, the catalogue's filters and sort in a sheet from the bottom of the screen. Each
 * choice applies at once, as on a wide screen (the address changes and Back undoes it), so the
 * sheet's button can say how many results there are before it is pressed.
 */
export default function FilterSheet({
  label,
  filters,
  values,
  sort,
  onFilterChange,
  onSortChange,
  activeCount,
  total,
  kind,
  onClear,
  openAtStart,
}: FilterSheetProps & DeferredProps) {
  const [open, setOpen] = useState(openAtStart);
  const t = useT();
  const words = LIST_WORDS[kind];
  const show = total === undefined ? t(words.showAll) : t(words.show, { count: total });
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <FilterSheetButton activeCount={activeCount} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-3xl bg-paper shadow-2xl data-[state=open]:animate-[slide-up_200ms_ease-out]"
        >
          <div className="flex items-center justify-between px-5 pt-5">
            <Dialog.Title className="font-display text-lg font-semibold">{t('list.filterSort')}</Dialog.Title>
            <Dialog.Close
              className="flex size-10 items-center justify-center rounded-full hover:bg-sand"
              aria-label={t('list.closeFilters')}
            >
              <X size={22} aria-hidden />
            </Dialog.Close>
          </div>
          <div role="group" aria-label={label} className="flex flex-col gap-4 overflow-y-auto px-5 py-4">
            {filters.map((filter) => (
              <SheetSelect
                key={filter.key}
                label={t(filter.label)}
                value={values[filter.key] ?? ''}
                onChange={(next) => onFilterChange(filter.key, next || undefined)}
              >
                <FilterOptions filter={filter} />
              </SheetSelect>
            ))}
            <SheetSelect
              label={t('list.sortBy')}
              value={sort}
              onChange={(next) => onSortChange(sortOf(next))}
            >
              <SortOptions />
            </SheetSelect>
          </div>
          <div className="flex gap-3 border-t border-line px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
            <button
              type="button"
              className="btn-outline flex-1"
              onClick={onClear}
              disabled={activeCount === 0}
            >
              {t('list.clearAll')}
            </button>
            <Dialog.Close className="btn-primary flex-[2]" aria-busy={total === undefined}>
              {total === undefined && <LoaderCircle size={16} className="animate-spin" aria-hidden />}
              {show}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
