import { identityRoutes as calls } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type RouteHandler, route } from '../../plugins/routes.ts';
import { identityContext } from './context.ts';
import { confirmEmail } from './profile-service.ts';
import { type RegistrationKind, registerPlayer, type Visitor } from './registration.ts';
import { originOf } from './request-origin.ts';
import { setSessionCookie } from './session-cookie.ts';

/** The browser keeps the `stag` affiliate tag in this cookie; it is stored with the new player. */
export const AFFILIATE_TAG_COOKIE = 'affiliate-tag';

/** The affiliate tag of the body (the product's client sends it), else of the cookie. */
function affiliateTagOf(request: FastifyRequest): string | null {
  const body = request.body as { affiliateTag?: unknown } | undefined;
  const sent = typeof body?.affiliateTag === 'string' ? body.affiliateTag.trim() : '';
  return sent || request.cookies[AFFILIATE_TAG_COOKIE]?.trim() || null;
}

export const visitorOf = (request: FastifyRequest): Visitor => ({
  ...originOf(request),
  country: request.visitorCountry,
  locale: request.locale,
  affiliateTag: affiliateTagOf(request),
});

export async function registrationRoutes(app: FastifyInstance) {
  const ctx = identityContext(app);

  await app.register(async (limited) => {
    // Per route and address: the declared routes carry no route options of their own.
    limited.addHook(
      'onRequest',
      limited.rateLimit({
        max: app.env.REGISTRATION_RATE_LIMIT_PER_HOUR,
        timeWindow: '1 hour',
        keyGenerator: (request) => `${request.routeOptions.url}:${request.ip}`,
      }),
    );
    const register: (kind: RegistrationKind) => RouteHandler<typeof calls.register> =
      (kind) =>
      async ({ body }, request, reply) => {
        const result = await registerPlayer(ctx, kind, body, visitorOf(request));
        setSessionCookie(reply, result.accessToken);
        return { data: result };
      };
    route(limited, calls.register, register('email'));
    route(limited, calls.registerPhone, register('phone'));
  });

  /** The product's `/verify/{code}` page confirms the e-mail address through this call. */
  route(app, calls.confirmRegistration, async ({ body }) => {
    await confirmEmail(ctx, body.code);
    return { data: {} };
  });
}
