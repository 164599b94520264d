import { ApiError } from './api-client';

/** A server message placed on one of a form's fields; `path` is the whole field the server named. */
export type NamedField<F extends string> = { field: F; path: string[]; message: string };

/**
 * Which of a form's fields a server refusal is about, from the field it names (ApiError.field:
 * "curriculum.2.title" is about `curriculum`), with the whole path and the message to show
 * beside the field (without the path the server put first); null when it names none of them.
 */
export function namedField<F extends string>(error: unknown, fields: readonly F[]): NamedField<F> | null {
  if (!(error instanceof ApiError) || !error.field) return null;
  const path = error.field.split('.');
  const field = fields.find((name) => name === path[0]);
  if (!field) return null;
  const prefix = `${error.field}: `;
  const message = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
  return { field, path, message };
}
