import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorResponse } from '@academy/shared/auth';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, type DomainErrorKind } from '../lib/errors';
import { findNulCharacter } from '../lib/log';

/** The key a validation issue is about, dotted when nested ("curriculum.2.title"); '' for the whole part. */
const fieldOfIssue = (issue: { instancePath: string }) =>
  issue.instancePath.replace(/^\//, '').replaceAll('/', '.');

/** "body.email: email must be a valid email address" → names the field once. */
function describeValidation(
  context: string | undefined,
  issue: { instancePath: string; message?: string | undefined },
): string {
  const field = fieldOfIssue(issue);
  const message = issue.message ?? 'is invalid';
  if (!field) return `${context ?? 'request'}: ${message}`;
  const leaf = field.split('.').at(-1) ?? field;
  return message.startsWith(leaf) ? message : `${field}: ${message}`;
}

/** The status each kind of domain error answers: the one place a refusal becomes HTTP. */
const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-media': 415,
  'rate-limited': 429,
  failed: 500,
  'upstream-failed': 502,
  unavailable: 503,
};

export const statusOf = (error: DomainError): number => STATUS_OF_KIND[error.kind];

/** The store's error body; `field` only when the problem is one field, so a form can place it. */
const failure = (message: string, field?: string): ErrorResponse =>
  field ? { success: false, message, field } : { success: false, message };

const ROUTER_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long.',
};

/**
 * Errors the router raises before a route runs (a malformed or overlong path): the same
 * `{ success: false, message }` as every other error, instead of Fastify's own shape.
 */
export function routerErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply.status(status).send(failure(ROUTER_MESSAGES[error.code] ?? 'Bad request'));
}

/**
 * The name of the unique index a database error broke (SQLSTATE 23505), looking through the
 * causes drizzle wraps it in; undefined for any other error. A race the services did not
 * foresee then answers 409, never 500.
 */
function uniqueViolation(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505')
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return undefined;
}

const UNIQUE_MESSAGES: Record<string, string> = {
  orders_gateway_payment_unique: 'This payment has already been credited to another order.',
  orders_gateway_order_unique: 'This payment order already belongs to another order.',
  refunds_payment_unique: 'This payment is already being refunded.',
};
const UNIQUE_FALLBACK = 'This conflicts with something that already exists. Please reload and try again.';

/** What an error from the disk or the object store means for the caller, when it is about space. */
export function storageFailure(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (code === 'ENOSPC' || code === 'EDQUOT') return SERVER_MESSAGES.storageFull;
    if (code === 'EROFS') return SERVER_MESSAGES.storageReadOnly;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** What a caller is told when the database cannot be reached, and when to try again. */
const DATABASE_UNREACHABLE = 'The store cannot reach its database just now. Please try again in a minute.';
const DATABASE_BUSY = 'The store is too busy to answer just now. Please try again in a minute.';
/** A restart or a failover takes seconds; asking sooner only adds to the queue of reconnects. */
const UNREACHABLE_RETRY_SECONDS = 30;
/** Space is freed by a person, not in seconds. */
const DISK_FULL_RETRY_SECONDS = 600;

/**
 * Failures to open a connection (and the pool's own words for them). A connection lost after it
 * opened is left out: a client that hangs up mid-request resets too, and pg names its own loss.
 */
const UNREACHABLE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNREACHABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
];

export type DatabaseFailure = { status: 503 | 507; message: string; retryAfterSeconds: number };

/**
 * Whether an error means the database is out of reach or out of room rather than a fault of the
 * request or of our code (issue 25): a refused or ended connection, an administrator or a crash
 * shutting the server down (57P01, 57P02), a server that takes no connections yet (57P03), a
 * connection exception (class 08) or the pool's connect timeout are 503; too many connections or
 * too little memory (53300, 53200) are 503 as well, since they pass; a full disk (53100, which
 * PGlite reports when its folder's disk is full) is 507. Looks through the causes drizzle wraps.
 */
export function databaseFailure(error: unknown): DatabaseFailure | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (code === '53100') {
      return {
        status: 507,
        message: SERVER_MESSAGES.storageFull,
        retryAfterSeconds: DISK_FULL_RETRY_SECONDS,
      };
    }
    if (code === '53200' || code === '53300') {
      return { status: 503, message: DATABASE_BUSY, retryAfterSeconds: UNREACHABLE_RETRY_SECONDS };
    }
    const unreachable =
      typeof code === 'string'
        ? code === '57P01' ||
          code === '57P02' ||
          code === '57P03' ||
          /^08[0-9A-Z]{3}$/.test(code) ||
          UNREACHABLE_NETWORK_CODES.has(code)
        : typeof message === 'string' && UNREACHABLE_MESSAGES.some((words) => message.includes(words));
    if (unreachable) {
      return { status: 503, message: DATABASE_UNREACHABLE, retryAfterSeconds: UNREACHABLE_RETRY_SECONDS };
    }
    current = cause;
  }
  return undefined;
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
};

/**
 * Requests Node's HTTP parser refuses before any route runs (headers over 16 KB, a request that
 * never finishes arriving, malformed HTTP): answered in the store's `{ success: false, message }`
 * shape like every other error, then the connection is closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    message: 'The request is malformed.',
  };
  const body = JSON.stringify(failure(message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    // PostgreSQL takes no NUL character in text: refused here, naming the field, not a 500 later.
    app.addHook('preValidation', async (request, reply) => {
      const field =
        findNulCharacter(request.params, '') ??
        findNulCharacter(request.query, '') ??
        findNulCharacter(request.body, '');
      if (field !== undefined) {
        return reply
          .status(400)
          .send(failure(`${field || 'The request'} must not contain a NUL character (\\0).`, field));
      }
    });

    app.setErrorHandler((error: FastifyError | DomainError | Error, request, reply) => {
      if (error instanceof DomainError) {
        return reply.status(statusOf(error)).send(failure(error.message, error.field));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0];
        if (!first) return reply.status(400).send(failure('Invalid request'));
        return reply
          .status(400)
          .send(failure(describeValidation(error.validationContext, first), fieldOfIssue(first)));
      }
      const fastifyError = error as FastifyError;
      if (fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
        return reply.status(400).send(failure(SERVER_MESSAGES.malformedJson));
      }
      const unique = uniqueViolation(error);
      if (unique !== undefined) {
        return reply.status(409).send(failure(UNIQUE_MESSAGES[unique] ?? UNIQUE_FALLBACK));
      }
      const storage = storageFailure(error);
      if (storage !== undefined) {
        request.log.error({ err: error }, 'the media storage refused a write');
        return reply.status(507).send(failure(storage));
      }
      const database = databaseFailure(error);
      if (database !== undefined) {
        request.log.error(
          { err: error },
          'the database (or a service the store needs) is out of reach or out of room',
        );
        return reply
          .status(database.status)
          .header('retry-after', database.retryAfterSeconds)
          .send(failure(database.message));
      }
      const status = fastifyError.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.status(status).send(failure(error.message));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(failure(SERVER_MESSAGES.internalError));
    });
  },
  { name: 'errors' },
);
