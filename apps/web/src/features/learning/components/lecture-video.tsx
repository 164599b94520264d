import type { Lecture } from '@academy/shared/catalogue-courses';
import type { PlayedRange } from '@academy/shared/played-ranges';
import { Lock, WifiOff } from 'lucide-react';
import { useOnline } from '@/components/layout/offline-banner';
import { VideoPlayer } from '@/components/player/video-player';
import { useT } from '@/lib/i18n';
import type { Selection } from '../lib/lecture-selection';

/** The lecture on screen, watermarked with the student; a lock while there is none to play. */
export function LectureVideo({
  lecture,
  selection,
  student,
  onPlayed,
  onComplete,
  onRetry,
}: {
  /** Undefined while there is nothing to play (not bought, or not chosen yet). */
  lecture: Lecture | undefined;
  selection: Selection | null;
  student: { name: string; email: string };
  onPlayed: (lectureId: string, ranges: PlayedRange[], duration: number) => void;
  onComplete: (lectureId: string) => void;
  onRetry: () => void;
}) {
  const online = useOnline();
  const t = useT();
  if (lecture && selection && selection.src === '' && !online) {
    // Offline, a lecture not saved on this device (issue 32).
    return (
      <div className="flex aspect-video w-full flex-col items-center justify-center gap-3 bg-black px-6 text-center text-white/70 sm:rounded-2xl">
        <WifiOff size={32} aria-hidden />
        <p className="max-w-sm text-sm">{t('saved.notSaved')}</p>
      </div>
    );
  }
  if (!lecture || !selection) {
    return (
      <div className="flex aspect-video w-full items-center justify-center bg-black text-white/30 sm:rounded-2xl">
        <Lock size={40} aria-hidden />
      </div>
    );
  }
  return (
    <VideoPlayer
      src={selection.src}
      mediaKey={`${selection.lectureId}#${selection.round}`}
      title={lecture.title}
      autoPlay={selection.autoPlay}
      watermark={{ name: student.name, email: student.email }}
      captions={lecture.captions.filter((track) => track.url !== '')}
      onPlayed={(ranges, duration) => onPlayed(selection.lectureId, ranges, duration)}
      onComplete={() => onComplete(selection.lectureId)}
      onRetry={onRetry}
      className="shadow-2xl sm:rounded-2xl"
    />
  );
}
