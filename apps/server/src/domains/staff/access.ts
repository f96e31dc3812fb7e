import {
  type AnyRoute,
  API_KEY_HEADER,
  type ApiKeyScope,
  CSRF_HEADER,
  ErrorCode,
  hasPermission,
  STAFF_SESSION_COOKIE,
  type StaffPermission,
} from '@casino/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import { registerAuditActor } from '../audit/audited.ts';
import type { AuditActor } from '../audit/chain.ts';
import { API_KEY_PREFIX, authenticateApiKey } from './api-keys.ts';
import {
  isSessionCsrfToken,
  type RequestOrigin,
  resolveStaffSession,
  type SessionLimits,
  type SignedInStaff,
} from './sessions.ts';
import { requireFreshCode } from './totp.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Idle and absolute limits of back-office sessions (STAFF_SESSION_IDLE_MINUTES, STAFF_SESSION_HOURS). */
    staffSessionLimits: SessionLimits;
    /** preHandler of a declared `staff` or `staff-pending` route: session, TOTP step, CSRF, permission. */
    staffAccess(declaration: AnyRoute): preHandlerAsyncHookHandler;
    /** A `freshTotp` route's check, after its input is parsed: a current code in X-Two-Factor-Code. */
    requireFreshTotp(request: FastifyRequest): Promise<void>;
    /**
     * preHandler of an operator route: the bootstrap OPERATOR_KEY, a named API key holding `scope`, or
     * a signed-in staff session whose role holds it (CSRF on writes); 401 with a Basic challenge without
     * any, 403 without the scope or permission. The caller becomes the request's audit actor.
     */
    requireOperator(scope: ApiKeyScope): preHandlerAsyncHookHandler;
    /** preHandler of the routes only the bootstrap OPERATOR_KEY may call (the first owner). */
    requireBootstrapKey: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The staff member and session of a back-office call. */
    staffSession: SignedInStaff | null;
  }
}

const BOOTSTRAP_ACTOR: AuditActor = { kind: 'bootstrap-key', id: 'OPERATOR_KEY', role: null };

export const originOf = (request: FastifyRequest): RequestOrigin => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

const cookieOptions = (app: FastifyInstance) =>
  ({
    httpOnly: true,
    sameSite: 'strict',
    path: '/api/backoffice',
    secure: new URL(app.env.PUBLIC_URL).protocol === 'https:',
  }) as const;

/** The session cookie: HttpOnly, SameSite=Strict, scoped to /api/backoffice, Secure on https. */
export function setStaffCookie(reply: FastifyReply, token: string) {
  reply.setCookie(STAFF_SESSION_COOKIE, token, cookieOptions(reply.server));
}

export function clearStaffCookie(reply: FastifyReply) {
  reply.clearCookie(STAFF_SESSION_COOKIE, cookieOptions(reply.server));
}

const isWrite = (request: FastifyRequest) => request.method !== 'GET' && request.method !== 'HEAD';

function assertCsrf(request: FastifyRequest, signedIn: SignedInStaff) {
  if (!isWrite(request)) return;
  const header = request.headers[CSRF_HEADER];
  if (!isSessionCsrfToken(signedIn.session, Array.isArray(header) ? header[0] : header))
    throw new AppError(
      ErrorCode.csrfTokenInvalid,
      'The CSRF token is missing or wrong: read it again from /api/backoffice/me.',
    );
}

/** A named key from X-API-Key, or a Bearer that is one. */
function givenApiKey(request: FastifyRequest): string | null {
  const header = request.headers[API_KEY_HEADER];
  if (typeof header === 'string') return header.trim();
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization?.trim() ?? '');
  return bearer?.[1]?.startsWith(API_KEY_PREFIX) ? bearer[1] : null;
}

export function registerStaffAccess(app: FastifyInstance) {
  registerAuditActor(app);
  app.decorateRequest('staffSession', null);
  const limits: SessionLimits = {
    idleMs: app.env.STAFF_SESSION_IDLE_MINUTES * 60_000,
    lifetimeMs: app.env.STAFF_SESSION_HOURS * 3_600_000,
  };
  app.decorate('staffSessionLimits', limits);

  /** The cookie's session, signed in (or half, when allowed), with its CSRF token on writes. */
  async function sessionOf(
    request: FastifyRequest,
    reply: FastifyReply,
    { allowPending = false, background = false }: { allowPending?: boolean; background?: boolean } = {},
  ) {
    const token = request.cookies[STAFF_SESSION_COOKIE];
    if (!token) throw AppError.unauthorized('Sign in to the back office.');
    const signedIn = await resolveStaffSession(app.db, token, limits, { background }).catch(
      (error: unknown) => {
        clearStaffCookie(reply);
        throw error;
      },
    );
    if (!allowPending && !signedIn.session.totpPassedAt)
      throw new AppError(ErrorCode.staffTotpPending, 'Enter the code of your authenticator app first.');
    assertCsrf(request, signedIn);
    request.staffSession = signedIn;
    // Only a signed-in session acts: a half-signed-in one has proved the password alone.
    if (signedIn.session.totpPassedAt)
      request.actor = { kind: 'staff', id: signedIn.staff.id, role: signedIn.staff.role };
    return signedIn;
  }

  const forbidden = () => AppError.forbidden('Your role does not allow this.');

  app.decorate('staffAccess', (declaration: AnyRoute) => {
    const pending = declaration.access === 'staff-pending';
    const permission = declaration.permission as StaffPermission | undefined;
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const signedIn = await sessionOf(request, reply, {
        allowPending: pending,
        background: declaration.background === true,
      });
      if (permission && !hasPermission(signedIn.staff.role, permission)) throw forbidden();
    };
  });

  app.decorate('requireFreshTotp', async (request: FastifyRequest) => {
    if (!request.staffSession) throw AppError.unauthorized();
    await requireFreshCode(app.db, request, request.staffSession.staff);
  });

  app.decorate(
    'requireOperator',
    (scope: ApiKeyScope) => async (request: FastifyRequest, reply: FastifyReply) => {
      if (app.isOperator(request)) {
        request.actor = BOOTSTRAP_ACTOR;
        return;
      }
      const key = givenApiKey(request);
      if (key) {
        const row = await authenticateApiKey(app.db, key);
        if (!row) throw AppError.unauthorized('The API key is unknown or revoked.');
        if (!row.scopes.includes(scope))
          throw AppError.forbidden(`The API key does not hold the scope ${scope}.`);
        request.actor = { kind: 'api-key', id: row.id, role: null };
        return;
      }
      if (request.cookies[STAFF_SESSION_COOKIE]) {
        const signedIn = await sessionOf(request, reply);
        if (!hasPermission(signedIn.staff.role, scope)) throw forbidden();
        return;
      }
      reply.header('www-authenticate', 'Basic realm="operator"');
      throw AppError.unauthorized('The operator key is missing or wrong.');
    },
  );

  app.decorate('requireBootstrapKey', async (request: FastifyRequest, reply: FastifyReply) => {
    if (app.isOperator(request)) {
      request.actor = BOOTSTRAP_ACTOR;
      return;
    }
    reply.header('www-authenticate', 'Basic realm="operator"');
    throw AppError.unauthorized('Only the bootstrap operator key may do this.');
  });
}
