import { COURSE_SORTS, type CourseSort } from '@academy/shared/catalogue';
import { ChevronDown, ChevronLeft, ChevronRight, X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link, type To } from 'react-router';
import { type MessageId, useT } from '@/lib/i18n';
import { LIST_WORDS, type ListKind, SORT_WORDS } from './list-words';

export type FilterOption = { value: string; label: MessageId };
export type FilterDefinition = {
  key: string;
  label: MessageId;
  /** The option that filters nothing, e.g. 'Any level'. */
  anyLabel: MessageId;
  options: readonly FilterOption[];
};

/** A compact select: its label is read out, the chosen value is what shows. */
function SelectControl({
  className = '',
  label,
  value,
  active,
  onChange,
  children,
}: {
  className?: string;
  label: string;
  value: string;
  active: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={`relative shrink-0 ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        // The list's address holds its state. Back to an entry of an earlier page load, the browser
        // would put back the value this control had when that page was left, unlike the address.
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        className={`h-10 cursor-pointer appearance-none rounded-full border py-0 pr-9 pl-4 text-sm font-medium transition-colors ${
          active ? 'border-ink bg-ink text-paper' : 'border-line bg-white text-ink hover:border-ink'
        }`}
      >
        {children}
      </select>
      <ChevronDown
        size={16}
        aria-hidden
        className={`pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 ${active ? 'text-paper' : 'text-ink-soft'}`}
      />
    </div>
  );
}

/** A filter's options, its "any" first. */
export function FilterOptions({ filter }: { filter: FilterDefinition }) {
  const t = useT();
  return (
    <>
      <option value="">{t(filter.anyLabel)}</option>
      {filter.options.map((option) => (
        <option key={option.value} value={option.value}>
          {t(option.label)}
        </option>
      ))}
    </>
  );
}

export function SortOptions() {
  const t = useT();
  return COURSE_SORTS.map((option) => (
    <option key={option} value={option}>
      {t(SORT_WORDS[option])}
    </option>
  ));
}

/** A sort select's value as a sort; anything unknown is the default, newest first. */
export const sortOf = (value: string): CourseSort =>
  COURSE_SORTS.find((candidate) => candidate === value) ?? 'newest';

/** What the filter and sort controls are given: the list's state and its two kinds of change. */
export type ListFilterProps = {
  label: string;
  filters: readonly FilterDefinition[];
  values: Record<string, string | undefined>;
  sort: CourseSort;
  onFilterChange: (key: string, value: string | undefined) => void;
  onSortChange: (sort: CourseSort) => void;
};

/**
 * Level, language, price and sort as one row of selects, wrapping where it must; on a phone
 * the Filter & sort sheet stands in for it.
 */
export function ListFilters({ label, filters, values, sort, onFilterChange, onSortChange }: ListFilterProps) {
  const t = useT();
  return (
    <div
      role="group"
      aria-label={label}
      className="mt-3 flex flex-wrap items-center gap-2 py-1 max-sm:hidden"
    >
      {filters.map((filter) => {
        const value = values[filter.key] ?? '';
        return (
          <SelectControl
            key={filter.key}
            label={t(filter.label)}
            value={value}
            active={value !== ''}
            onChange={(next) => onFilterChange(filter.key, next || undefined)}
          >
            <FilterOptions filter={filter} />
          </SelectControl>
        );
      })}
      <SelectControl
        className="ml-auto"
        label={t('list.sortBy')}
        value={sort}
        active={false}
        onChange={(next) => onSortChange(sortOf(next))}
      >
        <SortOptions />
      </SelectControl>
    </div>
  );
}

/** 'Showing 13-24 of 30 courses', and Clear filters when something narrows the list. */
export function ListSummary({
  total,
  page,
  pageSize,
  kind,
  onClear,
}: {
  total: number | undefined;
  page: number;
  pageSize: number;
  kind: ListKind;
  onClear: (() => void) | undefined;
}) {
  const t = useT();
  const words = LIST_WORDS[kind];
  const first = (page - 1) * pageSize + 1;
  const last = total === undefined ? 0 : Math.min(total, page * pageSize);
  return (
    <div className="mt-4 flex min-h-9 items-center justify-between gap-4">
      <p role="status" className="text-sm text-ink-soft">
        {total === undefined
          ? ''
          : total === 0 || first > total
            ? t(words.count, { count: 0 })
            : total <= pageSize
              ? t(words.count, { count: total })
              : t(words.showing, { range: first === last ? `${first}` : `${first}–${last}`, total })}
      </p>
      {onClear && (
        <button
          type="button"
          onClick={onClear}
          className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-ink underline-offset-4 hover:bg-sand hover:underline"
        >
          <X size={16} aria-hidden />
          {t('list.clearFilters')}
        </button>
      )}
    </div>
  );
}

/** The page numbers to show: all of them when few, else the ends and the pages around this one. */
function pageWindow(page: number, pages: number): (number | 'gap')[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1);
  const around = [page - 1, page, page + 1].filter((candidate) => candidate > 1 && candidate < pages);
  const shown = [1, ...around, pages];
  return shown.flatMap((value, index) => {
    const previous = shown[index - 1];
    return previous !== undefined && value - previous > 1 ? ['gap' as const, value] : [value];
  });
}

const pageLink =
  'flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold transition-colors';

/** Page links: real links, so each page has its own URL and Back returns to the last one. */
export function Pagination({
  page,
  total,
  pageSize,
  hrefFor,
}: {
  page: number;
  total: number;
  pageSize: number;
  hrefFor: (page: number) => To;
}) {
  const t = useT();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('list.pages')} className="mt-10 flex flex-wrap items-center justify-center gap-1">
      {page > 1 && page <= pages && (
        <Link to={hrefFor(page - 1)} rel="prev" className={`${pageLink} gap-1 text-ink hover:bg-sand`}>
          <ChevronLeft size={16} aria-hidden />
          {t('list.previous')}
        </Link>
      )}
      {pageWindow(page, pages).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className="px-1 text-ink-muted" aria-hidden>
            …
          </span>
        ) : (
          <Link
            key={item}
            to={hrefFor(item)}
            aria-label={t('list.page', { page: item })}
            aria-current={item === page ? 'page' : undefined}
            className={`${pageLink} ${item === page ? 'bg-ink text-paper' : 'text-ink hover:bg-sand'}`}
          >
            {item}
          </Link>
        ),
      )}
      {page < pages && (
        <Link to={hrefFor(page + 1)} rel="next" className={`${pageLink} gap-1 text-ink hover:bg-sand`}>
          {t('list.next')}
          <ChevronRight size={16} aria-hidden />
        </Link>
      )}
    </nav>
  );
}
