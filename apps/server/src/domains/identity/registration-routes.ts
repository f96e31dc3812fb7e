import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { identityContext } from './context.ts';
import { type RegistrationKind, registerPlayer, type Visitor } from './registration.ts';
import { originOf } from './request-origin.ts';
import { setSessionCookie } from './session-cookie.ts';

/** The browser keeps the `stag` affiliate tag in this cookie; it is stored with the new player. */
export const AFFILIATE_TAG_COOKIE = 'affiliate-tag';

export const visitorOf = (request: FastifyRequest): Visitor => ({
  ...originOf(request),
  country: request.visitorCountry,
  locale: request.locale,
  affiliateTag: request.cookies[AFFILIATE_TAG_COOKIE]?.trim() || null,
});

export async function registrationRoutes(app: FastifyInstance) {
  const ctx = identityContext(app);
  const limited = {
    config: { rateLimit: { max: app.env.REGISTRATION_RATE_LIMIT_PER_HOUR, timeWindow: '1 hour' } },
  };
  const register = (kind: RegistrationKind) => async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await registerPlayer(ctx, kind, request.body, visitorOf(request));
    setSessionCookie(reply, result.accessToken);
    return reply.status(201).send({ data: result });
  };

  app.post('/api/player/register', limited, register('email'));
  app.post('/api/player/register/phone', limited, register('phone'));
}
