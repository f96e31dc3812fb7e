import { socialSignInRequestSchema, socialStateSchema } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, parseInput } from '../../../plugins/errors.ts';
import { identityContext } from '../context.ts';
import { visitorOf } from '../registration-routes.ts';
import { socialConfig, TELEGRAM } from './providers.ts';
import { finishOidcSignIn, type SocialContext, startSocialSignIn, telegramSignIn } from './social-sign-in.ts';

const redirectParamsSchema = z.object({ provider: z.string().regex(/^[a-z0-9-]+$/) });
const redirectQuerySchema = z.object({ state: z.string().min(2).max(2000) });

/** The back route must stay on this site: a path, never `//host` or a scheme. */
const localPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');

export async function socialRoutes(app: FastifyInstance) {
  const ctx: SocialContext = { ...identityContext(app), social: socialConfig(app.env) };

  /** Browser redirect to the provider; `state` is URL-encoded JSON {backRoute, connection} (spec section 7). */
  app.get('/api/player/sessions/social/:provider/redirect', async (request, reply) => {
    const { provider } = parseInput(redirectParamsSchema, request.params);
    const { state } = parseInput(redirectQuerySchema, request.query);
    const parsed = socialStateSchema.safeParse(parseJson(state));
    if (!parsed.success || !localPath(parsed.data.backRoute)) {
      throw AppError.validation([{ field: 'state', rule: 'invalid' }]);
    }
    return reply.redirect(await startSocialSignIn(ctx, provider, parsed.data), 302);
  });

  app.post('/api/player/sessions/social', async (request) => {
    const body = parseInput(socialSignInRequestSchema, request.body);
    const visitor = visitorOf(request);
    if (body.connection === TELEGRAM) {
      if (!body.telegram) throw AppError.validation([{ field: 'telegram', rule: 'required' }]);
      return { data: await telegramSignIn(ctx, body.telegram, visitor) };
    }
    if (!body.callbackParams) throw AppError.validation([{ field: 'callbackParams', rule: 'required' }]);
    return { data: await finishOidcSignIn(ctx, body.connection, body.callbackParams, visitor) };
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
