import { randomUUID } from 'node:crypto';

/*
 * What the log may say about an error (issue 13). A failed database query's error carries the
 * query's parameters (password hashes, emails, names) in its message and its `params`, and a
 * database's own error can carry row values in `detail`: none of that may reach the log. The
 * query text, the SQLSTATE code and the constraint are kept, which is what a person fixing the
 * fault needs.
 */

type ErrorFields = Error & {
  query?: unknown;
  params?: unknown;
  code?: unknown;
  constraint?: unknown;
  statusCode?: unknown;
  cause?: unknown;
};

const MAX_CAUSES = 4;

export type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** The error as the log writes it: type, message, stack, code, constraint and its causes. */
export function serializeError(error: unknown): LoggedError {
  return serialize(error, 0);
}

function serialize(error: unknown, depth: number): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const fields = error as ErrorFields;
  let message = error.message;
  let stack = error.stack ?? '';
  if (typeof fields.query === 'string' && 'params' in fields) {
    message = `Failed query: ${fields.query} (parameters withheld)`;
    stack = stack.includes(error.message)
      ? stack.replace(error.message, message)
      : `${error.name}: ${message}`;
  }
  const serialized: LoggedError = { type: error.name, message, stack };
  for (const key of ['code', 'constraint', 'statusCode'] as const) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number') serialized[key] = value;
  }
  if (fields.cause !== undefined && depth < MAX_CAUSES)
    serialized['cause'] = serialize(fields.cause, depth + 1);
  return serialized;
}

/** A request id from the x-request-id header when it is a sensible one, else a new UUID. */
export function requestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
}

/**
 * A request as the log writes it: the path without its query string, which can carry signed
 * media URLs' signatures, reset tokens and search text. No headers: they carry bearer tokens.
 */
export function serializeRequest(request: {
  id: string;
  method: string;
  url: string;
  ip?: string;
  routeOptions?: { url?: string | undefined };
}): Record<string, unknown> {
  const question = request.url.indexOf('?');
  return {
    id: request.id,
    method: request.method,
    path: question === -1 ? request.url : `${request.url.slice(0, question)}?[withheld]`,
    route: request.routeOptions?.url,
    remoteAddress: request.ip,
  };
}

export function serializeReply(reply: { statusCode: number }): Record<string, unknown> {
  return { statusCode: reply.statusCode };
}

/** Text the NUL character cannot be part of: PostgreSQL refuses it in every text value. */
export function findNulCharacter(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key.replaceAll('\u0000', '\\0')}` : key;
    const found = findNulCharacter(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}
