import type { CourseProgress } from '@academy/shared/learning';
import type { OfflineLecture, OfflineLicence } from '@academy/shared/offline';
import {
  readSavedRecord,
  SAVED_LECTURES_CACHE,
  SAVED_LECTURES_PREFIX,
  type SavedCourseRecord,
  type SavedLectureRecord,
  savedCourseRecordUrl,
  savedEntryFile,
  savedFileUrl,
  savedLectureRecordUrl,
} from '@/service-worker/saved-lectures';

/*
 * The device's side of lectures saved for offline (issue 32, decision 039): the files in Cache
 * Storage, where the service worker plays them from, and a record of each lecture and course.
 */

export type SavedCourse = SavedCourseRecord<CourseProgress>;
export type { SavedLectureRecord };

/** Why saving stopped, said plainly to the student. */
export class SaveError extends Error {
  constructor(
    readonly reason: 'quota' | 'network' | 'unsupported',
    message: string = reason,
  ) {
    super(message);
    this.name = 'SaveError';
  }
}

/**
 * Whether this browser can save lectures: Cache Storage, and a service worker controlling the
 * page to play them back (none in development, none before the first visit's worker is ready).
 */
export function canSaveLectures(): boolean {
  return (
    typeof window !== 'undefined' &&
    'caches' in window &&
    'serviceWorker' in navigator &&
    navigator.serviceWorker.controller !== null
  );
}

const openCache = () => caches.open(SAVED_LECTURES_CACHE);

const jsonResponse = (value: unknown) =>
  new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });

const isQuotaError = (error: unknown) =>
  error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);

/** Everything saved on this device: each course's record, and its saved lectures in the course's order. */
export async function savedCourses(): Promise<{ course: SavedCourse; lectures: SavedLectureRecord[] }[]> {
  if (typeof caches === 'undefined') return [];
  const cache = await openCache();
  const courses = new Map<string, SavedCourse>();
  const lectures: SavedLectureRecord[] = [];
  for (const request of await cache.keys()) {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith(`${SAVED_LECTURES_PREFIX}courses/`)) {
      const course = await readSavedRecord<SavedCourse>(cache, pathname);
      if (course) courses.set(course.courseId, course);
    } else if (pathname.endsWith('/record.json')) {
      const lecture = await readSavedRecord<SavedLectureRecord>(cache, pathname);
      if (lecture) lectures.push(lecture);
    }
  }
  return [...courses.values()].map((course) => {
    const order = course.snapshot.courseDetails.curriculum.map((lecture) => lecture._id);
    return {
      course,
      lectures: lectures
        .filter((lecture) => lecture.courseId === course.courseId)
        .sort((a, b) => order.indexOf(a.lectureId) - order.indexOf(b.lectureId)),
    };
  });
}

export async function savedCourse(courseId: string): Promise<SavedCourse | undefined> {
  if (typeof caches === 'undefined') return undefined;
  return readSavedRecord<SavedCourse>(await openCache(), savedCourseRecordUrl(courseId));
}

/** The ids of a course's lectures saved on this device. */
export async function savedLectureIds(courseId: string): Promise<Set<string>> {
  const found = (await savedCourses()).find((entry) => entry.course.courseId === courseId);
  return new Set(found?.lectures.map((lecture) => lecture.lectureId) ?? []);
}

/** The address a saved lecture plays from. */
export const savedSource = (lecture: Pick<SavedLectureRecord, 'lectureId' | 'kind'>) =>
  savedFileUrl(lecture.lectureId, savedEntryFile(lecture.kind));

/** Keeps the licence and the player's last view of the course (both renewed while online). */
export async function keepCourse(course: SavedCourse): Promise<void> {
  await (await openCache()).put(savedCourseRecordUrl(course.courseId), jsonResponse(course));
}

export const courseRecordOf = (
  licence: OfflineLicence,
  userId: string,
  snapshot: CourseProgress,
): SavedCourse => ({
  courseId: licence.courseId,
  courseTitle: licence.courseTitle,
  courseImage: licence.courseImage,
  userId,
  expiresAt: licence.expiresAt,
  snapshot,
});

/** The files a stream rendition's playlist names, in order (segments, and an init section if any). */
export function playlistFiles(playlist: string): string[] {
  const files: string[] = [];
  for (const line of playlist.split(/\r?\n/)) {
    const text = line.trim();
    const map = /^#EXT-X-MAP:.*URI="([^"]+)"/.exec(text);
    if (map?.[1]) files.push(map[1]);
    else if (text !== '' && !text.startsWith('#')) files.push(text);
  }
  return files;
}

