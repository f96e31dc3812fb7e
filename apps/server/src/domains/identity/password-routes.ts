import { passwordResetRequestSchema } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../plugins/errors.ts';
import { identityContext } from './context.ts';
import { changePassword, confirmPasswordReset, requestPasswordReset } from './password-service.ts';
import { originOf, sessionOf } from './request-origin.ts';

export async function passwordRoutes(app: FastifyInstance) {
  const ctx = identityContext(app);

  app.put('/api/player/passwords', { preHandler: app.requirePlayer }, async (request, reply) => {
    await changePassword(ctx, sessionOf(request), request.body);
    return reply.status(204).send();
  });

  /** Always 204, whether the address is registered or not. */
  app.post('/api/player/passwords/reset', async (request, reply) => {
    const { email } = parseInput(passwordResetRequestSchema, request.body);
    await requestPasswordReset(ctx, email, originOf(request));
    return reply.status(204).send();
  });

  app.post('/api/player/passwords/confirm', async (request) => ({
    data: await confirmPasswordReset(ctx, request.body, originOf(request)),
  }));
}
