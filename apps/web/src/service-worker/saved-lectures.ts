/**
 * Lectures saved for offline (issue 32, decision 039), as the page that saves them and the
 * service worker that plays them back agree: one cache holds each saved lecture's files under
 * `/saved-lectures/<lecture id>/`, a record of the lecture beside them, and a record per course
 * with its offline licence. No server route answers these addresses: only the worker does.
 */

/** The Cache Storage cache of saved lectures: never expired by the worker, only by the page. */
export const SAVED_LECTURES_CACHE = 'saved-lectures';

export const SAVED_LECTURES_PREFIX = '/saved-lectures/';

/** A saved lecture's file: its playlist (`index.m3u8`), a segment, or `video` for a whole file. */
export const savedFileUrl = (lectureId: string, file: string) =>
  `${SAVED_LECTURES_PREFIX}${encodeURIComponent(lectureId)}/${file}`;

/** Where a saved lecture's record is kept. */
export const savedLectureRecordUrl = (lectureId: string) => savedFileUrl(lectureId, 'record.json');

/** Where a course's record (its licence, the player's last view of it) is kept. */
export const savedCourseRecordUrl = (courseId: string) =>
  `${SAVED_LECTURES_PREFIX}courses/${encodeURIComponent(courseId)}.json`;

/** The file a saved lecture plays from. */
export const savedEntryFile = (kind: 'stream' | 'file') => (kind === 'stream' ? 'index.m3u8' : 'video');

/** One saved lecture: written last, once every file of it is in the cache. */
export type SavedLectureRecord = {
  lectureId: string;
  courseId: string;
  title: string;
  durationSeconds: number | null;
  kind: 'stream' | 'file';
  /** Every file saved, the entry first (for removal). */
  files: string[];
  bytes: number;
  savedAt: string;
};

/** A course with saved lectures, and its licence on this device. */
export type SavedCourseRecord<Snapshot = unknown> = {
  courseId: string;
  courseTitle: string;
  courseImage: string;
  /** The student the licence was issued to. */
  userId: string;
  /** ISO time after which the worker stops playing the course's saved lectures. */
  expiresAt: string;
  /** The course player's last answer from the server, shown again offline. */
  snapshot: Snapshot;
};

/** A record kept in the saved lectures' cache; undefined when there is none. */
export async function readSavedRecord<T>(cache: Cache, url: string): Promise<T | undefined> {
  const response = await cache.match(url);
  return response ? ((await response.json()) as T) : undefined;
}

/** A saved lecture's id and file, from an address under the prefix; undefined for a record or anything else. */
export function savedFileOf(pathname: string): { lectureId: string; file: string } | undefined {
  const match = /^\/saved-lectures\/([^/]+)\/([A-Za-z0-9_.-]+)$/.exec(pathname);
  if (!match || match[1] === 'courses' || match[2] === 'record.json') return undefined;
  return { lectureId: decodeURIComponent(match[1] ?? ''), file: match[2] ?? '' };
}
