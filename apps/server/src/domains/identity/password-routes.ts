import { ACKNOWLEDGED, passwordResetRequestSchema } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../plugins/errors.ts';
import { identityContext } from './context.ts';
import {
  changePassword,
  confirmPasswordReset,
  requestPasswordReset,
  sendPasswordResetLinks,
} from './password-service.ts';
import { originOf, sessionOf } from './request-origin.ts';
import { setSessionCookie } from './session-cookie.ts';

export async function passwordRoutes(app: FastifyInstance) {
  const ctx = identityContext(app);
  sendPasswordResetLinks(app.events, ctx);

  app.put('/api/player/passwords', { preHandler: app.requirePlayer }, async (request) => {
    await changePassword(ctx, sessionOf(request), request.body);
    return ACKNOWLEDGED;
  });

  /** The same answer whether the address is registered or not; the e-mail goes out from the outbox. */
  app.post('/api/player/passwords/reset', async (request) => {
    const { email } = parseInput(passwordResetRequestSchema, request.body);
    await requestPasswordReset(ctx, email, originOf(request));
    app.events.wake();
    return ACKNOWLEDGED;
  });

  app.post('/api/player/passwords/confirm', async (request, reply) => {
    const result = await confirmPasswordReset(ctx, request.body, originOf(request));
    setSessionCookie(reply, result.accessToken);
    return { data: result };
  });
}
