import { socialSignInRequestSchema, socialStateSchema, zId, zText } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, parseInput } from '../../../plugins/errors.ts';
import { identityContext } from '../context.ts';
import type { Visitor } from '../registration.ts';
import { visitorOf } from '../registration-routes.ts';
import { setSessionCookie } from '../session-cookie.ts';
import { socialConfig, TELEGRAM } from './providers.ts';
import { finishOidcSignIn, type SocialContext, startSocialSignIn, telegramSignIn } from './social-sign-in.ts';

export const redirectParamsSchema = z.object({ provider: zId().regex(/^[a-z0-9-]+$/) });
export const redirectQuerySchema = z.object({ state: zText({ max: 2000 }).min(2) });

export async function socialRoutes(app: FastifyInstance) {
  const ctx: SocialContext = { ...identityContext(app), social: socialConfig(app.env) };

  /** Browser redirect to the provider; `state` is URL-encoded JSON {backRoute, connection} (spec section 7). */
  app.get('/api/player/sessions/social/:provider/redirect', async (request, reply) => {
    const { provider } = parseInput(redirectParamsSchema, request.params);
    const { state } = parseInput(redirectQuerySchema, request.query);
    const parsed = socialStateSchema.safeParse(parseJson(state));
    // The schema keeps the back route on this site (safeRedirectPath).
    if (!parsed.success) {
      throw AppError.validation([{ field: 'state', rule: 'invalid' }]);
    }
    return reply.redirect(await startSocialSignIn(ctx, provider, parsed.data), 302);
  });

  app.post('/api/player/sessions/social', async (request, reply) => {
    const result = await socialSignIn(ctx, request.body, visitorOf(request));
    setSessionCookie(reply, result.accessToken);
    return { data: result };
  });
}

function socialSignIn(ctx: SocialContext, input: unknown, visitor: Visitor) {
  const body = parseInput(socialSignInRequestSchema, input);
  if (body.connection === TELEGRAM) {
    if (!body.telegram) throw AppError.validation([{ field: 'telegram', rule: 'required' }]);
    return telegramSignIn(ctx, body.telegram, visitor);
  }
  if (!body.callbackParams) throw AppError.validation([{ field: 'callbackParams', rule: 'required' }]);
  return finishOidcSignIn(ctx, body.connection, body.callbackParams, visitor);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
