import {
  ACKNOWLEDGED,
  pagingQuerySchema,
  playerChannel,
  signInRequestSchema,
  tokenExchangeRequestSchema,
  zId,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, parseInput } from '../../plugins/errors.ts';
import { publishEvent } from '../events/outbox.ts';
import { identityContext } from './context.ts';
import { findPlayerById } from './players.ts';
import { originOf, sessionOf } from './request-origin.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';
import {
  assertNotBlocked,
  closeSession,
  createSession,
  listOpenSessions,
  toSessionView,
} from './sessions.ts';
import { signIn } from './sign-in.ts';
import { sendRetryAfter } from './throttle.ts';
import { rotateAccessToken } from './token-rotation.ts';
import { redeemOneTimeToken } from './tokens.ts';

/** Published when a player closes another of their sessions (their other devices learn of it). */
export const SESSION_CLOSED_EVENT = 'identity.session.closed';

const sessionIdParamsSchema = z.object({ id: zId() });

export async function sessionRoutes(app: FastifyInstance) {
  const ctx = identityContext(app);
  const player = { preHandler: app.requirePlayer };

  app.post('/api/player/sessions', { onError: sendRetryAfter }, async (request, reply) => {
    const credentials = parseInput(signInRequestSchema, request.body);
    const result = await signIn(ctx, credentials, originOf(request));
    setSessionCookie(reply, result.accessToken);
    return { data: result };
  });

  /** Trades a one-time token (autologin link, social callback) for a new session. */
  app.post('/api/player/sessions/token', async (request, reply) => {
    const { token } = parseInput(tokenExchangeRequestSchema, request.body);
    const redeemed = await redeemOneTimeToken(ctx.db, ctx.keys, token, ['autologin', 'social']);
    const row = redeemed && (await findPlayerById(ctx.db, redeemed.playerId));
    if (!redeemed || !row) throw AppError.unauthorized('This sign-in link is not valid or has expired.');
    assertNotBlocked(row.status);
    const origin = originOf(request);
    const result = await createSession(ctx, { playerId: row.id, method: redeemed.purpose, ...origin });
    setSessionCookie(reply, result.accessToken);
    return { data: result };
  });

  app.post('/api/player/sessions/refresh', async (request, reply) => {
    const session = await app.authenticate(request, { allowExpired: true });
    const accessToken = await rotateAccessToken(ctx, session);
    setSessionCookie(reply, accessToken);
    return { data: { accessToken } };
  });

  app.post('/api/player/sessions/logout', async (request, reply) => {
    // Cleared even when the token is refused: the page cannot drop an HttpOnly cookie itself.
    clearSessionCookie(reply);
    const session = await app.authenticate(request, { allowExpired: true });
    await closeSession(ctx.db, session.playerId, session.sessionId);
    return ACKNOWLEDGED;
  });

  app.get('/api/player/sessions', player, async (request) => {
    const { page, perPage } = parseInput(pagingQuerySchema, request.query);
    const session = sessionOf(request);
    return listOpenSessions(ctx.db, {
      playerId: session.playerId,
      currentSessionId: session.sessionId,
      page,
      perPage,
      idleDays: app.env.SESSION_IDLE_DAYS,
    });
  });

  /** Answers the closed session, which replaces its row in the list. */
  app.put('/api/player/sessions/:id/close', player, async (request) => {
    const { id } = parseInput(sessionIdParamsSchema, request.params);
    const { playerId, sessionId } = sessionOf(request);
    const closed = await ctx.db.transaction(async (tx) => {
      const row = await closeSession(tx, playerId, id);
      if (!row) return null;
      await publishEvent(tx, {
        type: SESSION_CLOSED_EVENT,
        payload: { sessionId: id, playerId },
        channel: playerChannel('messenger:notifications', playerId),
      });
      return row;
    });
    if (!closed) throw AppError.notFound('No such session.');
    app.events.wake();
    return { data: toSessionView(closed, sessionId) };
  });
}
