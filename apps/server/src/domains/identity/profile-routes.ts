import { ACKNOWLEDGED, emailConfirmRequestSchema } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../plugins/errors.ts';
import { identityContext } from './context.ts';
import { toProfile } from './players.ts';
import { confirmEmail, requirePlayerRow, resendEmailConfirmation, updateProfile } from './profile-service.ts';
import { sessionOf } from './request-origin.ts';

export async function profileRoutes(app: FastifyInstance) {
  const ctx = identityContext(app);
  const player = { preHandler: app.requirePlayer };

  app.get('/api/player/profile', player, async (request) => ({
    data: toProfile(await requirePlayerRow(ctx, sessionOf(request))),
  }));

  app.put('/api/player/profile', player, async (request) => ({
    data: await updateProfile(ctx, sessionOf(request), request.body),
  }));

  app.post('/api/player/profile/confirmations/email/resend', player, async (request) => {
    await resendEmailConfirmation(ctx, sessionOf(request));
    return ACKNOWLEDGED;
  });

  /** Public: the link in the e-mail works without a session. */
  app.post('/api/player/profile/confirmations/email', async (request) => {
    const { code } = parseInput(emailConfirmRequestSchema, request.body);
    await confirmEmail(ctx, code);
    return ACKNOWLEDGED;
  });
}
