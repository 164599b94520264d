import { Download, Play, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatTime } from '@/components/player/format-time';
import { CoverImage } from '@/components/catalogue/cover-image';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useDateFormat } from '@/lib/dates';
import { useT } from '@/lib/i18n';
import { useRemoveSavedLecture } from '../hooks/use-saved-lectures';
import { useBytesFormat } from '../lib/bytes';
import { checkSavedLicences } from '../lib/licence-check';
import { type SavedCourse, type SavedLectureRecord, savedCourses } from '../lib/saved-lectures';

type Entry = { course: SavedCourse; lectures: SavedLectureRecord[] };

/**
 * Issue 32 (/my-courses/downloads): every lecture saved on this device, by course, with its
 * size, until when it plays offline, and a Remove that frees its space at once.
 */
export function DownloadsList({ userId }: { userId: string }) {
  const t = useT();
  const formatBytes = useBytesFormat();
  const day = useDateFormat({ dateStyle: 'medium' });
  const removeSavedLecture = useRemoveSavedLecture(userId);
  const [entries, setEntries] = useState<Entry[] | null>(null);
  // When the page opened: a licence that ends while it is open is told at the next visit.
  const [openedAt] = useState(Date.now);

  const reload = useCallback(async () => {
    const all = await savedCourses().catch(() => []);
    setEntries(all.filter((entry) => entry.course.userId === userId && entry.lectures.length > 0));
  }, [userId]);

  useEffect(() => {
    // What the server says of each licence first, when it can be asked: a refunded course goes.
    void checkSavedLicences()
      .catch(() => undefined)
      .then(reload);
  }, [reload]);

  if (entries === null) return <PageSpinner />;
  if (entries.length === 0) {
    return (
      <EmptyState icon={Download} title={t('saved.empty')}>
        <p>{t('saved.emptyHint')}</p>
        <Link to={paths.purchases} className="btn-primary mt-6">
          {t('saved.goToCourses')}
        </Link>
      </EmptyState>
    );
  }

  const lectureCount = entries.reduce((sum, entry) => sum + entry.lectures.length, 0);
  const bytes = entries.reduce(
    (sum, entry) => sum + entry.lectures.reduce((total, lecture) => total + lecture.bytes, 0),
    0,
  );
  const remove = async (lecture: SavedLectureRecord) => {
    await removeSavedLecture(lecture.lectureId);
    await reload();
  };

  return (
    <div className="space-y-6">
      <p className="text-sm text-ink-soft" data-testid="downloads-summary">
        {t('saved.summary', { count: lectureCount, size: formatBytes(bytes) })}
      </p>
      {entries.map(({ course, lectures }) => {
        const expired = Date.parse(course.expiresAt) <= openedAt;
        return (
          <section
            key={course.courseId}
            aria-labelledby={`saved-${course.courseId}`}
            className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-card"
          >
            <header className="flex items-center gap-4 border-b border-line p-4 sm:p-5">
              <CoverImage
                src={course.courseImage}
                alt=""
                width={160}
                height={90}
                className="w-20 shrink-0 rounded-xl sm:w-28"
              />
              <div className="min-w-0">
                <h2
                  id={`saved-${course.courseId}`}
                  translate="no"
                  className="line-clamp-2 font-semibold [overflow-wrap:anywhere]"
                >
                  {course.courseTitle}
                </h2>
                <p className={`mt-1 text-sm ${expired ? 'font-semibold text-danger' : 'text-ink-soft'}`}>
                  {expired ? t('saved.expired') : t('saved.playsUntil', { date: day(course.expiresAt) })}
                </p>
              </div>
            </header>
            <ul className="divide-y divide-line">
              {lectures.map((lecture) => (
                <li
                  key={lecture.lectureId}
                  data-testid="saved-lecture"
                  className="flex items-center gap-3 px-4 py-3 sm:px-5"
                >
                  <div className="min-w-0 flex-1">
                    <p translate="no" className="truncate font-medium">
                      {lecture.title}
                    </p>
                    <p className="text-xs text-ink-muted">
                      {lecture.durationSeconds !== null && `${formatTime(lecture.durationSeconds)} · `}
                      {formatBytes(lecture.bytes)}
                    </p>
                  </div>
                  <Link
                    to={paths.courseProgress(course.courseId)}
                    state={{ lectureId: lecture.lectureId }}
                    aria-label={t('saved.playLecture', { title: lecture.title })}
                    className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-ink px-4 text-sm font-semibold text-paper hover:bg-ink/90"
                  >
                    <Play size={14} fill="currentColor" aria-hidden />
                    {t('saved.play')}
                  </Link>
                  <button
                    type="button"
                    onClick={() => void remove(lecture)}
                    aria-label={t('saved.removeLecture', { title: lecture.title })}
                    className="flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-sand hover:text-ink"
                  >
                    <Trash2 size={18} aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <p className="text-sm text-ink-muted">{t('saved.howItWorks')}</p>
    </div>
  );
}
