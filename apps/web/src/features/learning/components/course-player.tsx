import { WifiOff } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useOnline } from '@/components/layout/offline-banner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useDocumentMeta } from '@/lib/document-meta';
import { useT } from '@/lib/i18n';
import { useBlockedShortcuts } from '../hooks/use-blocked-shortcuts';
import { useCoursePlayer } from '../hooks/use-course-player';
import { useSavedLectures } from '../hooks/use-saved-lectures';
import { type CertificateRequest, certificateRequestOf, panelCertificate } from '../lib/certificate-request';
import { viewedIds } from '../lib/resume';
import { CoursePlayerHeader } from './course-player-header';
import { CourseLoading, CourseUnavailable, Shell } from './course-player-shell';
import { LectureDetails } from './lecture-details';
import { LecturePanel } from './lecture-panel';
import { LectureVideo } from './lecture-video';
import { CompletedOverlay, NotPurchasedOverlay } from './learning-overlays';
import { NotWatchedNotice } from './not-watched-notice';
import { SaveCourseForOffline } from './save-course-for-offline';
import { SaveForOffline } from './save-for-offline';

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
  const t = useT();
  const navigate = useNavigate();
  const player = useCoursePlayer({ courseId, userId: user._id, initialLectureId });
  const { progress, selection, refusal, replaying } = player;
  const [panelOpen, setPanelOpen] = useState(true);
  const online = useOnline();

  const data = progress.data;
  const offline = useSavedLectures({ courseId, userId: user._id, progress: data });
  useDocumentMeta({
    title: data?.courseDetails.title ?? t('learning.course'),
    description: t('learning.metaDescription'),
  });

  const goBack = () => navigate(paths.purchases);

  if (progress.isPending) return <CourseLoading />;

  if (!data && !player.notPurchased) {
    return (
      <CourseUnavailable
        missing={progress.error instanceof ApiError && [400, 404].includes(progress.error.status)}
        onGoBack={goBack}
        onRetry={() => void progress.refetch()}
        retrying={progress.isFetching}
      />
    );
  }

  const course = data?.courseDetails;
  const curriculum = course?.curriculum ?? [];
  const viewed = viewedIds(data?.progress ?? []);
  const lectureIndex = curriculum.findIndex((lecture) => lecture._id === selection?.lectureId);
  const lecture = curriculum[lectureIndex];
  const certificate = panelCertificate(data, replaying);
  const openCertificate = () => {
    if (data) onOpenCertificate(certificateRequestOf(courseId, data));
  };

  return (
    <Shell>
      <CoursePlayerHeader
        category={course?.category}
        title={course?.title}
        panelOpen={panelOpen}
        onGoBack={goBack}
        onTogglePanel={() => setPanelOpen((open) => !open)}
      />

      <div className={`grid flex-1 ${panelOpen ? 'lg:grid-cols-[22rem_minmax(0,1fr)]' : ''}`}>
        <section
          aria-label={t('learning.lecture')}
          className={`min-w-0 ${panelOpen ? 'lg:col-start-2 lg:row-start-1' : ''}`}
        >
          <div className="mx-auto w-full max-w-[min(100%,calc((100dvh-11rem)*16/9))] sm:px-5 sm:pt-5 lg:px-8 lg:pt-8">
            {!online && (
              <p
                role="status"
                className="flex items-center gap-2 px-4 py-3 text-sm text-white/70 sm:px-0 sm:pt-0"
              >
                <WifiOff size={16} className="shrink-0" aria-hidden />
                {t('saved.offlineNow')}
              </p>
            )}
            <LectureVideo
              lecture={data?.isPurchased ? lecture : undefined}
              selection={selection}
              student={user}
              onPlayed={player.onPlayed}
              onComplete={(lectureId) => void player.onLectureComplete(lectureId)}
              onRetry={() => void player.refreshSource()}
            />

            {lecture && refusal?.lectureId === lecture._id && (
              <NotWatchedNotice message={refusal.message} onRestart={() => player.play(lecture)} />
            )}

            <LectureDetails
              lecture={lecture}
              position={lectureIndex + 1}
              count={curriculum.length}
              viewed={lecture !== undefined && viewed.has(lecture._id)}
              courseTitle={course?.title}
              nextLecture={lectureIndex >= 0 ? curriculum[lectureIndex + 1] : undefined}
              onPlayNext={(next) => player.play(next)}
            />

            {lecture && data?.isPurchased && <SaveForOffline lecture={lecture} offline={offline} />}
          </div>
        </section>

        {/* On a wide screen the list is as tall as the screen, less the notices over its bottom
            (an offline evening's "You are offline"), so its last lecture can be reached. */}
        {panelOpen && (
          <aside
            id="lecture-panel"
            aria-label={t('learning.nextLectures')}
            className="border-t border-white/10 bg-white/[0.03] lg:sticky lg:top-14 lg:col-start-1 lg:row-start-1 lg:h-[calc(100dvh-3.5rem-var(--page-notices,0px))] lg:border-t-0 lg:border-r"
          >
            <LecturePanel
              lectures={curriculum}
              viewed={viewed}
              saved={offline.saved}
              actions={data?.isPurchased && <SaveCourseForOffline offline={offline} />}
              currentId={selection?.lectureId}
              onSelect={(chosen) => player.play(chosen)}
              disabled={!data?.isPurchased}
              certificate={
                certificate ? { completedAt: certificate.completedAt, onOpen: openCertificate } : undefined
              }
            />
          </aside>
        )}
      </div>

      {player.notPurchased && (
        <NotPurchasedOverlay
          onGoBack={goBack}
          courseLink={
            <Link to={paths.courseDetails(courseId)} className="btn-outline">
              {t('learning.viewCourse')}
            </Link>
          }
        />
      )}
      {data?.isPurchased && data.completed && !replaying && (
        <CompletedOverlay
          courseTitle={data.courseDetails.title}
          reviewHref={`${paths.courseDetails(courseId)}#reviews`}
          lectures={curriculum.length}
          certificate={data.certificate}
          awaitedProject={
            data.project.required && data.project.status !== 'approved'
              ? { status: data.project.status, href: paths.studentProject(courseId) }
              : null
          }
          onClose={player.replay}
          onRewatch={() => void player.rewatch()}
          rewatching={player.rewatching}
          onDownloadCertificate={openCertificate}
        />
      )}
    </Shell>
  );
}
