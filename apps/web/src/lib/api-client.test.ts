import { STORAGE_KEYS } from '@academy/shared/limits';
import { MESSAGES } from '@academy/shared/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, apiUrl, onUnauthorized, refusal, setApiFetch } from './api-client';

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

/** Every call answers `status` with `body`, and is kept, as fetch was given it. */
function recordCalls(status = 200, body: unknown = { success: true }) {
  const calls: { url: string; init: RequestInit }[] = [];
  setApiFetch(() => (url, init) => {
    calls.push({ url, init });
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  });
  return calls;
}

/** A browser whose storage holds this access token. */
function signedInWith(token: string) {
  const stored = new Map<string, string>([[STORAGE_KEYS.accessToken, token]]);
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    },
  });
}

afterEach(() => {
  setApiFetch(() => fetch);
  vi.unstubAllGlobals();
});

describe('api: a call by its endpoint in the contract', () => {
  it('puts each path parameter in its place, encoded', async () => {
    const calls = recordCalls();
    await api.get('/student/course-progress/get/:userId/:courseId', {
      params: { userId: 'u/1', courseId: 'c 2?#' },
    });
    expect(calls[0]?.url).toBe('/api/student/course-progress/get/u%2F1/c%202%3F%23');
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('writes the query in its order, leaving out what is undefined, and no `?` for none', async () => {
    const calls = recordCalls();
    await api.get('/student/course/get', {
      query: { category: undefined, price: 'under-500', sort: 'price-asc', page: 2, limit: 12 },
    });
    await api.get('/student/course/search', { query: { q: 'ui & ux', page: undefined } });
    await api.get('/student/orders', { query: { page: undefined } });
    await api.get('/admin/coupon/all', { query: new URLSearchParams('page=1&limit=25&q=a%2Cb') });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/student/course/get?price=under-500&sort=price-asc&page=2&limit=12',
      '/api/student/course/search?q=ui+%26+ux',
      '/api/student/orders',
      '/api/admin/coupon/all?page=1&limit=25&q=a%2Cb',
    ]);
  });

  it('sends the body as JSON with the method of the endpoint, and answers the parsed body', async () => {
    const calls = recordCalls(200, { success: true, message: 'Signed in', data: {} });
    const answer = await api.post('/auth/login', { body: { email: 'a@b.in', password: 'secret' } });
    expect(answer).toEqual({ success: true, message: 'Signed in', data: {} });
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      body: JSON.stringify({ email: 'a@b.in', password: 'secret' }),
      headers: { accept: 'application/json', 'content-type': 'application/json' },
    });
  });

  it('sends the stored token, and signs out when the server refuses it with a 401', async () => {
    signedInWith('stale-token');
    const calls = recordCalls(401, { success: false, message: 'Session expired' });
    let heard = 0;
    const stop = onUnauthorized(() => {
      heard += 1;
    });
    const error = await refusedBy(api.get('/auth/check-auth'));
    stop();
    expect(calls[0]?.init.headers).toMatchObject({ authorization: 'Bearer stale-token' });
    expect(error).toMatchObject({ status: 401, message: 'Session expired' });
    expect(heard).toBe(1);
  });

  it('fetches a file by any path, with its parameters and query filled in the same way', async () => {
    const calls = recordCalls();
    await api.blob('/certificate/:userId/:courseId', { params: { userId: 'u 1', courseId: 'c1' } });
    await api.blob('/admin/orders/export.csv', { query: { from: '2026-04-01', to: '2026-04-30' } });
    expect(calls.map((call) => [call.url, (call.init.headers as Record<string, string>)['accept']])).toEqual([
      ['/api/certificate/u%201/c1', '*/*'],
      ['/api/admin/orders/export.csv?from=2026-04-01&to=2026-04-30', '*/*'],
    ]);
  });

  it('refuses to send a path with a parameter left out', () => {
    expect(() => apiUrl('/admin/outbox/:id')).toThrow('/admin/outbox/:id needs :id');
  });
});

describe('ApiError: what the server said about a refused call', () => {
  it('carries the field the server named', async () => {
    answerWith(400, {
      success: false,
      message: 'curriculum.2.title: Enter a title',
      field: 'curriculum.2.title',
    });
    const error = await refusedBy(api.post('/search/record', { body: { query: 'x' } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'curriculum.2.title: Enter a title',
      field: 'curriculum.2.title',
    });
  });

  it('has no field when the server named none', async () => {
    answerWith(409, { success: false, message: 'This order is already paid.' });
    const error = await refusedBy(
      api.post('/admin/orders/:orderId/refund', { params: { orderId: '1' }, body: {} }),
    );
    expect(error).toMatchObject({ status: 409, message: 'This order is already paid.', field: undefined });
  });

  it('falls back to the generic failure text when the answer is not the store’s error shape', async () => {
    answerWith(502, 'Bad gateway');
    const error = await refusedBy(api.get('/student/course/get'));
    expect(error).toMatchObject({ status: 502, message: MESSAGES.genericFailure, field: undefined });
  });
});

describe('refusal: one way for every kind of call to read a refused answer', () => {
  it('reads the message and field, or the fallback', () => {
    expect(refusal(400, { message: 'code is taken', field: 'code' }, null)).toMatchObject({
      message: 'code is taken',
      field: 'code',
    });
    expect(refusal(413, undefined, null, 'Too large')).toMatchObject({
      message: 'Too large',
      field: undefined,
    });
  });

  it('signs out on a 401 to a call that carried the stored token, and only then', () => {
    signedInWith('current-token');
    let heard = 0;
    const stop = onUnauthorized(() => {
      heard += 1;
    });
    refusal(401, { message: 'Session expired' }, null);
    refusal(403, { message: 'Admins only' }, 'current-token');
    // Sent before a sign-in replaced it: the new session stays.
    refusal(401, { message: 'Session expired' }, 'replaced-token');
    expect(heard).toBe(0);
    refusal(401, { message: 'Session expired' }, 'current-token');
    expect(heard).toBe(1);
    stop();
  });
});
