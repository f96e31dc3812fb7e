import { identityRoutes as calls } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/routes.ts';
import { identityContext } from './context.ts';
import {
  changePassword,
  confirmPasswordReset,
  requestPasswordReset,
  sendPasswordResetLinks,
} from './password-service.ts';
import { originOf, sessionOf } from './request-origin.ts';
import { setSessionCookie } from './session-cookie.ts';
import { requireStepUp } from './step-up.ts';

export async function passwordRoutes(app: FastifyInstance) {
  const ctx = identityContext(app);
  sendPasswordResetLinks(app.events, ctx);

  route(app, calls.changePassword, async ({ body }, request, reply) => {
    await requireStepUp(ctx.db, request, reply);
    await changePassword(ctx, sessionOf(request), body);
    return { data: {} };
  });

  /** The same answer whether the address is registered or not; the e-mail goes out from the outbox. */
  route(app, calls.resetPassword, async ({ body }, request) => {
    await requestPasswordReset(ctx, body.email, originOf(request));
    app.events.wake();
    return { data: {} };
  });

  route(app, calls.confirmPassword, async ({ body }, request, reply) => {
    const result = await confirmPasswordReset(ctx, body, originOf(request));
    setSessionCookie(reply, result.accessToken);
    return { data: result };
  });
}
