/*
 * The domain's refusals. Services throw these and never name an HTTP status: the one error
 * handler (plugins/errors.ts) answers each kind with its status as `{ success: false, message,
 * field }`. A message is safe to show the caller; `field` is the request key the problem is about
 * (dotted when nested), so a form can place the message beside it.
 */

export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'unsupported-media'
  | 'rate-limited'
  | 'failed'
  | 'upstream-failed'
  | 'unavailable';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The kinds that are the store's own failure rather than a refusal of what the caller sent. */
const FAILURE_KINDS = new Set<DomainErrorKind>(['failed', 'upstream-failed', 'unavailable']);

/** A refusal of what the caller sent (as opposed to a failure on the store's side). */
export const isRefusal = (error: unknown): error is DomainError =>
  error instanceof DomainError && !FAILURE_KINDS.has(error.kind);

/** The request asks for something the rules do not allow (a bad value, a missing choice). */
export class InvalidError extends DomainError {
  readonly kind = 'invalid';
}

/** The caller has not proved who they are, or the proof no longer holds. */
export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';

  constructor(message: string) {
    super(message);
  }
}

/** The caller is known but may not do this. */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';

  constructor(message: string) {
    super(message);
  }
}

/** What was asked for does not exist, or is not the caller's to see. */
export class NotFoundError extends DomainError {
  readonly kind = 'not-found';

  constructor(message: string) {
    super(message);
  }
}

/** The request clashes with the current state (already bought, already paid, still in use). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** An upload (or a part of one) is over its limit. */
export class TooLargeError extends DomainError {
  readonly kind = 'too-large';

  constructor(message: string) {
    super(message);
  }
}

/** An upload is of a type the store does not take. */
export class UnsupportedMediaError extends DomainError {
  readonly kind = 'unsupported-media';

  constructor(message: string) {
    super(message);
  }
}

/** Too many attempts in too short a time. */
export class RateLimitedError extends DomainError {
  readonly kind = 'rate-limited';

  constructor(message: string) {
    super(message);
  }
}

/** The work failed on our side, with a message that says what to do next. */
export class FailedError extends DomainError {
  readonly kind = 'failed';

  constructor(message: string) {
    super(message);
  }
}

/** A service the store depends on (the payment gateway) failed to answer. */
export class UpstreamFailedError extends DomainError {
  readonly kind = 'upstream-failed';

  constructor(message: string) {
    super(message);
  }
}

/** Something is switched off, or cannot be done just now (try again later). */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';

  constructor(message: string) {
    super(message);
  }
}
