import { MESSAGES } from '@academy/shared/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { api, ApiError, onUnauthorized, refusal, setApiFetch } from './api-client';

/** Every call answers `status` with `body` as JSON. */
const answerWith = (status: number, body: unknown) =>
  setApiFetch(() => () => Promise.resolve(new Response(JSON.stringify(body), { status })));

const refusedBy = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('the call should have failed');
    },
    (error: unknown) => error,
  );

afterEach(() => setApiFetch(() => fetch));

describe('ApiError: what the server said about a refused call', () => {
  it('carries the field the server named', async () => {
    answerWith(400, {
      success: false,
      message: 'curriculum.2.title: Enter a title',
      field: 'curriculum.2.title',
    });
    const error = await refusedBy(api('/courses', { method: 'POST', body: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'curriculum.2.title: Enter a title',
      field: 'curriculum.2.title',
    });
  });

  it('has no field when the server named none', async () => {
    answerWith(409, { success: false, message: 'This order is already paid.' });
    const error = await refusedBy(api('/orders/1/pay', { method: 'POST' }));
    expect(error).toMatchObject({ status: 409, message: 'This order is already paid.', field: undefined });
  });

  it('falls back to the generic failure text when the answer is not the store’s error shape', async () => {
    answerWith(502, 'Bad gateway');
    const error = await refusedBy(api('/courses'));
    expect(error).toMatchObject({ status: 502, message: MESSAGES.genericFailure, field: undefined });
  });
});

describe('refusal: one way for every kind of call to read a refused answer', () => {
  it('reads the message and field, or the fallback', () => {
    expect(refusal(400, { message: 'code is taken', field: 'code' }, false)).toMatchObject({
      message: 'code is taken',
      field: 'code',
    });
    expect(refusal(413, undefined, false, 'Too large')).toMatchObject({
      message: 'Too large',
      field: undefined,
    });
  });

  it('signs out on a 401 to a call that carried a token, and only then', () => {
    let heard = 0;
    const stop = onUnauthorized(() => {
      heard += 1;
    });
    refusal(401, { message: 'Session expired' }, false);
    refusal(403, { message: 'Admins only' }, true);
    expect(heard).toBe(0);
    refusal(401, { message: 'Session expired' }, true);
    expect(heard).toBe(1);
    stop();
  });
});
