import { identityRoutes as calls } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../plugins/routes.ts';
import type { IdentityContext } from './context.ts';
import { identityContext } from './context.ts';
import { normalizeEmail, profileOf } from './players.ts';
import { confirmEmail, requirePlayerRow, resendEmailConfirmation, updateProfile } from './profile-service.ts';
import { sessionOf } from './request-origin.ts';
import { requireStepUp } from './step-up.ts';

export async function profileRoutes(app: FastifyInstance) {
  const ctx = identityContext(app);

  route(app, calls.profile, async (_input, request) => ({
    data: await profileOf(ctx.db, await requirePlayerRow(ctx, sessionOf(request))),
  }));

  route(app, calls.updateProfile, async ({ body }, request, reply) => {
    // A new e-mail address takes the step-up code (today the profile refuses it anyway: notEditable).
    if (await changesEmail(ctx, request, body)) await requireStepUp(ctx.db, request, reply);
    return { data: await updateProfile(ctx, sessionOf(request), body) };
  });

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

async function changesEmail(ctx: IdentityContext, request: FastifyRequest, body: unknown) {
  const sent = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined;
  if (typeof sent !== 'string' || sent.trim() === '') return false;
  const player = await requirePlayerRow(ctx, sessionOf(request));
  return normalizeEmail(sent) !== player.email;
}
