import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import { isInternalCall, registerInternalCalls, renderScoped } from '../../plugins/internal-calls.ts';
import { loadSessionSecret } from './secrets.ts';
import { type AuthenticatedSession, type AuthenticatedToken, authenticateToken } from './sessions.ts';
import { type AuthKeys, deriveAuthKeys } from './tokens.ts';

/** The server keeps the access token in this HttpOnly cookie too, so server-rendered pages know the player. */
export const SESSION_COOKIE = 'session-token';

export type AuthenticateOptions = {
  /**
   * Accept a validly signed but expired token up to SESSION_REFRESH_HOURS after its expiry, while its
   * session is open and not idle (refresh, init, logout).
   */
  allowExpired?: boolean;
  /** Also read the session cookie when there is no Authorization header (init only). */
  cookie?: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    authKeys: AuthKeys;
    /** Checks the request's token and session; throws 401 (or 403 for a blocked player). */
    authenticate(request: FastifyRequest, options?: AuthenticateOptions): Promise<AuthenticatedSession>;
    /** preHandler of every player call: sets `request.player` or answers 401/403. */
    requirePlayer: preHandlerAsyncHookHandler;
    /** preHandler of a public call a valid token personalises: sets `request.player` or leaves it null. */
    identifyPlayer: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The signed-in player and session, set by `requirePlayer` / `authenticate`. */
    player: AuthenticatedToken | null;
  }
}

export async function registerAuth(app: FastifyInstance) {
  const { secret, generated } = await loadSessionSecret(app.db, app.env.SESSION_SECRET);
  if (generated && app.env.NODE_ENV === 'production') {
    app.log.warn(
      'SESSION_SECRET is not set: using a secret generated and stored in the database. Set SESSION_SECRET (32+ characters) in production.',
    );
  }
  const deps = { db: app.db, keys: deriveAuthKeys(secret) };
  app.decorate('authKeys', deps.keys);
  registerInternalCalls(app);
  app.decorateRequest('player', null);

  app.decorate('authenticate', async (request: FastifyRequest, options: AuthenticateOptions = {}) => {
    const token = readToken(request, options.cookie ?? false);
    if (!token) throw AppError.unauthorized();
    const refreshHours = app.env.SESSION_REFRESH_HOURS;
    // Server-side rendering never refreshes (that would rotate the browser's token away): it may use
    // an expired token only while it is still the session's current one.
    const expired = isInternalCall(request, app.internalCallSecret)
      ? { refreshHours, currentOnly: true }
      : options.allowExpired
        ? { refreshHours }
        : undefined;
    // The calls of one server-side render check the same token once (internal-calls.ts), whether
    // they allow an expired one or not: a render only ever uses the session's current token.
    const player = await renderScoped(
      request,
      app.internalCallSecret,
      `auth:${token}:${JSON.stringify(expired)}`,
      () => authenticateToken(deps, token, { expired, idleDays: app.env.SESSION_IDLE_DAYS }),
    );
    request.player = player;
    return player;
  });

  app.decorate('requirePlayer', async (request: FastifyRequest) => {
    await app.authenticate(request);
  });

  // A public call that a signed-in player's token personalises: a missing or failing token is a guest.
  app.decorate('identifyPlayer', async (request: FastifyRequest) => {
    if (!request.headers.authorization) return;
    await app.authenticate(request).catch(() => {
      request.player = null;
    });
  });
}

function readToken(request: FastifyRequest, cookie: boolean): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    return match ? match[1]! : null;
  }
  return cookie ? (request.cookies[SESSION_COOKIE] ?? null) : null;
}
