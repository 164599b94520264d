import { courseProgressSchema } from '@academy/shared/learning';
import { answerSerializer, type SerializedAnswer } from '../../lib/serialized-answers';
import type { CourseProgressRecord } from './service';

/** The record without its course, checked against the schema as the route's serializer would. */
const serializeRest = answerSerializer(courseProgressSchema.omit({ courseDetails: true }));

/**
 * A progress route's answer, `{ success: true, message?, data }` as courseProgressResponseSchema's
 * serializer writes it: the course's JSON as it comes (already made as its schema's serializer
 * makes it), and the rest of the record serialized after it, where the schema has it.
 */
export function progressAnswer(
  { courseDetailsJson, ...rest }: CourseProgressRecord,
  message?: string,
): SerializedAnswer {
  const restJson = serializeRest(rest).json;
  const said = message === undefined ? '' : `"message":${JSON.stringify(message)},`;
  return {
    json: `{"success":true,${said}"data":{"courseDetails":${courseDetailsJson},${restJson.slice(1)}}`,
  };
}
