import { identityRoutes as calls } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/routes.ts';
import { identityContext } from './context.ts';
import { toProfile } from './players.ts';
import { confirmEmail, requirePlayerRow, resendEmailConfirmation, updateProfile } from './profile-service.ts';
import { sessionOf } from './request-origin.ts';

export async function profileRoutes(app: FastifyInstance) {
  const ctx = identityContext(app);

  route(app, calls.profile, async (_input, request) => ({
    data: toProfile(await requirePlayerRow(ctx, sessionOf(request))),
  }));

  route(app, calls.updateProfile, async ({ body }, request) => ({
    data: await updateProfile(ctx, sessionOf(request), body),
  }));

  route(app, calls.resendEmailConfirmation, async (_input, request) => {
    await resendEmailConfirmation(ctx, sessionOf(request));
    return { data: {} };
  });

  /** Public: the link in the e-mail works without a session. */
  route(app, calls.confirmEmail, async ({ body }) => {
    await confirmEmail(ctx, body.code);
    return { data: {} };
  });
}
