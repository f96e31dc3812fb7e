import { identityRoutes as calls, playerChannel } from '@casino/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import { route } from '../../plugins/routes.ts';
import { publishEvent } from '../events/outbox.ts';
import { identityContext } from './context.ts';
import { findPlayerById } from './players.ts';
import { originOf, sessionOf } from './request-origin.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';
import { assertNotBlocked, closeSession, listOpenSessions, toSessionView } from './sessions.ts';
import { signIn } from './sign-in.ts';
import { ThrottledError } from './throttle.ts';
import { rotateAccessToken } from './token-rotation.ts';
import { redeemOneTimeToken } from './tokens.ts';
import { openSessionOrChallenge } from './two-factor/challenge.ts';

/** Published when a player closes another of their sessions (their other devices learn of it). */
export const SESSION_CLOSED_EVENT = 'identity.session.closed';

/** A throttled sign-in says when to come back (`Retry-After`). */
function withRetryAfter(reply: FastifyReply) {
  return (error: unknown): never => {
    if (error instanceof ThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  };
}

export async function sessionRoutes(app: FastifyInstance) {
  const ctx = identityContext(app);

  route(app, calls.signIn, async ({ body }, request, reply) => {
    const result = await signIn(ctx, body, originOf(request)).catch(withRetryAfter(reply));
    setSessionCookie(reply, result.accessToken);
    return { data: result };
  });

  /** Trades a one-time token (autologin link, social callback) for a new session. */
  route(app, calls.exchangeToken, async ({ body }, request, reply) => {
    const redeemed = await redeemOneTimeToken(ctx.db, ctx.keys, body.token, ['autologin', 'social']);
    const row = redeemed && (await findPlayerById(ctx.db, redeemed.playerId));
    if (!redeemed || !row) throw AppError.unauthorized('This sign-in link is not valid or has expired.');
    assertNotBlocked(row.status);
    const origin = originOf(request);
    const result = await openSessionOrChallenge(ctx, {
      playerId: row.id,
      method: redeemed.purpose,
      ...origin,
    });
    setSessionCookie(reply, result.accessToken);
    return { data: result };
  });

  route(app, calls.refresh, async (_input, request, reply) => {
    const session = await app.authenticate(request, { allowExpired: true });
    const accessToken = await rotateAccessToken(ctx, session);
    setSessionCookie(reply, accessToken);
    return { data: { accessToken } };
  });

  route(app, calls.logout, async (_input, request, reply) => {
    // Cleared even when the token is refused: the page cannot drop an HttpOnly cookie itself.
    clearSessionCookie(reply);
    const session = await app.authenticate(request, { allowExpired: true });
    await closeSession(ctx.db, session.playerId, session.sessionId);
    return { data: {} };
  });

  route(app, calls.sessions, async ({ query }, request) => {
    const session = sessionOf(request);
    return listOpenSessions(ctx.db, {
      playerId: session.playerId,
      currentSessionId: session.sessionId,
      page: query.page,
      perPage: query.perPage,
      idleDays: app.env.SESSION_IDLE_DAYS,
    });
  });

  /** Answers the closed session, which replaces its row in the list. */
  route(app, calls.closeSession, async ({ params }, request) => {
    const { playerId, sessionId } = sessionOf(request);
    const closed = await ctx.db.transaction(async (tx) => {
      const row = await closeSession(tx, playerId, params.sessionId);
      if (!row) return null;
      await publishEvent(tx, {
        type: SESSION_CLOSED_EVENT,
        payload: { sessionId: params.sessionId, playerId },
        channel: playerChannel('messenger:notifications', playerId),
      });
      return row;
    });
    if (!closed) throw AppError.notFound('No such session.');
    app.events.wake();
    return { data: toSessionView(closed, sessionId) };
  });
}
