import type { Lecture } from '@academy/shared/catalogue-api';
import type { CourseProgress } from '@academy/shared/learning';
import { MESSAGES } from '@academy/shared/messages';
import {
  ArrowLeft,
  ArrowRight,
  LoaderCircle,
  Lock,
  PanelLeftClose,
  PanelLeftOpen,
  RotateCcw,
  RotateCw,
  TriangleAlert,
} from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { VideoPlayer } from '@/components/player/video-player';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useDocumentMeta } from '@/lib/document-meta';
import { notify } from '@/lib/toast';
import { useCourseProgress } from '../api/get-course-progress';
import { useMarkLectureViewed } from '../api/mark-lecture-viewed';
import { useResetProgress } from '../api/reset-progress';
import { useBlockedShortcuts } from '../hooks/use-blocked-shortcuts';
import { useWatchReports } from '../hooks/use-watch-reports';
import { lectureAfter, resumeLecture, viewedIds } from '../lib/resume';
import { LecturePanel } from './lecture-panel';
import { CompletedOverlay, NotPurchasedOverlay } from './learning-overlays';

/** What the certificate page needs about the course (the student's name comes from the route). */
export type CertificateRequest = {
  courseId: string;
  courseName: string;
  instructorName: string;
  certificateNumber?: string | undefined;
  completedAt?: string | undefined;
};

/**
 * The lecture on screen. The signed URL is taken when the lecture is chosen, so refetching the
 * progress (which signs new URLs) does not reload the video; `round` starts it over.
 */
type Selection = { lectureId: string; src: string; autoPlay: boolean; round: number };

const selectionOf = (lecture: Lecture, autoPlay: boolean, round: number): Selection => ({
  lectureId: lecture._id,
  src: lecture.videoUrl,
  autoPlay,
  round,
});

function Shell({ children }: { children: ReactNode }) {
  return <div className="flex min-h-dvh flex-col bg-[#0f0d15] text-paper">{children}</div>;
}

/**
 * Why the lecture that just ended was not marked viewed (issue 14: not enough of it was played),
 * with the way to put it right.
 */
function NotWatchedNotice({ message, onRestart }: { message: string; onRestart: () => void }) {
  return (
    <div
      role="status"
      data-testid="not-watched-notice"
      className="mx-4 mt-4 flex flex-col gap-3 rounded-xl border border-amber-300/40 bg-amber-300/10 p-4 text-sm text-amber-50 sm:mx-0 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <TriangleAlert size={20} className="mt-0.5 shrink-0 text-amber-300" aria-hidden />
        <p className="min-w-0 flex-1 leading-relaxed">{message}</p>
      </div>
      <button
        type="button"
        onClick={onRestart}
        className="btn shrink-0 self-start border border-amber-200/40 px-4 text-amber-50 hover:bg-amber-200/10 sm:self-auto"
      >
        <RotateCcw size={16} aria-hidden />
        Play from the start
      </button>
    </div>
  );
}

function CenteredMessage({ children }: { children: ReactNode }) {
  return (
    <Shell>
      <div className="flex flex-1 flex-col items-center justify-center gap-5 px-6 py-20 text-center">
        {children}
      </div>
    </Shell>
  );
}

/**
 * SPEC §2 and §4 Course progress (/course-progress/{id}): the 'Next Lectures' panel, the player,
 * the lecture title, Go Back and the panel toggle; the not-purchased and completion overlays;
 * where to resume; a lecture played to its end is marked viewed and the next one starts.
 */
