import { SlidersHorizontal } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { deferred } from '@/components/ui/deferred';
import { useT } from '@/lib/i18n';
import type { ListFilterProps } from './list-controls';
import type { ListKind } from './list-words';

/** What the phone's Filter & sort sheet shows besides the controls. */
export type FilterSheetProps = ListFilterProps & {
  /** How many filters narrow the list now (the category chip not among them: it has its row). */
  activeCount: number;
  /** The list's size as it stands, for "Show 12 courses"; undefined while it loads. */
  total: number | undefined;
  kind: ListKind;
  onClear: () => void;
};

/** The button that opens the sheet: the same look before and after its code has loaded. */
export function FilterSheetButton({
  activeCount,
  ...props
}: ComponentPropsWithRef<'button'> & { activeCount: number }) {
  const t = useT();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={activeCount > 0 ? t('list.filterSortChosen', { count: activeCount }) : undefined}
      className={`inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold ${
        activeCount > 0 ? 'border-ink bg-ink text-paper' : 'border-line bg-white text-ink'
      }`}
      {...props}
    >
      <SlidersHorizontal size={16} aria-hidden />
      {t('list.filterSort')}
      {activeCount > 0 && (
        <span
          aria-hidden
          className="flex size-5 items-center justify-center rounded-full bg-accent text-xs text-white"
        >
          {activeCount}
        </span>
      )}
    </button>
  );
}

/*
 * The sheet is a Radix dialog, which the first load of a catalogue page does without: its code
 * is fetched when a finger touches the button, and the tap opens it.
 */
export const FilterSheet = deferred<FilterSheetProps>(
  () => import('./filter-sheet'),
  ({ activeCount, onOpen, onIntent }) => (
    <FilterSheetButton
      activeCount={activeCount}
      aria-expanded={false}
      onClick={onOpen}
      onPointerEnter={onIntent}
      onPointerDown={onIntent}
      onFocus={onIntent}
    />
  ),
);
