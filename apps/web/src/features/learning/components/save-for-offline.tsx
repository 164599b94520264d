import { CircleCheck, Download, LoaderCircle, X } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import type { SavedLectures } from '../hooks/use-saved-lectures';
import { useBytesFormat } from '../lib/bytes';

/**
 * Issue 32, under the player: Save for offline with what it will take, its progress while it
 * comes, and once saved, where saved lectures are listed and how to remove this one.
 */
export function SaveForOffline({
  lecture,
  offline,
}: {
  lecture: { _id: string; title: string };
  offline: SavedLectures;
}) {
  const t = useT();
  const formatBytes = useBytesFormat();
  const estimateId = useId();
  if (!offline.available) return null;
  const record = offline.saved.get(lecture._id);
  const plan = offline.plans?.get(lecture._id);
  const saving = offline.saving?.lectureId === lecture._id ? offline.saving : null;
  const failure = offline.failure?.lectureId === lecture._id ? offline.failure : null;
  // Nothing to save (no video yet), or not known yet.
  if (!record && !plan && !saving) return null;
  const percent =
    saving && saving.total > 0 ? Math.min(99, Math.floor((saving.bytes / saving.total) * 100)) : 0;

  return (
    <div
      className="mx-4 mb-5 rounded-xl bg-white/5 px-4 py-3 ring-1 ring-white/10 sm:mx-0"
      data-testid="save-for-offline"
    >
      {record ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="flex items-center gap-2 text-sm font-semibold text-[#5fd49c]">
            <CircleCheck size={18} aria-hidden />
            {t('saved.saved')}
            <span className="font-normal text-white/50">· {formatBytes(record.bytes)}</span>
          </p>
          <div className="ml-auto flex items-center gap-4 text-sm">
            <Link to={paths.downloads} className="font-semibold text-accent-bright hover:underline">
              {t('saved.downloads')}
            </Link>
            <button
              type="button"
              onClick={() => void offline.remove(lecture._id)}
              aria-label={t('saved.removeLecture', { title: lecture.title })}
              className="text-white/70 hover:text-white hover:underline"
            >
              {t('saved.remove')}
            </button>
          </div>
        </div>
      ) : saving ? (
        <div className="flex items-center gap-4">
          <div className="min-w-0 flex-1">
            <p className="text-sm text-white/80" aria-live="polite">
              {saving.total > 0
                ? t('saved.savingProgress', {
                    done: formatBytes(saving.bytes),
                    total: formatBytes(saving.total),
                  })
                : t('saved.saving')}
            </p>
            <div
              role="progressbar"
              aria-label={t('saved.saving')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="mt-2 h-1.5 overflow-hidden rounded-full bg-white/10"
            >
              <div
                className="h-full rounded-full bg-accent transition-[width]"
                style={{ width: `${percent}%` }}
              />
            </div>
          </div>
          <button
            type="button"
            onClick={offline.cancel}
            className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm text-white/70 hover:bg-white/10 hover:text-white"
          >
            <X size={16} aria-hidden />
            {t('saved.cancel')}
          </button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <button
            type="button"
            onClick={() => void offline.save(lecture._id)}
            disabled={offline.saving !== null || offline.wholeCourse !== null}
            aria-describedby={estimateId}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-ink hover:bg-white/90 disabled:opacity-50"
          >
            {offline.saving ? (
              <LoaderCircle size={16} className="animate-spin" aria-hidden />
            ) : (
              <Download size={16} aria-hidden />
            )}
            {t('saved.save')}
          </button>
          {plan && (
            <p id={estimateId} className="text-sm text-white/60">
              {t('saved.estimate', { size: formatBytes(plan.estimatedBytes) })}
            </p>
          )}
        </div>
      )}
      {failure && (
        <p role="alert" className="mt-2 text-sm text-[#ff9b8a]">
          {failure.message}
        </p>
      )}
    </div>
  );
}
