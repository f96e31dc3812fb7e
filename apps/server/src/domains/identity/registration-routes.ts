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

/** The browser keeps the referral code of a `?ref=` link in this cookie until the visitor signs up. */
export const REFERRAL_CODE_COOKIE = 'referral-code';

/** A text field of the body (the product's client sends it), else the cookie's value. */
function sentOrKept(request: FastifyRequest, field: string, cookie: string, max: number): string | null {
  const body = request.body as Record<string, unknown> | undefined;
  const value = body?.[field];
  const sent = typeof value === 'string' ? value.trim() : '';
  return (sent || request.cookies[cookie]?.trim() || '').slice(0, max) || null;
}

export const visitorOf = (request: FastifyRequest): Visitor => ({
  ...originOf(request),
  locale: request.locale,
  affiliateTag: sentOrKept(request, 'affiliateTag', AFFILIATE_TAG_COOKIE, 200),
  referralCode: sentOrKept(request, 'referralCode', REFERRAL_CODE_COOKIE, 64),
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
