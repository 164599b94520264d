import { checkOfflineCourses } from '../api/offline';
import { reportWatch } from '../api/report-watch';
import { markLectureViewed } from '../api/mark-lecture-viewed';
import { keepCourse, removeCourse, savedCourses } from './saved-lectures';
import { hasKeptReports, sendKeptReports } from './watch-outbox';

/**
 * Asks the server about every course with lectures saved here (issue 32): a licence still good
 * is renewed for another 14 days; a revoked one (a refund, an admin's removal of the course, an
 * erased account) has its lectures deleted from the device now. Offline it does nothing.
 */
export async function checkSavedLicences(): Promise<void> {
  const saved = await savedCourses();
  if (saved.length === 0 || !navigator.onLine) return;
  const answers = await checkOfflineCourses(saved.map((entry) => entry.course.courseId));
  for (const answer of answers) {
    const entry = saved.find((found) => found.course.courseId === answer.courseId);
    if (!entry) continue;
    if (answer.status === 'revoked') await removeCourse(answer.courseId);
    else await keepCourse({ ...entry.course, expiresAt: answer.expiresAt });
  }
}

/** What was played offline goes to the server, marks of finished lectures with it. */
export function sendOfflineWatching(): Promise<void> {
  if (!hasKeptReports() || !navigator.onLine) return Promise.resolve();
  return sendKeptReports({ report: (report) => reportWatch(report), mark: markLectureViewed });
}

/** Both, now and whenever the network comes back, for as long as the page is open. */
export function keepOfflineInStep(): void {
  const run = () => {
    void sendOfflineWatching();
    void checkSavedLicences().catch(() => undefined);
  };
  run();
  window.addEventListener('online', run);
}
