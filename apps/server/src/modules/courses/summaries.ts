import {
  CAPTION_LANGUAGE_CODES,
  type CaptionLanguage,
  captionLanguageOf,
} from '@academy/shared/caption-languages';
import type { CourseDetail, CourseSummary, Lecture } from '@academy/shared/catalogue-courses';
import { eq, sql } from 'drizzle-orm';
import { courses, lectureCaptions, lectures } from '../../db/schema/courses';
import { productRating } from '../../db/schema/reviews';
import { toRupees } from '../../lib/money';
import { qualified } from '../../lib/sql';
import { hasReadyStream } from '../media/service';
import { courseHolderCount } from '../access/ownership';
import type { ProductKind } from '../catalogue/kind';

/*
 * How a course row becomes what the API answers: the summary columns every list reads in one
 * statement, and the curriculum with the URLs a viewer may play.
 */

/**
 * Turns a media id into a short-lived playable URL (the app's `mediaSigner`): the video file
 * itself, or the master playlist of its adaptive stream once that is ready.
 */
/** Each link is for `viewerId` alone when given (their access is asked again as they play), else for anyone. */
export type UrlSigner = {
  signedVideoUrl(publicId: string, viewerId?: string): string;
  signedStreamUrl(videoId: string, viewerId?: string): string;
  signedCaptionsUrl(lectureId: string, language: string, version: number, viewerId?: string): string;
};

/** Who is looking at a course: decides which lectures carry a playable URL. */
export type Viewer = { id: string; role: 'user' | 'admin' } | null;

/* One statement per list: the counts are correlated subqueries on indexed foreign keys. */

const q = qualified;
const lectureCount = sql<number>`(
  select count(*) from ${lectures} where ${q(lectures.courseId)} = ${q(courses.id)}
)`.mapWith(Number);
const studentCount = courseHolderCount(courses.id);
const rating = productRating(courses.id);

export const summaryColumns = {
  id: courses.id,
  title: courses.title,
  category: courses.category,
  level: courses.level,
  primaryLanguage: courses.primaryLanguage,
  objectives: courses.objectives,
  welcomeMessage: courses.welcomeMessage,
  pricePaise: courses.pricePaise,
  fakePricePaise: courses.fakePricePaise,
  description: courses.description,
  image: courses.image,
  isPublished: courses.isPublished,
  instructorId: courses.instructorId,
  instructorName: courses.instructorName,
  date: courses.date,
  students: studentCount,
  lectures: lectureCount,
  ratingAverage: rating.average,
  ratingCount: rating.count,
};

export type SummaryRow = {
  id: string;
  title: string;
  category: string;
  level: string;
  primaryLanguage: string;
  objectives: string;
  welcomeMessage: string;
  pricePaise: number;
  fakePricePaise: number;
  description: string;
  image: string;
  isPublished: boolean;
  instructorId: string | null;
  instructorName: string;
  date: Date;
  students: number;
  lectures: number;
  ratingAverage: number | null;
  ratingCount: number;
};

export function toSummary(row: SummaryRow): CourseSummary {
  return {
    _id: row.id,
    title: row.title,
    category: row.category,
    level: row.level,
    primaryLanguage: row.primaryLanguage,
    objectives: row.objectives,
    welcomeMessage: row.welcomeMessage,
    price: toRupees(row.pricePaise),
    fakePrice: toRupees(row.fakePricePaise),
    description: row.description,
    image: row.image,
    isPublished: row.isPublished,
    instructorId: row.instructorId,
    instructorName: row.instructorName,
    date: row.date.toISOString(),
    students: row.students,
    lectures: row.lectures,
    rating: row.ratingAverage === null ? null : { average: row.ratingAverage, count: row.ratingCount },
  };
}

/** Courses as the catalogue kernel reads them (catalogue/kind.ts): a visitor sees the published ones. */
export const courseProduct = {
  name: 'course',
  table: courses,
  id: courses.id,
  title: courses.title,
  pricePaise: courses.pricePaise,
  date: courses.date,
  updatedAt: courses.updatedAt,
  instructorName: courses.instructorName,
  category: courses.category,
  visible: eq(courses.isPublished, true),
  storeTotal: 'courses',
  summaryColumns,
  toSummary,
} satisfies ProductKind<typeof summaryColumns, CourseSummary>;

