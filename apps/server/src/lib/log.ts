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
 * A stream link's signature sits in its path (`/api/media/hls/<video>/<expires>/<signature>/…`,
 * so the playlists' relative URLs resolve under it): the log keeps the video and the file asked
 * for, never the signature, with which anyone could play the stream until it expires (issue 25).
 */
const SIGNED_STREAM_PATH = /^(\/api\/media\/hls\/[^/?]+\/[^/?]+\/)[^/?]+/;

/**
 * A request as the log writes it: the path without its query string, which can carry signed
 * media URLs' signatures, reset tokens and search text, and without a stream link's signature.
 * No headers: they carry bearer tokens.
 */
export function serializeRequest(request: {
  id: string;
  method: string;
  url: string;
  ip?: string;
  routeOptions?: { url?: string | undefined };
}): Record<string, unknown> {
  const question = request.url.indexOf('?');
  const path = (question === -1 ? request.url : request.url.slice(0, question)).replace(
    SIGNED_STREAM_PATH,
    '$1[withheld]',
  );
  return {
    id: request.id,
    method: request.method,
    path: question === -1 ? path : `${path}?[withheld]`,
    route: request.routeOptions?.url,
    remoteAddress: request.ip,
  };
}

export function serializeReply(reply: { statusCode: number }): Record<string, unknown> {
  return { statusCode: reply.statusCode };
}

/** Deeper nesting than any form of ours has is not scanned (and no schema of ours accepts it). */
const MAX_NUL_SCAN_DEPTH = 32;

/** A container met by the scan, and where it hangs: a path is built only for a NUL found. */
type ScanFrame = { value: object; parent: ScanFrame | undefined; key: string | number; depth: number };

/** "curriculum.2.title": the keys from the root's (when it has a name) down to `key` in `frame`. */
function pathOf(frame: ScanFrame, key: string | number): string {
  const parts: (string | number)[] = [key];
  for (let at: ScanFrame | undefined = frame; at; at = at.parent) {
    if (at.parent || at.key !== '') parts.push(at.key);
  }
  return parts.reverse().join('.');
}

/**
 * Text the NUL character cannot be part of: PostgreSQL refuses it in every text value. Answers
 * the name of the first field holding one, `path` being the name of `value` itself.
 *
 * It runs on every request's body (issue 25: a body of 450,000 zeros took a second when each
 * element got an entry array and a path string): each element is read once, a number or another
 * leaf costs a type check, a path is built only for the NUL found, and the scan stops there. The
 * body limit bounds the number of elements; the depth is bounded here.
 */
export function findNulCharacter(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  const pending: ScanFrame[] = [{ value, parent: undefined, key: path, depth: 0 }];
  for (let frame = pending.pop(); frame; frame = pending.pop()) {
    const container = frame.value;
    const isArray = Array.isArray(container);
    const keys = isArray ? undefined : Object.keys(container);
    const length = isArray ? container.length : (keys?.length ?? 0);
    for (let index = 0; index < length; index += 1) {
      const key = keys ? (keys[index] as string) : index;
      if (keys && (key as string).includes('\u0000')) {
        return pathOf(frame, (key as string).replaceAll('\u0000', '\\0'));
      }
      const item: unknown = isArray ? container[index] : (container as Record<string, unknown>)[key];
      if (typeof item === 'string') {
        if (item.includes('\u0000')) return pathOf(frame, key);
      } else if (
        item !== null &&
        typeof item === 'object' &&
        frame.depth < MAX_NUL_SCAN_DEPTH &&
        !Buffer.isBuffer(item)
      ) {
        pending.push({ value: item, parent: frame, key, depth: frame.depth + 1 });
      }
    }
  }
  return undefined;
}
