import { LoaderCircle, Search } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { recordSearch } from '../api/record-search';

/** Recording is best effort: a slow or failing call never holds the visitor back for long. */
const RECORD_WAIT_MS = 1500;

/** SPEC §2: the search is recorded, then the browser goes to /search?q=. */
export function useGoToSearch() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const goToSearch = async (text: string) => {
    const query = text.trim();
    if (!query) return;
    setPending(true);
    try {
      await Promise.race([
        recordSearch(query).catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, RECORD_WAIT_MS)),
      ]);
    } finally {
      setPending(false);
    }
    navigate(paths.search(query));
  };

  return { goToSearch, pending };
}

export function SearchForm({
  initialQuery = '',
  autoFocus = false,
}: {
  initialQuery?: string;
  autoFocus?: boolean;
}) {
  const t = useT();
  const [text, setText] = useState(initialQuery);
  const { goToSearch, pending } = useGoToSearch();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) {
      input.current?.focus();
      return;
    }
    void goToSearch(text);
  };

  return (
    <form role="search" onSubmit={onSubmit} className="w-full max-w-2xl">
      <label htmlFor={inputId} className="sr-only">
        {t('search.formLabel')}
      </label>
      <div className="flex items-center gap-2 rounded-full border border-line-strong bg-white p-1.5 pl-5 shadow-card focus-within:border-ink has-[input:focus-visible]:focus-ring">
        <Search size={20} className="shrink-0 text-ink-muted" aria-hidden />
        <input
          ref={input}
          id={inputId}
          type="search"
          name="q"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={1000}
          placeholder={t('search.formPlaceholder')}
          autoFocus={autoFocus}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="min-w-0 flex-1 bg-transparent py-2 text-base text-ink placeholder:text-ink-muted focus-visible:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        <button type="submit" className="btn-primary shrink-0 px-5 py-2.5" disabled={pending}>
          {pending && <LoaderCircle size={16} className="animate-spin" aria-hidden />}
          {t('search.formButton')}
        </button>
      </div>
    </form>
  );
}
