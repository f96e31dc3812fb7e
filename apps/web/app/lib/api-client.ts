import type { AnyRoute, FieldErrors, RouteInput, RouteResponse } from '@casino/contracts';
import { bracketQueryString, errorBodySchema, routePath } from '@casino/contracts';

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

export type ApiClient = ReturnType<typeof createApiClient>;

/** The one way the web app calls the API: a route declared in the contracts, and its input. */
export function createApiClient(fetcher: Fetcher) {
  /** Makes a declared call: its path, bracket query and body from `input`, its answer parsed with its schema. */
  async function call<R extends AnyRoute>(
    route: R,
    input: RouteInput<R>,
    options?: CallOptions,
  ): Promise<RouteResponse<R>> {
    const parts = input as {
      params?: Record<string, unknown>;
      query?: Record<string, QueryValue>;
      body?: unknown;
    };
    const response = await fetcher(
      `${routePath(route.path, parts.params)}${bracketQueryString(parts.query)}`,
      {
        ...options,
        method: route.method,
        body: parts.body,
        headers: parts.body === undefined ? {} : { 'content-type': 'application/json' },
      },
    );
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) throw toApiError(response.status, payload);
    return route.response.parse(payload);
  }

  return { call };
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