/** A saved file's name must stay under its lecture's folder: a playlist naming `../x` is refused. */
const isPlainFileName = (file: string) => /^[A-Za-z0-9_.-]+$/.test(file) && !file.startsWith('.');

async function fetchBody(url: string, signal: AbortSignal, onBytes: (count: number) => void): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, { signal, credentials: 'same-origin' });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new SaveError('network');
  }
  if (!response.ok || !response.body) throw new SaveError('network', `HTTP ${response.status}`);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  for (;;) {
    let part: ReadableStreamReadResult<Uint8Array>;
    try {
      part = await reader.read();
    } catch (error) {
      if (signal.aborted) throw error;
      throw new SaveError('network');
    }
    if (part.done) break;
    chunks.push(part.value);
    onBytes(part.value.byteLength);
  }
  return new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? '' });
}

/**
 * Fetches a lecture's 360p stream (or whole file) into the cache, reporting the bytes as they
 * come; the lecture's record is written last, so a lecture is saved whole or not at all. Room is
 * asked for first: a phone without it is told before anything is fetched.
 */
export async function saveLecture(
  plan: OfflineLecture,
  course: SavedCourse,
  { signal, onProgress }: { signal: AbortSignal; onProgress: (bytes: number) => void },
): Promise<SavedLectureRecord> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  if (estimate?.quota !== undefined && estimate.usage !== undefined) {
    if (estimate.quota - estimate.usage < plan.estimatedBytes) throw new SaveError('quota');
  }
  // Kept through the browser's clean-ups of a full disk, where it allows it.
  void navigator.storage?.persist?.().catch(() => false);

  const cache = await openCache();
  const written: string[] = [];
  let bytes = 0;
  const count = (more: number) => {
    bytes += more;
    onProgress(bytes);
  };
  const put = async (file: string, body: Blob, type: string) => {
    const url = savedFileUrl(plan.lectureId, file);
    written.push(url);
    try {
      await cache.put(
        url,
        new Response(body, { headers: { 'content-type': type, 'content-length': String(body.size) } }),
      );
    } catch (error) {
      throw isQuotaError(error) ? new SaveError('quota') : error;
    }
  };

  try {
    let files: string[];
    if (plan.source.kind === 'stream') {
      const playlistUrl = new URL(plan.source.playlistUrl, window.location.href);
      const playlist = await fetchBody(playlistUrl.href, signal, () => undefined);
      const text = await playlist.text();
      const segments = playlistFiles(text);
      if (segments.length === 0 || !segments.every(isPlainFileName)) throw new SaveError('network');
      for (const segment of segments) {
        const body = await fetchBody(new URL(segment, playlistUrl).href, signal, count);
        await put(segment, body, body.type || 'video/mp2t');
      }
      await put('index.m3u8', new Blob([text]), 'application/vnd.apple.mpegurl');
      files = ['index.m3u8', ...segments];
    } else {
      const body = await fetchBody(plan.source.url, signal, count);
      await put('video', body, plan.source.contentType);
      files = ['video'];
    }
    const record: SavedLectureRecord = {
      lectureId: plan.lectureId,
      courseId: course.courseId,
      title: plan.title,
      durationSeconds: plan.durationSeconds,
      kind: plan.source.kind,
      files,
      bytes,
      savedAt: new Date().toISOString(),
    };
    await keepCourse(course);
    await cache.put(savedLectureRecordUrl(plan.lectureId), jsonResponse(record));
    return record;
  } catch (error) {
    await Promise.all(written.map((url) => cache.delete(url)));
    throw error;
  }
}

/** Deletes a saved lecture; the course's record goes with its last lecture. Answers whether the course has none left. */
export async function removeLecture(lectureId: string): Promise<{ courseEmpty: boolean; courseId?: string }> {
  const cache = await openCache();
  const record = await readSavedRecord<SavedLectureRecord>(cache, savedLectureRecordUrl(lectureId));
  await cache.delete(savedLectureRecordUrl(lectureId));
  if (!record) return { courseEmpty: false };
  await Promise.all(record.files.map((file) => cache.delete(savedFileUrl(lectureId, file))));
  const left = (await savedLectureIds(record.courseId)).size;
  if (left === 0) await cache.delete(savedCourseRecordUrl(record.courseId));
  return { courseEmpty: left === 0, courseId: record.courseId };
}

/** Deletes every saved lecture of a course, and its record (a revoked licence). */
export async function removeCourse(courseId: string): Promise<void> {
  for (const lectureId of await savedLectureIds(courseId)) await removeLecture(lectureId);
  await (await openCache()).delete(savedCourseRecordUrl(courseId));
}

/** Deletes everything saved on this device (a sign-out: the lectures were licensed to that student). */
export async function removeEverything(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(SAVED_LECTURES_CACHE);
}
