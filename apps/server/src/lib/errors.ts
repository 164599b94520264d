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

/**
 * The kinds whose problem is never one field of the request: their constructor takes no
 * `field`, so a message cannot be placed beside a form field it is not about.
 */
abstract class FieldlessError extends DomainError {
  constructor(message: string) {
    super(message);
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
export class UnauthenticatedError extends FieldlessError {
  readonly kind = 'unauthenticated';
}

/** The caller is known but may not do this. */
export class ForbiddenError extends FieldlessError {
  readonly kind = 'forbidden';
}

/** What was asked for does not exist, or is not the caller's to see. */
export class NotFoundError extends FieldlessError {
  readonly kind = 'not-found';
}

/** The request clashes with the current state (already bought, already paid, still in use). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** An upload (or a part of one) is over its limit. */
export class TooLargeError extends FieldlessError {
  readonly kind = 'too-large';
}

/** An upload is of a type the store does not take. */
export class UnsupportedMediaError extends FieldlessError {
  readonly kind = 'unsupported-media';
}

/** Too many attempts in too short a time. */
export class RateLimitedError extends FieldlessError {
  readonly kind = 'rate-limited';
}

/** The work failed on our side, with a message that says what to do next. */
export class FailedError extends FieldlessError {
  readonly kind = 'failed';
}

/** A service the store depends on (the payment gateway) failed to answer. */
export class UpstreamFailedError extends FieldlessError {
  readonly kind = 'upstream-failed';
}

/** Something is switched off, or cannot be done just now (try again later). */
export class UnavailableError extends FieldlessError {
  readonly kind = 'unavailable';
}

const ERROR_OF_KIND: Record<DomainErrorKind, (message: string) => DomainError> = {
  invalid: (message) => new InvalidError(message),
  unauthenticated: (message) => new UnauthenticatedError(message),
  forbidden: (message) => new ForbiddenError(message),
  'not-found': (message) => new NotFoundError(message),
  conflict: (message) => new ConflictError(message),
  'too-large': (message) => new TooLargeError(message),
  'unsupported-media': (message) => new UnsupportedMediaError(message),
  'rate-limited': (message) => new RateLimitedError(message),
  failed: (message) => new FailedError(message),
  'upstream-failed': (message) => new UpstreamFailedError(message),
  unavailable: (message) => new UnavailableError(message),
};

/**
 * The error a recorded kind and message stand for, for a refusal kept to be thrown again later
 * (a resumable upload's row keeps the refusal its last byte met, for a client that missed it).
 */
export const domainErrorOfKind = (kind: DomainErrorKind, message: string): DomainError =>
  ERROR_OF_KIND[kind](message);
