import { twoFactorRoutes as calls } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../plugins/routes.ts';
import { identityContext } from '../context.ts';
import { sessionDeviceHash } from '../devices.ts';
import { originOf, sessionOf } from '../request-origin.ts';
import { setSessionCookie } from '../session-cookie.ts';
import { requireStepUp } from '../step-up.ts';
import { sendRetryAfter } from '../throttle.ts';
import {
  confirmEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startEnrolment,
  twoFactorStatus,
} from './authenticator.ts';
import { completeTwoFactorSignIn } from './challenge.ts';
import { twoFactorKeys } from './keys.ts';

export async function twoFactorRoutes(app: FastifyInstance) {
  const ctx = identityContext(app);
  // The key exists from the start (generated and kept on the first start), not from the first enrolment.
  await twoFactorKeys(ctx.db);
  // Throttled code checks answer 429 with Retry-After.
  app.addHook('onError', sendRetryAfter);

  route(app, calls.twoFactorStatus, async (_input, request) => ({
    data: await twoFactorStatus(ctx.db, sessionOf(request).playerId),
  }));

  route(app, calls.startTwoFactor, async (_input, request) => ({
    data: await startEnrolment(ctx.db, sessionOf(request).playerId),
  }));

  route(app, calls.confirmTwoFactor, async ({ body }, request) => {
    const { playerId, sessionId } = sessionOf(request);
    const deviceHash = await sessionDeviceHash(ctx.db, sessionId);
    return { data: await confirmEnrolment(ctx.db, { playerId, sessionId }, body, { deviceHash }) };
  });

  route(app, calls.disableTwoFactor, async (_input, request, reply) => {
    await requireStepUp(ctx.db, request, reply);
    await disableTwoFactor(ctx.db, sessionOf(request).playerId);
    return { data: {} };
  });

  route(app, calls.regenerateRecoveryCodes, async (_input, request, reply) => {
    await requireStepUp(ctx.db, request, reply);
    return { data: await regenerateRecoveryCodes(ctx.db, sessionOf(request).playerId) };
  });

  route(app, calls.twoFactorSignIn, async ({ body }, request, reply) => {
    const result = await completeTwoFactorSignIn(ctx, body, originOf(request));
    setSessionCookie(reply, result.accessToken);
    return { data: result };
  });
}
