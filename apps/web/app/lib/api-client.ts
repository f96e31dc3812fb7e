import type { AnyRoute, FieldErrors, RouteInput, RouteResponse } from '@casino/contracts';
import { bracketQueryString, errorBodySchema, routePath } from '@casino/contracts';
import type { z } from 'zod';

/** How a call treats the session (browser only; the server's in-process fetcher ignores it). */
export type CallOptions = {
  /**
   * The caller handles 401 and 403 itself (sign-in, registration, token exchange): such an answer
   * leaves the session alone instead of ending it.
   */
  ownsAuthErrors?: boolean;
  /** A token to send instead of the stored one, or null to send none. */
  bearer?: string | null;
  /**
   * 'same-origin' for the calls that issue or end a session: the browser then stores the session
   * cookie the server sets (for server-rendered pages) before the app reloads its data.
   */
  credentials?: 'same-origin';
};

export type FetchInit = {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
} & CallOptions;

export type Fetcher = (path: string, init?: FetchInit) => Promise<Response>;

/** An API failure in the shape of `{ error: { code, message, fields } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly fields: FieldErrors = {},
  ) {
    super(message);
  }
}

type QueryValue = string | number | boolean | null | undefined | (string | number)[];

/** Bracket-style arrays: `?ids[]=1&ids[]=2`. */
export const toQueryString = (query: Record<string, QueryValue> = {}) => bracketQueryString(query);

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(fetcher: Fetcher) {
  async function request<T extends z.ZodType>(
    schema: T,
    method: string,
    path: string,
    options: { query?: Record<string, QueryValue>; body?: unknown; call?: CallOptions } = {},
  ): Promise<z.infer<T>> {
    const response = await fetcher(`/api${path}${toQueryString(options.query)}`, {
      ...options.call,
      method,
      body: options.body,
      headers: options.body === undefined ? {} : { 'content-type': 'application/json' },
    });
    const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
    if (!response.ok) throw toApiError(response.status, payload);
    return schema.parse(payload);
  }

  /** Makes a declared call: its path, bracket query and body from `input`, its answer parsed with its schema. */
  function call<R extends AnyRoute>(
    route: R,
    input: RouteInput<R>,
    options?: CallOptions,
  ): Promise<RouteResponse<R>> {
    const parts = input as {
      params?: Record<string, unknown>;
      query?: Record<string, QueryValue>;
      body?: unknown;
    };
    const path = routePath(route.path, parts.params).slice('/api'.length);
    return request(route.response, route.method, path, {
      query: parts.query,
      body: parts.body,
      call: options,
    });
  }

  return {
    call,
    get: <T extends z.ZodType>(
      schema: T,
      path: string,
      query?: Record<string, QueryValue>,
      call?: CallOptions,
    ) => request(schema, 'GET', path, { query, call }),
    post: <T extends z.ZodType>(schema: T, path: string, body: unknown, call?: CallOptions) =>
      request(schema, 'POST', path, { body, call }),
    put: <T extends z.ZodType>(schema: T, path: string, body: unknown, call?: CallOptions) =>
      request(schema, 'PUT', path, { body, call }),
    delete: <T extends z.ZodType>(schema: T, path: string, body?: unknown, call?: CallOptions) =>
      request(schema, 'DELETE', path, { body, call }),
  };
}

function toApiError(status: number, payload: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(payload);
  if (!parsed.success) return new ApiError(status, 0, `Request failed with status ${status}`);
  const { code, message, fields } = parsed.data.error;
  return new ApiError(status, code, message, fields);
}

/** The browser's client: relative `/api` paths, no credentials unless asked, the page's locale for server messages. */
export function browserFetcher(getLocale: () => string): Fetcher {
  return (path, init = {}) =>
    fetch(path, {
      method: init.method ?? 'GET',
      credentials: init.credentials ?? 'omit',
      headers: { 'x-locale': getLocale(), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
}