export function CoursePlayer({
  courseId,
  user,
  initialLectureId,
  onOpenCertificate,
}: {
  courseId: string;
  user: { _id: string; name: string; email: string };
  /** A lecture chosen on the course page, played first unless the course is complete. */
  initialLectureId?: string | undefined;
  onOpenCertificate: (request: CertificateRequest) => void;
}) {
  useBlockedShortcuts();
  const navigate = useNavigate();
  const progress = useCourseProgress(user._id, courseId);
  const mark = useMarkLectureViewed();
  const reset = useResetProgress();
  const watch = useWatchReports();
  const [selection, setSelection] = useState<Selection | null>(null);
  // The server's answer when the lecture that ended was not played enough to count.
  const [refusal, setRefusal] = useState<{ lectureId: string; message: string } | null>(null);
  const [panelOpen, setPanelOpen] = useState(true);
  // A completed course's overlay, closed to replay lectures; it comes back when the last one ends.
  const [replaying, setReplaying] = useState(false);

  const data = progress.data;
  const notPurchased =
    (data !== undefined && !data.isPurchased) ||
    (progress.error instanceof ApiError && progress.error.status === 403);

  // The first lecture on screen, once the progress is known (SPEC §4 resume rule).
  if (data?.isPurchased && selection === null) {
    const chosen = data.completed
      ? undefined
      : data.courseDetails.curriculum.find((lecture) => lecture._id === initialLectureId);
    const start = chosen ?? resumeLecture(data);
    if (start) setSelection(selectionOf(start, chosen !== undefined, 0));
  }

  const completed = data?.completed === true;
  // The completion overlay cannot show over a full-screen video.
  useEffect(() => {
    if (completed && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, [completed]);

  useDocumentMeta({
    title: data?.courseDetails.title ?? 'Course',
    description: 'Watch your course lecture by lecture and earn its certificate.',
  });

  const goBack = () => navigate(paths.purchases);

  if (progress.isPending) {
    return (
      <CenteredMessage>
        <LoaderCircle size={36} className="animate-spin text-accent" aria-hidden />
        <span className="sr-only" role="status">
          Loading course
        </span>
      </CenteredMessage>
    );
  }

  if (!data && !notPurchased) {
    const missing = progress.error instanceof ApiError && [400, 404].includes(progress.error.status);
    return (
      <CenteredMessage>
        <h1 className="text-2xl font-semibold">
          {missing ? 'This course is not available' : MESSAGES.genericFailure}
        </h1>
        <div className="flex flex-wrap justify-center gap-3">
          <button
            type="button"
            className="btn border border-white/25 text-paper hover:bg-white/10"
            onClick={goBack}
          >
            <ArrowLeft size={16} aria-hidden />
            Go Back
          </button>
          {!missing && (
            <button
              type="button"
              className="btn-accent"
              onClick={() => void progress.refetch()}
              disabled={progress.isFetching}
            >
              <RotateCw size={16} className={progress.isFetching ? 'animate-spin' : ''} aria-hidden />
              Try again
            </button>
          )}
        </div>
      </CenteredMessage>
    );
  }

  const course = data?.courseDetails;
  const curriculum = course?.curriculum ?? [];
  const viewed = viewedIds(data?.progress ?? []);
  const lectureIndex = curriculum.findIndex((lecture) => lecture._id === selection?.lectureId);
  const lecture = curriculum[lectureIndex];
  const nextLecture = lectureIndex >= 0 ? curriculum[lectureIndex + 1] : undefined;

  const play = (chosen: Lecture, autoPlay = true) => {
    setRefusal(null);
    setSelection((current) => selectionOf(chosen, autoPlay, (current?.round ?? 0) + 1));
  };

  const onLectureComplete = async (lectureId: string) => {
    let fresh: CourseProgress;
    try {
      fresh = await mark.mutateAsync({
        userId: user._id,
        courseId,
        lectureId,
        watched: await watch.finalEvidence(lectureId),
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Not played enough to count: the student is told so here, and stays on the lecture.
        if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
        setRefusal({ lectureId, message: error.message });
        return;
      }
      console.error('Could not mark the lecture viewed', error);
      return;
    }
    setRefusal((current) => (current?.lectureId === lectureId ? null : current));
    const lectures = fresh.courseDetails.curriculum;
    const lastEnded = lectures.at(-1)?._id === lectureId;
    // Replaying a completed course goes on lecture by lecture; its last lecture ends the replay.
    const goOn = fresh.completed && replaying && !lastEnded;
    if (fresh.completed && !goOn) setReplaying(false);
    const next = fresh.completed && !goOn ? lectures[0] : lectureAfter(fresh, lectureId);
    if (!next || next._id === lectureId) return;
    const autoPlay = !fresh.completed || goOn;
    setSelection((current) =>
      current?.lectureId === lectureId ? selectionOf(next, autoPlay, current.round + 1) : current,
    );
  };

  const refreshSource = async () => {
    const { data: fresh } = await progress.refetch();
    const again = fresh?.courseDetails.curriculum.find((item) => item._id === selection?.lectureId);
    if (again)
      setSelection((current) =>
        current?.lectureId === again._id ? { ...current, src: again.videoUrl } : current,
      );
  };

  const rewatch = async () => {
    let fresh: CourseProgress;
    try {
      fresh = await reset.mutateAsync({ userId: user._id, courseId });
    } catch (error) {
      console.error('Could not reset the progress', error);
      notify.error(error instanceof ApiError ? error.message : MESSAGES.genericFailure);
      return;
    }
    watch.reset();
    setReplaying(false);
    const first = fresh.courseDetails.curriculum[0];
    if (first) play(first);
  };

  const openCertificate = () => {
    if (!course) return;
    onOpenCertificate({
      courseId,
      courseName: course.title,
      instructorName: course.instructorName,
      certificateNumber: data?.certificate?.certificateNumber,
      completedAt: data?.certificate?.completedAt,
    });
  };

  const panelToggleLabel = panelOpen ? 'Hide lectures' : 'Show lectures';
  const PanelIcon = panelOpen ? PanelLeftClose : PanelLeftOpen;

  return (
    <Shell>
      <header className="sticky top-0 z-30 border-b border-white/10 bg-[#0f0d15]/95 backdrop-blur">
        <div className="flex h-14 items-center gap-2 px-2 sm:gap-4 sm:px-4">
          <button
            type="button"
            onClick={goBack}
            className="btn shrink-0 px-3 text-paper hover:bg-white/10 sm:px-4"
            aria-label="Go Back"
          >
            <ArrowLeft size={18} aria-hidden />
            <span className="max-sm:sr-only">Go Back</span>
          </button>
          <div className="min-w-0 flex-1 border-l border-white/10 pl-3 sm:pl-4">
            <p className="text-[0.65rem] font-semibold tracking-[0.2em] text-accent-bright uppercase">
              {course?.category || 'Course'}
            </p>
            <h1 className="truncate text-sm font-semibold sm:text-base">{course?.title}</h1>
          </div>
          <button
            type="button"
            onClick={() => setPanelOpen((open) => !open)}
            aria-expanded={panelOpen}
            aria-controls="lecture-panel"
            className="btn shrink-0 px-3 text-paper hover:bg-white/10 sm:px-4"
            aria-label={panelToggleLabel}
          >
            <PanelIcon size={18} aria-hidden />
            <span className="max-sm:sr-only">{panelToggleLabel}</span>
          </button>
        </div>
      </header>

      <div className={`grid flex-1 ${panelOpen ? 'lg:grid-cols-[22rem_minmax(0,1fr)]' : ''}`}>
        <section
          aria-label="Lecture"
          className={`min-w-0 ${panelOpen ? 'lg:col-start-2 lg:row-start-1' : ''}`}
        >
          <div className="mx-auto w-full max-w-[min(100%,calc((100dvh-11rem)*16/9))] sm:px-5 sm:pt-5 lg:px-8 lg:pt-8">
            {lecture && selection && data?.isPurchased ? (
              <VideoPlayer
                src={selection.src}
                mediaKey={`${selection.lectureId}#${selection.round}`}
                title={lecture.title}
                autoPlay={selection.autoPlay}
                watermark={{ name: user.name, email: user.email }}
                onPlayed={(ranges, duration) =>
                  watch.onPlayed(
                    { userId: user._id, courseId, lectureId: selection.lectureId },
                    ranges,
                    duration,
                  )
                }
                onComplete={() => void onLectureComplete(selection.lectureId)}
                onRetry={() => void refreshSource()}
                className="shadow-2xl sm:rounded-2xl"
              />
            ) : (
              <div className="flex aspect-video w-full items-center justify-center bg-black text-white/30 sm:rounded-2xl">
                <Lock size={40} aria-hidden />
              </div>
            )}

            {lecture && refusal?.lectureId === lecture._id && (
              <NotWatchedNotice message={refusal.message} onRestart={() => play(lecture)} />
            )}

            <div className="px-4 py-5 sm:px-0">
              {lecture && (
                <p className="text-xs font-semibold tracking-[0.18em] text-white/50 uppercase">
                  Lecture {lectureIndex + 1} of {curriculum.length}
                  {viewed.has(lecture._id) && <span className="ml-2 text-[#5fd49c]">· Viewed</span>}
                </p>
              )}
              <h2
                data-testid="lecture-title"
                className="mt-1.5 text-xl leading-snug font-semibold sm:text-2xl"
              >
                {lecture?.title ?? course?.title}
              </h2>
              {lecture && nextLecture && (
                <button
                  type="button"
                  onClick={() => play(nextLecture)}
                  className="mt-3 inline-flex max-w-full items-center gap-2 text-sm text-white/60 hover:text-white"
                >
                  <span className="shrink-0">Up next:</span>
                  <span className="truncate font-medium text-white/85">{nextLecture.title}</span>
                  <ArrowRight size={15} className="shrink-0" aria-hidden />
                </button>
              )}
            </div>
          </div>
        </section>

        {panelOpen && (
          <aside
            id="lecture-panel"
            aria-label="Next Lectures"
            className="border-t border-white/10 bg-white/[0.03] lg:sticky lg:top-14 lg:col-start-1 lg:row-start-1 lg:h-[calc(100dvh-3.5rem)] lg:border-t-0 lg:border-r"
          >
            <LecturePanel
              lectures={curriculum}
              viewed={viewed}
              currentId={selection?.lectureId}
              onSelect={(chosen) => play(chosen)}
              disabled={!data?.isPurchased}
              certificate={
                data?.certificate && (!data.completed || replaying)
                  ? { completedAt: data.certificate.completedAt, onOpen: openCertificate }
                  : undefined
              }
            />
          </aside>
        )}
      </div>

      {notPurchased && (
        <NotPurchasedOverlay
          onGoBack={goBack}
          courseLink={
            <Link to={paths.courseDetails(courseId)} className="btn-outline">
              View course
            </Link>
          }
        />
      )}
      {data?.isPurchased && data.completed && !replaying && (
        <CompletedOverlay
          courseTitle={data.courseDetails.title}
          onClose={() => setReplaying(true)}
          onRewatch={() => void rewatch()}
          rewatching={reset.isPending}
          onDownloadCertificate={openCertificate}
        />
      )}
    </Shell>
  );
}
