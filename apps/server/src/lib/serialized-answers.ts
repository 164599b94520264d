import type { FastifyReply } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/*
 * An answer kept by a micro-cache as its JSON, not as the object it came from (issue 33). The
 * route's serializer checks an object against the response schema with zod and then stringifies
 * it, on every request: for a page of 24 courses that cost more than the cache saved, and a
 * cached list answered at 17 % of a bare server. Serialized once, as the route itself would,
 * every hit within the cache's second is only bytes to send.
 */

/**
 * An answer's JSON, made by `answerSerializer` (or filled in from what it made, as a course's page
 * for a signed-in reader is: modules/courses/detail-json.ts).
 */
export type SerializedAnswer = { readonly json: string };

/** Serializes a 200 answer exactly as a route whose response schema is `schema` does. */
export function answerSerializer<Schema extends z.ZodType>(
  schema: Schema,
): (answer: z.input<Schema>) => SerializedAnswer {
  const serialize = serializerCompiler({ schema, method: 'GET', url: '', httpStatus: '200' }) as (
    data: unknown,
  ) => string;
  return (answer) => ({ json: serialize(answer) });
}

/** Sends a serialized answer: Fastify sends a string of a JSON type as it is, not serialized again. */
export function sendSerialized(reply: FastifyReply, answer: SerializedAnswer): FastifyReply {
  // The typed reply expects the schema's object; these are its bytes, already checked against it.
  return reply.type('application/json; charset=utf-8').send(answer.json as never);
}
