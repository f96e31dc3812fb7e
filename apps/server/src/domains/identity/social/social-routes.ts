import { identityRoutes as calls, socialStateSchema, zId, zText } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, parseInput } from '../../../plugins/errors.ts';
import { route } from '../../../plugins/routes.ts';
import { identityContext } from '../context.ts';
import type { Visitor } from '../registration.ts';
import { visitorOf } from '../registration-routes.ts';
import { setSessionCookie } from '../session-cookie.ts';
import { AUTH0, socialConfig, TELEGRAM } from './providers.ts';
import { finishOidcSignIn, type SocialContext, startSocialSignIn, telegramSignIn } from './social-sign-in.ts';

export const redirectParamsSchema = z.object({ provider: zId().regex(/^[a-z0-9-]+$/) });
export const redirectQuerySchema = z.object({
  state: zText({ max: 2000 }).min(2),
  /** The auth0 connection, when the state does not name it (the product's client sends it so). */
  connection: zId().optional(),
});

export async function socialRoutes(app: FastifyInstance) {
  const ctx: SocialContext = { ...identityContext(app), social: socialConfig(app.env) };

  /**
   * Browser redirect to the provider; `state` is URL-encoded JSON {backRoute} (client contract
   * section 11). The connection is the path's provider, or for auth0 the `connection` parameter.
   */
  app.get('/api/player/sessions/social/:provider/redirect', async (request, reply) => {
    const { provider } = parseInput(redirectParamsSchema, request.params);
    const query = parseInput(redirectQuerySchema, request.query);
    const parsed = socialStateSchema.safeParse(parseJson(query.state));
    // The schema keeps the back route on this site (safeRedirectPath).
    if (!parsed.success) {
      throw AppError.validation([{ field: 'state', rule: 'invalid' }]);
    }
    const connection =
      parsed.data.connection ?? query.connection ?? (provider === AUTH0 ? undefined : provider);
    if (!connection) throw AppError.validation([{ field: 'connection', rule: 'required' }]);
    const state = { backRoute: parsed.data.backRoute, connection };
    return reply.redirect(await startSocialSignIn(ctx, provider, state), 302);
  });

  /** The front callback page forwards the provider's parameters as this call's query. */
  route(app, calls.socialSignIn, async ({ query, body }, request, reply) => {
    // body.locale is the page's, which request.locale already reads (an enabled one).
    const result = await socialSignIn(ctx, body.connection, query, visitorOf(request));
    setSessionCookie(reply, result.accessToken);
    return { data: result };
  });
}

function socialSignIn(
  ctx: SocialContext,
  connection: string,
  callbackParams: Record<string, string>,
  visitor: Visitor,
) {
  if (connection === TELEGRAM) return telegramSignIn(ctx, callbackParams, visitor);
  if (!callbackParams.state) throw AppError.validation([{ field: 'state', rule: 'required' }]);
  return finishOidcSignIn(ctx, connection, callbackParams, visitor);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
