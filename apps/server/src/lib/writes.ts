import type { FastifyReply, FastifyRequest } from 'fastify';

/** A call that may have changed something: any method but a read's, and not refused. */
export const isSuccessfulWrite = (request: FastifyRequest, reply: FastifyReply): boolean =>
  request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400;
