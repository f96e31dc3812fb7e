import type { ErrorBody, FieldErrors, RouteInput, RouteResponse } from '@casino/contracts';
import { bracketQueryString, routePath } from '@casino/contracts';
import type { LinkedRoute, RouteLink } from '@casino/contracts/links';

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
  /** Extra request headers (the step-up code of a guarded call, decision 0022). */
  headers?: Record<string, string>;
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
    /** The two-factor sign-in's challenge (code 11030). */
    readonly challenge?: string,
    /** When the bonus-code lock ends, ISO (code 5). */
    readonly lockedUntil?: string,
  ) {
    super(message);
  }
}

type QueryValue = string | number | boolean | null | undefined | (string | number)[];

export type ApiClient = ReturnType<typeof createApiClient>;

/** The one way the web app calls the API: a route declared in the contracts, and its input. */
export function createApiClient(fetcher: Fetcher) {
  /**
   * Makes a declared call: its path, bracket query and body from `input`. The answer is typed by the
   * declaration and not parsed again here: the server checks its answers against the same schemas
   * (in every test), and the schemas stay out of the browser's JavaScript.
   */
  async function call<L extends RouteLink>(
    route: L,
    input: RouteInput<LinkedRoute<L>>,
    options?: CallOptions,
  ): Promise<RouteResponse<LinkedRoute<L>>> {
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
        headers: {
          ...options?.headers,
          ...(parts.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
    );
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) throw toApiError(response.status, payload);
    return payload as RouteResponse<LinkedRoute<L>>;
  }

  /**
   * Sends a multipart form (a document upload) to a declared call that takes one; the browser sets the
   * content type with its boundary.
   */
  async function upload<L extends RouteLink>(
    route: L,
    form: FormData,
    { params, ...options }: CallOptions & { params?: Record<string, unknown> } = {},
  ): Promise<RouteResponse<LinkedRoute<L>>> {
    const response = await fetcher(routePath(route.path, params), {
      ...options,
      method: route.method,
      body: form,
      headers: {},
    });
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) throw toApiError(response.status, payload);
    return payload as RouteResponse<LinkedRoute<L>>;
  }

  return { call, upload };
}

function toApiError(status: number, payload: unknown): ApiError {
  const error = (payload as Partial<ErrorBody> | null)?.error;
  if (typeof error?.code !== 'number' || typeof error.message !== 'string') {
    return new ApiError(status, 0, `Request failed with status ${status}`);
  }
  return new ApiError(
    status,
    error.code,
    error.message,
    error.fields ?? {},
    error.challenge,
    error.lockedUntil,
  );
}

/** The browser's client: relative `/api` paths, no credentials unless asked, the page's locale for server messages. */
export function browserFetcher(getLocale: () => string): Fetcher {
  return (path, init = {}) =>
    fetch(path, {
      method: init.method ?? 'GET',
      credentials: init.credentials ?? 'omit',
      headers: { 'x-locale': getLocale(), ...init.headers },
      body:
        init.body === undefined
          ? undefined
          : init.body instanceof FormData
            ? init.body
            : JSON.stringify(init.body),
    });
}
