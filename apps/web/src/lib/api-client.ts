import type { ApiContract, Endpoint } from '@academy/shared/contract';
import { storage } from './storage';
import { translate } from './i18n';

/**
 * A failed call: the HTTP status and the server's message, ready for a toast, and the request
 * key the server said the problem is about (dotted when nested), for a form to place it.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The contract's endpoints of one method, by path: `Routes<'GET'>` is every path the app may GET. */
export type Routes<M extends Method> = {
  [E in Endpoint as E extends `${M} ${infer P}` ? P : never]: ApiContract[E];
};

/** The `:name` segments of a path: `'/orders/:orderId/refund'` has `'orderId'`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** `params` names exactly a path's `:name` segments, and is required when it has any. */
export type PathParams<P extends string> = [ParamNames<P>] extends [never]
  ? { params?: never }
  : { params: Record<ParamNames<P>, string> };

type QueryValue = string | number | undefined;
/** The query's names are the route's; a value left undefined is left out of the URL. */
type Query = Record<string, QueryValue> | URLSearchParams;
type QueryOf<Q> = { [K in keyof Q]?: Q[K] & QueryValue } | URLSearchParams;

type Transport = {
  signal?: AbortSignal | undefined;
  /** Lets the request outlive the page (a last report as the tab is hidden or closed). */
  keepalive?: boolean;
};

type CallOptions<P extends string, Route> = Transport &
  PathParams<P> &
  (Route extends { body: infer Body } ? { body: Body } : { body?: never }) &
  (Route extends { query: infer Q } ? { query?: QueryOf<Q> } : { query?: never });

/** The options may be left out when nothing in them is required. */
type OptionsArgument<Options> = object extends Options ? [options?: Options] : [options: Options];

type RequestOptions = Transport & {
  method?: Method;
  params?: Record<string, string>;
  query?: Query;
  body?: unknown;
};

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** The browser's fetch; the server renderer answers each page's calls in-process instead. */
let currentFetch: () => Fetch = () => fetch;

/** Used by entry-server.tsx: every call during a server render goes to the fetch this returns. */
export function setApiFetch(resolve: () => Fetch): void {
  currentFetch = resolve;
}

/** A call its caller cancelled (an AbortSignal), which is no failure to report. */
export const isAborted = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

const listeners = new Set<() => void>();

/** Called when the server says the stored token is no longer good. */
export function onUnauthorized(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The ApiError for a refused answer, from its parsed body: the server's message (else
 * `fallback`) and field. A 401 to a call that carried the stored token means the session is over,
 * and every onUnauthorized listener hears it, whichever way the call was made (fetch, XHR, tus).
 * A 401 to a token since replaced (a sign-in while the call was out) ends nothing.
 */
export function refusal(
  status: number,
  payload: unknown,
  sentToken: string | null,
  fallback: string = translate('spec.genericFailure'),
): ApiError {
  const sessionOver = status === 401 && sentToken !== null && sentToken === storage.getAccessToken();
  if (sessionOver) listeners.forEach((listener) => listener());
  const { message, field } =
    payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
  return new ApiError(
    status,
    typeof message === 'string' ? message : fallback,
    typeof field === 'string' ? field : undefined,
  );
}

/**
 * The URL under `/api` of a path: each `:name` replaced by its value, encoded, and the query
 * appended without its undefined values.
 */
export function apiUrl(path: string, params: Record<string, string> = {}, query?: Query): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs :${name}`);
    return encodeURIComponent(value);
  });
  const search =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query ?? {}).flatMap(([name, value]) =>
            value === undefined ? [] : [[name, String(value)]],
          ),
        );
  return `/api${filled}${search.size > 0 ? `?${search.toString()}` : ''}`;
}

/** Sends one request with the Bearer token; a failed answer becomes an ApiError. */
async function request(options: RequestOptions & { url: string }, accept: string): Promise<Response> {
  const headers: Record<string, string> = { accept };
  const token = storage.getAccessToken();
  if (token) headers['authorization'] = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  // The server answers in the page's language (issue 29); the page's <html lang> names it.
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (language) headers['accept-language'] = language;

  let response: Response;
  try {
    response = await currentFetch()(options.url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal ?? null,
      keepalive: options.keepalive ?? false,
    });
  } catch (error) {
    if (isAborted(error)) throw error;
    throw new ApiError(0, translate('spec.genericFailure'));
  }

  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => undefined);
    throw refusal(response.status, payload, token);
  }
  return response;
}

export type AnswerOf<Route> = Route extends { response: infer Answer } ? Answer : never;

type Call<R> = <P extends keyof R & string>(
  path: P,
  ...options: OptionsArgument<CallOptions<P, R[P]>>
) => Promise<AnswerOf<R[P]>>;

function call<M extends Method>(method: M): Call<Routes<M>> {
  const send = async (path: string, { params, query, ...rest }: RequestOptions = {}): Promise<unknown> => {
    const response = await request({ ...rest, method, url: apiUrl(path, params, query) }, 'application/json');
    return response.json().catch(() => undefined);
  };
  // The one place an answer is taken to be what the contract says: the route's own schema,
  // which encoded it (apps/server/test/app/contract.test.ts proves the two are the same).
  return send as Call<Routes<M>>;
}

/**
 * Every JSON call of SPEC §7 by its endpoint in the ApiContract, under `/api`, with the Bearer
 * token when one is stored: `api.get('/student/course/get/details/:id', { params: { id } })`.
 * `blob` is for answers that are files, whatever their path.
 */
export const api = {
  get: call('GET'),
  post: call('POST'),
  put: call('PUT'),
  patch: call('PATCH'),
  delete: call('DELETE'),

  /** A file the server makes for the signed-in user (a PDF, a CSV), as a Blob. */
  async blob(path: string, options: Pick<RequestOptions, 'params' | 'query' | 'signal'> = {}): Promise<Blob> {
    const { params, query, signal } = options;
    const response = await request({ url: apiUrl(path, params, query), signal }, '*/*');
    try {
      return await response.blob();
    } catch {
      throw new ApiError(0, translate('spec.genericFailure'));
    }
  },
};
