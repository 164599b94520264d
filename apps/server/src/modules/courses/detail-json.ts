import { randomBytes } from 'node:crypto';
import { type CourseDetail, courseDetailSchema } from '@academy/shared/catalogue-courses';
import { answerSerializer, type SerializedAnswer } from '../../lib/serialized-answers';
import { type DetailRow, toDetail, type UrlSigner } from './summaries';

/*
 * A signed-in reader's course as JSON, from a template made once per course row (issue 33): the
 * course page's answer and the player's progress record carry it. Every student who holds a
 * course gets the same JSON but for its signed links, which name them; building the object and
 * passing it through the response schema's zod check and `JSON.stringify` on each request was a
 * sixth of a signed-in course page's CPU. The template is that JSON made once, with a marker
 * where each link goes; a request signs its links and puts them in. The row is the one an
 * instance reuses for up to a second (COURSE_ROW_TTL_MS), so a template lives as long as its row
 * and is made again with the next one.
 */

/** A link toDetail asked the signer for, and whether it is signed for the reader. */
type Link =
  | { kind: 'stream'; videoId: string; forReader: boolean }
  | { kind: 'video'; publicId: string; forReader: boolean }
  | { kind: 'captions'; lectureId: string; language: string; version: number; forReader: boolean };

/** The course's JSON cut at its links: `parts.length` is `links.length + 1`. */
type Template = { parts: string[]; links: Link[] };

const serializeDetail = answerSerializer(courseDetailSchema);

/*
 * Random per process, so no course text can contain them: a marker is found only where a link
 * was asked for. Plain letters, digits and dashes, which JSON writes as they are.
 */
const MARKER = `link-${randomBytes(12).toString('hex')}-`;
const MARKER_PATTERN = new RegExp(`${MARKER}(\\d+)-`);
const READER = `reader-${randomBytes(12).toString('hex')}`;

/** The templates of a row: one for each of the ways toDetail draws it. */
const templates = new WeakMap<DetailRow, Map<string, Template>>();

function templateOf(row: DetailRow, playsEverything: boolean, forReader: boolean): Template {
  const key = `${playsEverything}:${forReader}`;
  let ofRow = templates.get(row);
  if (!ofRow) {
    ofRow = new Map();
    templates.set(row, ofRow);
  }
  let template = ofRow.get(key);
  if (!template) {
    template = makeTemplate(row, playsEverything, forReader);
    ofRow.set(key, template);
  }
  return template;
}

function makeTemplate(row: DetailRow, playsEverything: boolean, forReader: boolean): Template {
  const asked: Link[] = [];
  const marker = (link: Link) => `${MARKER}${asked.push(link) - 1}-`;
  const recorder: UrlSigner = {
    signedStreamUrl: (videoId, viewerId) =>
      marker({ kind: 'stream', videoId, forReader: viewerId === READER }),
    signedVideoUrl: (publicId, viewerId) =>
      marker({ kind: 'video', publicId, forReader: viewerId === READER }),
    signedCaptionsUrl: (lectureId, language, version, viewerId) =>
      marker({ kind: 'captions', lectureId, language, version, forReader: viewerId === READER }),
  };
  const detail = toDetail(row, playsEverything, recorder, forReader ? READER : undefined);
  // Split by a pattern with a group: the parts of the JSON, each followed by a link's number.
  const pieces = serializeDetail(detail).json.split(MARKER_PATTERN);
  const parts: string[] = [];
  const links: Link[] = [];
  pieces.forEach((piece, index) => {
    if (index % 2 === 0) parts.push(piece);
    else links.push(asked[Number(piece)]!);
  });
  if (links.length !== asked.length) {
    throw new Error(`A course's JSON kept ${links.length} of the ${asked.length} links it was given`);
  }
  return { parts, links };
}

function signed(link: Link, signer: UrlSigner, readerId: string | undefined): string {
  const viewerId = link.forReader ? readerId : undefined;
  switch (link.kind) {
    case 'stream':
      return signer.signedStreamUrl(link.videoId, viewerId);
    case 'video':
      return signer.signedVideoUrl(link.publicId, viewerId);
    case 'captions':
      return signer.signedCaptionsUrl(link.lectureId, link.language, link.version, viewerId);
  }
}

/**
 * `toDetail(row, playsEverything, signer, readerId)` as courseDetailSchema's serializer writes it,
 * links signed for `readerId` where toDetail signs them so.
 */
export function signedInDetailJson(
  row: DetailRow,
  playsEverything: boolean,
  signer: UrlSigner,
  readerId?: string,
): string {
  const { parts, links } = templateOf(row, playsEverything, readerId !== undefined);
  let json = parts[0]!;
  for (let index = 0; index < links.length; index += 1) {
    // A link is a URL (ASCII without quotes or backslashes), escaped anyway as JSON would.
    json += JSON.stringify(signed(links[index]!, signer, readerId)).slice(1, -1) + parts[index + 1]!;
  }
  return json;
}

/** A course made some other way, as courseDetailSchema's serializer writes it. */
export const courseDetailJson = (detail: CourseDetail): string => serializeDetail(detail).json;

/** The course page's answer around a course's JSON, as its response schema's serializer writes it. */
export const courseDetailAnswer = (detailJson: string): SerializedAnswer => ({
  json: `{"success":true,"data":${detailJson}}`,
});
