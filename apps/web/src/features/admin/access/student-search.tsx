import { Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { useStudentSearch } from '../api/manual-access';

/** Beyond SPEC §5: find students by name or email and add them to the list. */
export function StudentSearch({ chosen, onPick }: { chosen: string[]; onPick: (value: string) => void }) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const results = useStudentSearch(deferred);
  const inputId = useId();
  const picked = new Set(chosen.map((value) => value.toLowerCase()));

  return (
    <div className="rounded-2xl border border-line bg-paper p-3">
      <label htmlFor={inputId} className="field-label">
        Find students
      </label>
      <div className="relative">
        <Search size={16} className="absolute top-1/2 left-3 -translate-y-1/2 text-ink-muted" aria-hidden />
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Name or email, at least 2 letters"
          className="field-input py-2 pl-9 text-sm"
          autoComplete="off"
        />
      </div>
      <div className="mt-2" aria-live="polite">
        {deferred.length < 2 ? null : results.isPending ? (
          <p className="px-2 py-3 text-sm text-ink-muted">Searching…</p>
        ) : results.isError ? (
          <p className="px-2 py-3 text-sm text-danger">{errorMessage(results.error)}</p>
        ) : results.data.length === 0 ? (
          <p className="px-2 py-3 text-sm text-ink-muted">No student matches “{deferred}”.</p>
        ) : (
          <ul className="max-h-64 divide-y divide-line overflow-y-auto" aria-label="Matching students">
            {results.data.map((student) => {
              const already =
                picked.has(student._id.toLowerCase()) || picked.has(student.email.toLowerCase());
              return (
                <li key={student._id} className="flex items-center justify-between gap-3 px-2 py-2 text-sm">
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{student.name}</span>
                    <span className="block truncate text-xs text-ink-muted">{student.email}</span>
                  </span>
                  <button
                    type="button"
                    className="btn-outline shrink-0 px-3 py-1.5 text-xs"
                    disabled={already}
                    onClick={() => onPick(student._id)}
                  >
                    {already ? 'Added' : 'Add'}
                    <span className="sr-only"> {student.name}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
