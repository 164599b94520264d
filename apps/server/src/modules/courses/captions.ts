import type { CaptionTrack } from '@academy/shared/captions';
import { type CaptionLanguage, captionLanguageOf } from '@academy/shared/caption-languages';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lectureCaptions, lectures } from '../../db/schema/courses';
import { NotFoundError } from '../../lib/errors';
import { qualified as q } from '../../lib/sql';
import type { UrlSigner } from './summaries';

/* A lecture's captions (issue 28): saved and removed by an admin, read by the player's <track>. */

export const CAPTION_MESSAGES = {
  lectureNotFound: 'This lecture is not part of the course. Save the course first if it is new.',
  saved: (language: CaptionLanguage) => `${captionLanguageOf(language).name} captions saved.`,
  removed: (language: CaptionLanguage) => `${captionLanguageOf(language).name} captions removed.`,
  notFound: (language: CaptionLanguage) =>
    `This lecture has no ${captionLanguageOf(language).name} captions.`,
};

export type CaptionsTarget = { courseId: string; lectureId: string; language: CaptionLanguage };

/** When captions were last replaced, as the links name it (whole seconds). */
const versionOf = (updatedAt: Date) => Math.floor(updatedAt.getTime() / 1000);

/**
 * Saves (or replaces) a lecture's captions in one language, and answers them as the admin's
 * course editor shows them. NotFoundError unless the lecture is one of the course's.
 */
export async function saveCaptions(
  db: Executor,
  { courseId, lectureId, language }: CaptionsTarget,
  vtt: string,
  signer: UrlSigner,
): Promise<CaptionTrack> {
  const [lecture] = await db
    .select({ id: lectures.id })
    .from(lectures)
    .where(and(eq(lectures.id, lectureId), eq(lectures.courseId, courseId)))
    .limit(1);
  if (!lecture) throw new NotFoundError(CAPTION_MESSAGES.lectureNotFound);
  const [saved] = await db
    .insert(lectureCaptions)
    .values({ lectureId, language, vtt })
    .onConflictDoUpdate({
      target: [lectureCaptions.lectureId, lectureCaptions.language],
      // A replacement within the same second still gets a new link.
      set: {
        vtt,
        updatedAt: sql`greatest(now(), ${lectureCaptions.updatedAt} + interval '1 second')`,
      },
    })
    .returning({ updatedAt: lectureCaptions.updatedAt });
  if (!saved) throw new Error('The captions were not saved');
  return {
    language,
    label: captionLanguageOf(language).label,
    url: signer.signedCaptionsUrl(lectureId, language, versionOf(saved.updatedAt)),
  };
}

/** Removes a lecture's captions in one language; NotFoundError when it has none. */
export async function removeCaptions(
  db: Executor,
  { courseId, lectureId, language }: CaptionsTarget,
): Promise<void> {
  const removed = await db
    .delete(lectureCaptions)
    .where(
      and(
        eq(lectureCaptions.lectureId, lectureId),
        eq(lectureCaptions.language, language),
        sql`exists (select 1 from ${lectures} where ${q(lectures.id)} = ${lectureId} and ${q(lectures.courseId)} = ${courseId})`,
      ),
    )
    .returning({ lectureId: lectureCaptions.lectureId });
  if (removed.length === 0) throw new NotFoundError(CAPTION_MESSAGES.notFound(language));
}

/** The WebVTT text of a lecture's captions, and when it was last replaced; undefined when none. */
export async function findCaptions(
  db: Executor,
  lectureId: string,
  language: CaptionLanguage,
): Promise<{ vtt: string; updatedAt: Date } | undefined> {
  const [row] = await db
    .select({ vtt: lectureCaptions.vtt, updatedAt: lectureCaptions.updatedAt })
    .from(lectureCaptions)
    .where(and(eq(lectureCaptions.lectureId, lectureId), eq(lectureCaptions.language, language)))
    .limit(1);
  return row;
}
