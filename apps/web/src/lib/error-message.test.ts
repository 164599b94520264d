import { MESSAGES } from '@academy/shared/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessage } from './error-message';

describe('errorMessage: what a screen says about a failed call', () => {
  it('says what the server said', () => {
    expect(errorMessage(new ApiError(409, 'A coupon with the code SAVE10 already exists.', 'code'))).toBe(
      'A coupon with the code SAVE10 already exists.',
    );
    expect(errorMessage(new ApiError(400, 'Invalid coupon code.'), 'Error applying coupon.')).toBe(
      'Invalid coupon code.',
    );
  });

  it('says nothing about a call that was cancelled', () => {
    expect(errorMessage(new DOMException('The upload was cancelled.', 'AbortError'))).toBe('');
  });

  it('says the generic failure text, or the screen’s own, about anything else', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(MESSAGES.genericFailure);
    expect(errorMessage(undefined)).toBe(MESSAGES.genericFailure);
    expect(errorMessage(new Error('boom'), 'The image could not be uploaded.')).toBe(
      'The image could not be uploaded.',
    );
  });
});
