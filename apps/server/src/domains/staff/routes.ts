import { ACKNOWLEDGED, backofficeRoutes as calls } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import { route } from '../../plugins/routes.ts';
import { audited } from '../audit/audited.ts';
import { appendAudit } from '../audit/chain.ts';
import { listAudit } from '../audit/list.ts';
import { hashPassword } from '../identity/passwords.ts';
import { sendRetryAfter } from '../identity/throttle.ts';
import { sandboxMode } from '../payments/payment-provider.ts';
import { clearStaffCookie, originOf, setStaffCookie } from './access.ts';
import { apiKeyView, createApiKey, listApiKeys, revokeApiKey } from './api-keys.ts';
import {
  checkEnrolmentCode,
  completeEnrolment,
  inviteStaff,
  readEnrolment,
  reissueEnrolment,
} from './invites.ts';
import { changeRole, disableStaff, enableStaff } from './management.ts';
import { listStaff, meOf, staffView } from './members.ts';
import { endSession, openStaffSession, type SignedInStaff } from './sessions.ts';
import { passwordStep, staffContext, totpStep } from './sign-in.ts';
import { newEncryptedTotpSecret } from './totp.ts';

/** The session the access check put on the request. */
function signedInOf(request: FastifyRequest): SignedInStaff {
  if (!request.staffSession) throw AppError.unauthorized();
  return request.staffSession;
}

/**
 * The back office's foundation (decision 0037): sign-in in two steps, enrolment by link, staff
 * management, named API keys and the audit log. Access, CSRF, permissions and fresh TOTP codes are
 * checked from each declaration (plugins/routes.ts, access.ts); every write is audited in its transaction.
 */
export async function staffRoutes(app: FastifyInstance) {
  app.addHook('onError', sendRetryAfter);
  const limits = app.staffSessionLimits;
  // The sandbox's desk is the payments domain's; whether it runs follows from the settings alone.
  const features = { sandboxDeposits: sandboxMode(app.env) !== 'off' };
  const inviteOptions = async () => ({
    publicUrl: app.env.PUBLIC_URL,
    inviteHours: app.env.STAFF_INVITE_HOURS,
    totpSecretEncrypted: await newEncryptedTotpSecret(app.db),
  });
  const actorOf = (request: FastifyRequest) => signedInOf(request).staff;

  route(app, calls.staffSignIn, async ({ body }, request, reply) => {
    const { token, session } = await passwordStep(app.db, body, originOf(request), limits);
    setStaffCookie(reply, token);
    return {
      data: {
        step: 'totp' as const,
        csrfToken: session.csrfToken,
        expiresAt: session.expiresAt.toISOString(),
      },
    };
  });

  route(app, calls.staffTotpStep, async ({ body }, request, reply) => {
    const { token, signedIn } = await totpStep(
      app.db,
      signedInOf(request),
      body.code,
      originOf(request),
      limits,
    );
    setStaffCookie(reply, token);
    return { data: meOf(signedIn, limits, features) };
  });

  // A signed-in session's sign-out is the staff member's own act, audited; a half-signed-in one only ends.
  route(app, calls.staffSignOut, async (_input, request, reply) => {
    const { session, staff } = signedInOf(request);
    await app.db.transaction(async (tx) => {
      await endSession(tx, session.id, 'signed-out');
      if (session.totpPassedAt)
        await appendAudit(tx, staffContext(staff, originOf(request)), [
          { action: 'staff.sign-out', target: { type: 'staff-session', id: session.id } },
        ]);
    });
    clearStaffCookie(reply);
    return ACKNOWLEDGED;
  });

  route(app, calls.staffMe, async (_input, request) => ({
    data: meOf(signedInOf(request), limits, features),
  }));

  route(app, calls.readEnrolment, async ({ params }) => ({
    data: await readEnrolment(app.db, params.token),
  }));

  route(app, calls.completeEnrolment, async ({ params, body }, request, reply) => {
    await checkEnrolmentCode(app.db, params.token, body.code);
    const passwordHash = await hashPassword(body.password);
    const { token, signedIn } = await app.db.transaction(async (tx) => {
      const { value: row, audit } = await completeEnrolment(tx, params.token, passwordHash);
      const opened = await openStaffSession(tx, row.id, originOf(request), { signedIn: true, limits });
      await appendAudit(tx, staffContext(row, originOf(request)), [
        ...[audit].flat(),
        { action: 'staff.sign-in', target: { type: 'staff-session', id: opened.session.id } },
      ]);
      return { token: opened.token, signedIn: { session: opened.session, staff: row } };
    });
    setStaffCookie(reply, token);
    return { data: meOf(signedIn, limits, features) };
  });

  route(app, calls.listStaff, async () => ({ data: (await listStaff(app.db)).map(staffView) }));

  route(app, calls.inviteStaff, async ({ body }, request) => {
    const options = await inviteOptions();
    return {
      data: await audited(app.db, request, (tx) => inviteStaff(tx, actorOf(request).role, body, options)),
    };
  });

  route(app, calls.reissueEnrolment, async ({ params }, request) => {
    const options = await inviteOptions();
    return {
      data: await audited(app.db, request, (tx) =>
        reissueEnrolment(tx, actorOf(request), params.id, options),
      ),
    };
  });

  route(app, calls.changeStaffRole, async ({ params, body }, request) => ({
    data: await audited(app.db, request, (tx) => changeRole(tx, actorOf(request), params.id, body)),
  }));

  route(app, calls.disableStaff, async ({ params, body }, request) => ({
    data: await audited(app.db, request, (tx) => disableStaff(tx, actorOf(request), params.id, body.reason)),
  }));

  route(app, calls.enableStaff, async ({ params, body }, request) => ({
    data: await audited(app.db, request, (tx) => enableStaff(tx, actorOf(request), params.id, body.reason)),
  }));

  route(app, calls.listApiKeys, async () => ({ data: (await listApiKeys(app.db)).map(apiKeyView) }));

  route(app, calls.createApiKey, async ({ body }, request) => ({
    data: await audited(app.db, request, (tx) => createApiKey(tx, actorOf(request).id, body)),
  }));

  route(app, calls.revokeApiKey, async ({ params }, request) => ({
    data: await audited(app.db, request, (tx) => revokeApiKey(tx, params.id)),
  }));

  route(app, calls.auditLog, async ({ query }) => listAudit(app.db, query));
}