type LectureJson = {
  id: string;
  title: string;
  publicId: string;
  freePreview: boolean;
  duration: number | null;
  /** The video's adaptive stream is ready to play. */
  streamReady: boolean;
  /** Its captions' languages, in the store's order, and when each was last replaced (epoch seconds). */
  captions: { language: CaptionLanguage; version: number }[];
};

const captionOrder = sql.raw(`array[${CAPTION_LANGUAGE_CODES.map((code) => `'${code}'`).join(', ')}]`);

/** A lecture's captions, without their text: the languages and versions the player's links name. */
const captionsJson = sql`(
  select coalesce(
    json_agg(
      json_build_object(
        'language', ${q(lectureCaptions.language)},
        'version', floor(extract(epoch from ${q(lectureCaptions.updatedAt)}))::bigint
      )
      order by array_position(${captionOrder}, ${q(lectureCaptions.language)})
    ),
    '[]'::json
  )
  from ${lectureCaptions}
  where ${q(lectureCaptions.lectureId)} = ${q(lectures.id)}
)`;

/** The curriculum in position order, as JSON from the same statement as the course. */
export const curriculumJson = sql<LectureJson[]>`(
  select coalesce(
    json_agg(
      json_build_object(
        'id', ${q(lectures.id)},
        'title', ${q(lectures.title)},
        'publicId', ${q(lectures.publicId)},
        'freePreview', ${q(lectures.freePreview)},
        'duration', ${q(lectures.durationSeconds)},
        'streamReady', ${hasReadyStream(lectures.publicId)},
        'captions', ${captionsJson}
      )
      order by ${q(lectures.position)}, ${q(lectures.id)}
    ),
    '[]'::json
  )
  from ${lectures}
  where ${q(lectures.courseId)} = ${q(courses.id)}
)`;

/** What a course's page has beyond its card: the instructor card and the curriculum. */
export const detailColumns = {
  ...summaryColumns,
  instructorPhoto: courses.instructorPhoto,
  instructorHeadline: courses.instructorHeadline,
  instructorPortfolioUrl: courses.instructorPortfolioUrl,
  projectBrief: courses.projectBrief,
  projectRequired: courses.projectRequired,
  curriculum: curriculumJson,
};

export type DetailRow = SummaryRow & {
  instructorPhoto: string;
  instructorHeadline: string;
  instructorPortfolioUrl: string;
  projectBrief: string;
  projectRequired: boolean;
  curriculum: LectureJson[];
};

/**
 * Free previews always carry a signed URL; the other lectures only when `playsEverything`. A
 * lecture whose video was deleted (Replace Video) has no file to sign and gets no URL. The URL
 * is the adaptive stream's playlist once it is ready, the video file until then (decision 014).
 * A student's link to a lecture that is not a free preview is signed for them (`viewerId`), so
 * it stops when their access does.
 */
export function toDetail(
  row: DetailRow,
  playsEverything: boolean,
  signer: UrlSigner,
  viewerId?: string,
): CourseDetail {
  const curriculum = row.curriculum.map((lecture): Lecture => {
    const playable = (playsEverything || lecture.freePreview) && lecture.publicId !== '';
    const forViewer = lecture.freePreview ? undefined : viewerId;
    return {
      _id: lecture.id,
      title: lecture.title,
      videoUrl: !playable
        ? ''
        : lecture.streamReady
          ? signer.signedStreamUrl(lecture.publicId, forViewer)
          : signer.signedVideoUrl(lecture.publicId, forViewer),
      public_id: playable ? lecture.publicId : '',
      freePreview: lecture.freePreview,
      duration: lecture.duration,
      // Which languages a lecture has shows on the course page; only a playable one gets links.
      captions: lecture.captions.map(({ language, version }) => ({
        language,
        label: captionLanguageOf(language).label,
        url: playable ? signer.signedCaptionsUrl(lecture.id, language, version, forViewer) : '',
      })),
    };
  });
  return {
    ...toSummary(row),
    instructorPhoto: row.instructorPhoto,
    instructorHeadline: row.instructorHeadline,
    instructorPortfolioUrl: row.instructorPortfolioUrl,
    projectBrief: row.projectBrief,
    projectRequired: row.projectRequired,
    curriculum,
  };
}
