import { CircleCheck, Download, X } from 'lucide-react';
import { useId } from 'react';
import { useT } from '@/lib/i18n';
import { type SavedLectures, WHOLE_COURSE } from '../hooks/use-saved-lectures';
import { useBytesFormat } from '../lib/bytes';

/**
 * Issue 32, in the lecture list: the whole course saved for offline, every lecture not saved yet
 * one after another, with what they will take before it starts and which one is on its way.
 */
export function SaveCourseForOffline({ offline }: { offline: SavedLectures }) {
  const t = useT();
  const formatBytes = useBytesFormat();
  const estimateId = useId();
  if (!offline.available || !offline.plans || offline.plans.size === 0) return null;
  const waiting = [...offline.plans.values()].filter((plan) => !offline.saved.has(plan.lectureId));
  const failure = offline.failure?.lectureId === WHOLE_COURSE ? offline.failure : null;

  let body;
  if (offline.wholeCourse) {
    body = (
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-white/80" aria-live="polite">
          {t('saved.savingAll', offline.wholeCourse)}
        </p>
        <button
          type="button"
          onClick={offline.cancel}
          className="inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-2 text-sm text-white/70 hover:bg-white/10 hover:text-white"
        >
          <X size={16} aria-hidden />
          {t('saved.cancel')}
        </button>
      </div>
    );
  } else if (waiting.length === 0) {
    body = (
      <p className="flex items-center gap-2 text-sm text-[#5fd49c]">
        <CircleCheck size={16} aria-hidden />
        {t('saved.allSaved')}
      </p>
    );
  } else {
    const bytes = waiting.reduce((sum, plan) => sum + plan.estimatedBytes, 0);
    body = (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <button
          type="button"
          onClick={offline.saveAll}
          disabled={offline.saving !== null}
          aria-describedby={estimateId}
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-1 text-sm font-semibold text-accent-bright hover:underline disabled:opacity-50"
        >
          <Download size={16} aria-hidden />
          {t('saved.saveAll')}
        </button>
        <p id={estimateId} className="text-xs text-white/50">
          {t('saved.saveAllEstimate', { count: waiting.length, size: formatBytes(bytes) })}
        </p>
      </div>
    );
  }

  return (
    <div className="mt-3" data-testid="save-course-for-offline">
      {body}
      {failure && (
        <p role="alert" className="mt-1 text-sm text-[#ff9b8a]">
          {failure.message}
        </p>
      )}
    </div>
  );
}
