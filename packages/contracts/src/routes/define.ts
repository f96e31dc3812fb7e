import type { z } from 'zod';
import type { StaffPermission } from '../staff-permissions.ts';

/**
 * Who may call a route (the server enforces it; the authorization matrix and the OpenAPI document
 * read it from here):
 * - guest: anyone; a token is not looked at;
 * - player: a valid, open session (Bearer access token), 401 without one;
 * - guest-or-player: anyone, and a valid token personalises the answer (favourites, limits);
 *   a missing or failing token reads as a guest, never 401;
 * - expired-player: a player's token that may have expired, while the session may still refresh it
 *   (refresh, logout); the handler authenticates it, 401 without one;
 * - provider: a game provider's server (the seamless wallet); the handler checks the body's signature;
 * - game-session: the studio's game session (launch) token as Bearer; the handler resolves it, 401
 *   without a valid one;
 * - staff: a signed-in back-office session (cookie, TOTP step passed) whose role holds `permission`:
 *   401 without one, 403 without the permission, 403 (19001) on a write without its CSRF token;
 * - staff-pending: a back-office session cookie, signed in or still at its TOTP step (that step and
 *   sign-out only).
 */
export type RouteAccess =
  | 'guest'
  | 'player'
  | 'guest-or-player'
  | 'expired-player'
  | 'provider'
  | 'game-session'
  | 'staff'
  | 'staff-pending';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API call, declared once: the server registers it from here, the web app calls it from here,
 * the OpenAPI document is generated from here. Paths name parameters as `{id}`.
 */
export type RouteDeclaration<
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> = {
  method: HttpMethod;
  path: `/api/${string}` | `/studio/api/${string}`;
  access: RouteAccess;
  /** One line for the OpenAPI document. */
  summary: string;
  /** The OpenAPI tag (the domain). */
  tag: string;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  /** `staff` routes: what the caller's role must hold (any signed-in staff member when absent). */
  permission?: StaffPermission;
  /**
   * `staff` routes: a current code of the caller's authenticator app in `X-Two-Factor-Code` (422,
   * 11032 without it, 11031 wrong or used), checked on the server before the change.
   */
  freshTotp?: boolean;
  /**
   * `staff` routes the back office calls on its own, not at the staff member's hand (the chat console's
   * heartbeat, subscription tokens): they leave the session's idle end where it was.
   */
  background?: boolean;
  /** The success status; 200 unless said. */
  status?: 200 | 201;
};

// biome-ignore lint/suspicious/noExplicitAny: the widest declaration, for lists of routes.
export type AnyRoute = RouteDeclaration<any, any, any, any>;

/** Keeps the literal types of a declaration (the schemas) for callers and handlers. */
export function defineRoute<
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
>(route: RouteDeclaration<Params, Query, Body, Response>): RouteDeclaration<Params, Query, Body, Response> {
  return route;
}

type Part<Declared, Key extends string, Mode extends 'in' | 'out'> = [Exclude<Declared, undefined>] extends [
  never,
]
  ? { [K in Key]?: never }
  : [Exclude<Declared, undefined>] extends [infer S extends z.ZodType]
    ? { [K in Key]: Mode extends 'in' ? z.input<S> : z.output<S> }
    : { [K in Key]?: never };

/** What a caller passes: the parts the route declares, in their input types. */
export type RouteInput<R extends AnyRoute> = Part<R['params'], 'params', 'in'> &
  Part<R['query'], 'query', 'in'> &
  Part<R['body'], 'body', 'in'>;

/** What a handler receives: the declared parts, parsed. */
export type ParsedRouteInput<R extends AnyRoute> = Part<R['params'], 'params', 'out'> &
  Part<R['query'], 'query', 'out'> &
  Part<R['body'], 'body', 'out'>;

export type RouteResponse<R extends AnyRoute> = z.output<R['response']>;

/** `/api/game/games/{id}` with `{id: 'a b'}` → `/api/game/games/a%20b`. */
export function routePath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * The query string the product's client sends (query-string with `arrayFormat: 'bracket'`): arrays
 * as `status[]=1&status[]=2`, booleans as `true`/`false`, undefined and null dropped.
 */
export function bracketQueryString(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Parses a query string the way the server reads it: `key[]` always gives an array under `key`,
 * a repeated plain key gives an array too, anything else a string.
 */
export function parseBracketQuery(text: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const isArray = rawKey.endsWith('[]');
    const key = isArray ? rawKey.slice(0, -2) : rawKey;
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const existing = result[key];
    if (Array.isArray(existing)) existing.push(value);
    else if (existing !== undefined) result[key] = [existing, value];
    else result[key] = isArray ? [value] : value;
  }
  return result;
}
