/**
 * An error whose message is safe to show the caller, with the status to answer. `field` is the
 * request key the problem is about (dotted when nested), so a form can place the message beside it.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, field?: string) => new HttpError(409, message, field);
export const tooManyRequests = (message: string) => new HttpError(429, message);
