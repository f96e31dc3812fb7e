import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { loadSessionSecret } from '../domains/identity/secrets.ts';
import { type Authenticated, authenticateToken } from '../domains/identity/sessions.ts';
import { type AuthKeys, deriveAuthKeys } from '../domains/identity/tokens.ts';
import { AppError } from './errors.ts';

/** The browser keeps the access token in this cookie too, so server-rendered pages know the player. */
export const SESSION_COOKIE = 'session-token';

export type AuthenticateOptions = {
  /** Accept a validly signed but expired token while its session is open and not idle (refresh, init). */
  allowExpired?: boolean;
  /** Also read the session cookie when there is no Authorization header (init only). */
  cookie?: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    authKeys: AuthKeys;
    /** Checks the request's token and session; throws 401 (or 403 for a blocked player). */
    authenticate(request: FastifyRequest, options?: AuthenticateOptions): Promise<Authenticated>;
    /** preHandler of every player call: sets `request.player` or answers 401/403. */
    requirePlayer: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The signed-in player and session, set by `requirePlayer` / `authenticate`. */
    player: Authenticated | null;
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
  app.decorateRequest('player', null);

  app.decorate('authenticate', async (request: FastifyRequest, options: AuthenticateOptions = {}) => {
    const token = readToken(request, options.cookie ?? false);
    if (!token) throw AppError.unauthorized();
    const player = await authenticateToken(deps, token, {
      allowExpired: options.allowExpired,
      idleDays: app.env.SESSION_IDLE_DAYS,
    });
    request.player = player;
    return player;
  });

  app.decorate('requirePlayer', async (request: FastifyRequest) => {
    await app.authenticate(request);
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
