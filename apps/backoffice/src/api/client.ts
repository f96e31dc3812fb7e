import {
  type AnyRoute,
  backofficeRoutes,
  bracketQueryString,
  CSRF_HEADER,
  ErrorCode,
  type RouteInput,
  type RouteResponse,
  routePath,
  STEP_UP_HEADER,
} from '@casino/contracts';
import { type ApiError, apiErrorOf } from './api-error.ts';

export type CallOptions = {
  /** A current authenticator code, for routes declared `freshTotp` (sent in X-Two-Factor-Code). */
  twoFactorCode?: string;
  /**
   * The caller handles a 401 itself (the TOTP step of a sign-in that took too long): it does not end
   * the app's session.
   */
  ownsSessionErrors?: boolean;
};

export type SessionHooks = {
  /** A staff call answered 401: the session ended (idle, expired, signed out, disabled). */
  onSessionEnded: (error: ApiError) => void;
  /** A staff call reached the server with a live session, which moved its idle end (not a background one). */
  onSessionUsed: () => void;
};

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

const isStaffRoute = (route: AnyRoute) => route.access === 'staff' || route.access === 'staff-pending';
const isWrite = (route: AnyRoute) => route.method !== 'GET';

export type BackofficeClient = ReturnType<typeof createBackofficeClient>;

/**
 * The one way the back office calls the API: a route declared in the contracts and its input. The
 * session is the HttpOnly cookie the browser sends by itself; the client keeps the session's CSRF
 * token from the answers that carry it and sends it on every write.
 */
export function createBackofficeClient({
  hooks,
  fetch = globalThis.fetch.bind(globalThis),
}: {
  hooks: SessionHooks;
  fetch?: Fetch;
}) {
  let csrfToken: string | null = null;

  async function send(route: AnyRoute, input: RouteParts, options: CallOptions = {}) {
    const headers: Record<string, string> = { accept: 'application/json' };
    // A file upload goes as the browser's multipart form, which sets its own content type.
    const isForm = input.body instanceof FormData;
    if (input.body !== undefined && !isForm) headers['content-type'] = 'application/json';
    if (isWrite(route) && csrfToken) headers[CSRF_HEADER] = csrfToken;
    if (route.freshTotp && options.twoFactorCode) headers[STEP_UP_HEADER] = options.twoFactorCode.trim();
    const response = await fetch(`${routePath(route.path, input.params)}${bracketQueryString(input.query)}`, {
      method: route.method,
      credentials: 'same-origin',
      headers,
      body:
        input.body === undefined ? undefined : isForm ? (input.body as FormData) : JSON.stringify(input.body),
    });
    const payload: unknown = await response.json().catch(() => null);
    return { response, payload };
  }

  /** Reads the session's CSRF token again (a write was refused for an old one, as after a sign-in elsewhere). */
  async function refreshCsrfToken(): Promise<boolean> {
    const { response, payload } = await send(backofficeRoutes.staffMe, {});
    if (response.ok) keepCsrfToken(payload);
    return response.ok;
  }

  function keepCsrfToken(payload: unknown) {
    // The sign-in steps, the enrolment and /me all answer the session's token as data.csrfToken.
    const token = (payload as { data?: { csrfToken?: unknown } } | null)?.data?.csrfToken;
    if (typeof token === 'string') csrfToken = token;
  }

  async function call<R extends AnyRoute>(
    route: R,
    input: RouteInput<R>,
    options?: CallOptions,
  ): Promise<RouteResponse<R>> {
    const parts = input as RouteParts;
    let { response, payload } = await send(route, parts, options);
    let error = response.ok ? null : apiErrorOf(response, payload);
    if (error?.code === ErrorCode.csrfTokenInvalid && isWrite(route) && (await refreshCsrfToken())) {
      // Refused before anything was done, so sending it again is safe.
      ({ response, payload } = await send(route, parts, options));
      error = response.ok ? null : apiErrorOf(response, payload);
    }
    if (isStaffRoute(route)) {
      if (error?.status === 401) {
        csrfToken = null;
        if (!options?.ownsSessionErrors) hooks.onSessionEnded(error);
      } else if (!route.background) {
        hooks.onSessionUsed();
      }
    }
    if (error) throw error;
    keepCsrfToken(payload);
    if (route === backofficeRoutes.staffSignOut) csrfToken = null;
    return payload as RouteResponse<R>;
  }

  return {
    call,
    /** Whether writes can be made now (a token is known). */
    hasCsrfToken: () => csrfToken !== null,
  };
}

type RouteParts = {
  params?: Record<string, unknown>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
};
