import type { WatchStatus } from '@academy/shared/learning';

export const PROGRESS_MESSAGES = {
  buyToTrack: 'Buy this course to track your progress.',
  lectureNotInCourse: 'This lecture is not part of this course.',
  lectureViewed: 'Lecture marked as viewed',
  progressReset: 'Progress reset',
} as const;

/** m:ss, or h:mm:ss from an hour on. */
function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** Why a student's lecture is not marked viewed yet, in words the student can act on. */
export function notWatchedMessage(status: WatchStatus): string {
  // Under a second reads as none: "0:00 of 9:30" tells a student nothing.
  if (status.durationSeconds === null || status.watchedSeconds < 1) {
    return 'Play this lecture through to mark it as viewed: none of it has been played yet.';
  }
  return (
    'Keep watching: this lecture counts as viewed once you have played most of it ' +
    `(${clock(status.watchedSeconds)} of ${clock(Math.round(status.durationSeconds))} so far).`
  );
}

/** Who asks: an admin may look at any course, published or not. */
