import { LoaderCircle, Search, X } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '@/lib/i18n';
import { useGoToSearch } from './search-form';

/** The header's search field; it records the search, then opens /search?q= (SPEC §2). */
function HeaderSearchForm({ className, autoFocus = false }: { className?: string; autoFocus?: boolean }) {
  const [text, setText] = useState('');
  const { goToSearch, pending } = useGoToSearch();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const t = useT();
  const label = t('search.header');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) {
      input.current?.focus();
      return;
    }
    void goToSearch(text).then(() => setText(''));
  };

  return (
    <form role="search" aria-label={label} onSubmit={onSubmit} className={className}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <div className="flex h-11 items-center gap-2 rounded-full border border-line bg-white pr-1 pl-4 focus-within:border-ink has-[input:focus-visible]:focus-ring">
        <Search size={18} className="shrink-0 text-ink-muted" aria-hidden />
        <input
          ref={input}
          id={inputId}
          type="search"
          name="q"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={1000}
          placeholder={t('search.headerPlaceholder')}
          autoFocus={autoFocus}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="min-w-0 flex-1 bg-transparent text-sm text-ink placeholder:text-ink-muted focus-visible:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        <button
          type="submit"
          aria-label={label}
          disabled={pending}
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-ink text-paper hover:bg-plum disabled:opacity-60"
        >
          {pending ? (
            <LoaderCircle size={16} className="animate-spin" aria-hidden />
          ) : (
            <Search size={16} aria-hidden />
          )}
        </button>
      </div>
    </form>
  );
}

/**
 * Search from any page: a field in the bar on wide screens; on phones a search button that
 * opens the field under the bar (the header is its positioned parent) and closes on navigation.
 */
export function HeaderSearch() {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  // Open on the page where it was opened: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === here;
  const panelId = useId();
  const t = useT();

  return (
    <>
      <HeaderSearchForm className="hidden w-56 xl:block" />
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t(open ? 'search.close' : 'search.open')}
        onClick={() => setOpenOn(open ? null : here)}
        className="flex size-11 items-center justify-center rounded-full hover:bg-sand xl:hidden"
      >
        {open ? <X size={22} aria-hidden /> : <Search size={22} aria-hidden />}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-line/70 bg-paper px-4 py-3 shadow-card xl:hidden"
      >
        {open && <HeaderSearchForm autoFocus className="mx-auto max-w-xl" />}
      </div>
    </>
  );
}
