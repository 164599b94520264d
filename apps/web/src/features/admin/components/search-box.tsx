import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useEffectEvent, useId, useState } from 'react';

/** How long typing must pause before the search runs by itself. */
export const SEARCH_PAUSE_MS = 400;

/**
 * An admin list's search: runs on Enter, and by itself once typing pauses. `value` is the search
 * in force (from the URL): Back or a Clear search link puts the box back in step with it.
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
}: {
  /** The box's name for screen readers: 'Search courses'. */
  label: string;
  placeholder: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The search changed elsewhere (Back, Clear search): show it, unless it is what was typed.
    setShown(value);
    if (text.trim() !== value) setText(value);
  }

  const typed = text.trim();
  const search = useEffectEvent(onSearch);
  useEffect(() => {
    if (typed === value) return;
    const timer = window.setTimeout(() => search(typed), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed !== value) onSearch(typed);
  };

  return (
    <form role="search" onSubmit={submit} className="flex min-w-0 flex-1 gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative min-w-0 flex-1">
        <Search size={16} className="absolute top-1/2 left-3.5 -translate-y-1/2 text-ink-muted" aria-hidden />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={200}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className="field-input py-2.5 pl-10 text-[15px]"
        />
      </div>
      <button type="submit" className="btn-primary">
        <Search size={16} aria-hidden className="sm:hidden" />
        <span className="max-sm:sr-only">Search</span>
      </button>
    </form>
  );
}
