import { ErrorCode, STAFF_SESSION_COOKIE, type StaffInvite } from '@casino/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { freshIp } from '../identity/test-helpers.ts';
import { advanceClock, fakeDateOnly } from '../identity/two-factor/test-two-factor.ts';
import { LAST_SEEN_PRECISION_MS } from './sessions.ts';
import { STAFF_SIGN_IN_FREE_FAILURES } from './sign-in.ts';
import { staffSessions } from './tables.ts';
import {
  enrol,
  enrolledOwner,
  enrolledStaff,
  inviteOwner,
  STAFF_PASSWORD,
  type StaffClient,
  sessionCookieOf,
  signInStaff,
  staffCall,
} from './test-staff.ts';

const STAFF_TABLES = ['staff_sessions', 'staff_invites', 'api_keys', 'staff', 'rate_events'];
const MINUTE = 60_000;

describe.each(testDrivers)('staff accounts and sessions on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.truncate(...STAFF_TABLES);
    fakeDateOnly();
  });
  afterEach(() => vi.useRealTimers());

  const me = (client: StaffClient) => staffCall(t, client, { method: 'GET', url: '/api/backoffice/me' });
  const errorOf = (response: { body: string }) =>
    JSON.parse(response.body).error as { code: number; fields?: Record<string, string[]> };
  const tokenOf = (invite: StaffInvite) => invite.enrolmentUrl.split('/').pop()!;
  const lastAudit = async (owner: StaffClient, query = '') => {
    const response = await staffCall(t, owner, {
      method: 'GET',
      url: `/api/backoffice/audit?limit=1${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data[0];
  };

  describe('enrolment', () => {
    it('gives the first owner a one-time link that sets a password and a TOTP secret, then signs them in', async () => {
      const invite = await inviteOwner(t, 'Owner@Example.com', 'Olive Owner');
      expect(invite.enrolmentUrl).toMatch(
        new RegExp(`^${t.app.env.PUBLIC_URL}/backoffice/enrol/[\\w-]{43}$`),
      );
      expect(invite.staff).toMatchObject({ email: 'owner@example.com', role: 'owner', status: 'invited' });
      const token = tokenOf(invite);
      const read = await t.app.inject({ method: 'GET', url: `/api/backoffice/enrolment/${token}` });
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().data.totp.uri).toMatch(
        /^otpauth:\/\/totp\/Lucky%20Harbor%20back%20office:owner%40example\.com\?/,
      );

      const wrong = await t.app.inject({
        method: 'POST',
        url: `/api/backoffice/enrolment/${token}`,
        payload: { password: STAFF_PASSWORD, code: '000000' },
      });
      expect(wrong.statusCode, wrong.body).toBe(422);
      expect(errorOf(wrong)).toMatchObject({
        code: ErrorCode.twoFactorInvalid,
        fields: { code: [expect.any(String)] },
      });
      const short = await t.app.inject({
        method: 'POST',
        url: `/api/backoffice/enrolment/${token}`,
        payload: { password: 'short', code: '000000' },
      });
      expect(short.statusCode).toBe(422);
      expect(Object.keys(errorOf(short).fields!)).toEqual(['password']);

      const owner = await enrol(t, invite);
      const done = await me(owner);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().data.staff).toMatchObject({ role: 'owner', status: 'active' });
      expect(done.json().data.permissions).toContain('api-keys.manage');
      const again = await t.app.inject({ method: 'GET', url: `/api/backoffice/enrolment/${token}` });
      expect(again.statusCode).toBe(404);
      expect(errorOf(again).code).toBe(ErrorCode.enrolmentInvalid);

      const log = await staffCall(t, owner, { method: 'GET', url: '/api/backoffice/audit?action=staff.' });
      const actions = log
        .json()
        .data.map((row: { action: string; actor: { kind: string } }) => [row.action, row.actor.kind]);
      expect(actions.slice(0, 3)).toEqual([
        ['staff.sign-in', 'staff'],
        ['staff.enrolment.complete', 'staff'],
        ['staff.invite', 'bootstrap-key'],
      ]);
    });

    it('sets the session cookie HttpOnly, SameSite=Strict, on /api/backoffice only', async () => {
      const invite = await inviteOwner(t, 'owner@example.com');
      const read = await t.app.inject({ method: 'GET', url: `/api/backoffice/enrolment/${tokenOf(invite)}` });
      const { TestAuthenticator } = await import('../identity/two-factor/test-two-factor.ts');
      const app = TestAuthenticator.fromBase32(read.json().data.totp.secret);
      const done = await t.app.inject({
        method: 'POST',
        url: `/api/backoffice/enrolment/${tokenOf(invite)}`,
        payload: { password: STAFF_PASSWORD, code: app.nextCode() },
      });
      expect(sessionCookieOf(done)).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        path: '/api/backoffice',
      });
      expect(sessionCookieOf(done)?.secure).toBeFalsy();
    });

    it('refuses an expired link', async () => {
      const invite = await inviteOwner(t, 'owner@example.com');
      advanceClock(t.app.env.STAFF_INVITE_HOURS * 60 * MINUTE + 1);
      const read = await t.app.inject({ method: 'GET', url: `/api/backoffice/enrolment/${tokenOf(invite)}` });
      expect(read.statusCode).toBe(404);
    });
  });

  describe('sign-in', () => {
    it('takes the password, then a TOTP code; the half-signed-in session can do nothing else', async () => {
      const owner = await enrolledOwner(t);
      const first = await t.app.inject({
        method: 'POST',
        url: '/api/backoffice/session',
        payload: { email: owner.email, password: STAFF_PASSWORD },
        remoteAddress: freshIp(),
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data.step).toBe('totp');
      const pending = {
        ...owner,
        cookie: sessionCookieOf(first)!.value,
        csrfToken: first.json().data.csrfToken,
      };
      for (const request of [
        { method: 'GET' as const, url: '/api/backoffice/me' },
        { method: 'GET' as const, url: '/api/backoffice/staff' },
        { method: 'GET' as const, url: '/api/backoffice/audit' },
        {
          method: 'POST' as const,
          url: '/api/backoffice/staff',
          payload: { email: 'x@example.com', name: 'X', role: 'support' },
          freshTotp: true,
        },
      ]) {
        const refused = await staffCall(t, pending, request);
        expect(refused.statusCode, `${request.url} ${refused.body}`).toBe(401);
        expect(errorOf(refused).code).toBe(ErrorCode.staffTotpPending);
      }
      const wrong = await staffCall(t, pending, {
        method: 'POST',
        url: '/api/backoffice/session/totp',
        payload: { code: '123456' },
      });
      expect(wrong.statusCode).toBe(422);
      const signedIn = await staffCall(t, pending, {
        method: 'POST',
        url: '/api/backoffice/session/totp',
        payload: { code: owner.authenticator.nextCode() },
      });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      // The token and CSRF token of the half-signed-in session are replaced.
      expect(sessionCookieOf(signedIn)!.value).not.toBe(pending.cookie);
      expect((await me(pending)).statusCode).toBe(401);
      const client = {
        ...owner,
        cookie: sessionCookieOf(signedIn)!.value,
        csrfToken: signedIn.json().data.csrfToken,
      };
      expect((await me(client)).statusCode).toBe(200);
    });

    it('answers a wrong password, an unknown e-mail and a not yet enrolled invite alike (401, 11001)', async () => {
      const owner = await enrolledOwner(t);
      await enrolledStaff(t, owner, 'support');
      const invited = await staffCall(t, owner, {
        method: 'POST',
        url: '/api/backoffice/staff',
        payload: { email: 'new@example.com', name: 'New', role: 'finance' },
        freshTotp: true,
      });
      expect(invited.statusCode, invited.body).toBe(201);
      for (const [email, password] of [
        [owner.email, 'wrong password!'],
        ['nobody@example.com', STAFF_PASSWORD],
        ['new@example.com', STAFF_PASSWORD],
      ]) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/backoffice/session',
          payload: { email, password },
          remoteAddress: freshIp(),
        });
        expect(response.statusCode, response.body).toBe(401);
        expect(errorOf(response).code).toBe(ErrorCode.invalidCredentials);
        expect(sessionCookieOf(response)).toBeUndefined();
      }
    });

    it('throttles repeated wrong passwords for an e-mail like the players sign-in (429, Retry-After)', async () => {
      const owner = await enrolledOwner(t);
      const attempt = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/backoffice/session',
          payload: { email: owner.email, password },
          remoteAddress: freshIp(),
        });
      for (let i = 0; i < STAFF_SIGN_IN_FREE_FAILURES.login; i++)
        expect((await attempt('wrong password!')).statusCode).toBe(401);
      const throttled = await attempt(STAFF_PASSWORD);
      expect(throttled.statusCode, throttled.body).toBe(429);
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
      advanceClock(2_000);
      expect((await attempt(STAFF_PASSWORD)).statusCode).toBe(200);
    });

    it('ends a session idle for 30 minutes, and any session 12 hours after its sign-in', async () => {
      const owner = await enrolledOwner(t);
      advanceClock(29 * MINUTE);
      expect((await me(owner)).statusCode).toBe(200);
      advanceClock(30 * MINUTE + 1);
      const idle = await me(owner);
      expect(idle.statusCode).toBe(401);
      expect(errorOf(idle).code).toBe(ErrorCode.sessionExpired);
      expect((await me(owner)).statusCode).toBe(401);

      const busy = await signInStaff(t, owner.email, owner.authenticator);
      for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
        advanceClock(20 * MINUTE);
        expect((await me(busy)).statusCode, `after ${minutes + 20} minutes`).toBe(200);
      }
      advanceClock(21 * MINUTE);
      const over = await me(busy);
      expect(over.statusCode).toBe(401);
      expect(errorOf(over).code).toBe(ErrorCode.sessionExpired);
    });

    it('lets no background call (the chat console’s heartbeat, its subscription tokens) put the idle end off', async () => {
      const owner = await enrolledOwner(t);
      for (let minutes = 0; minutes < 30; minutes += 10) {
        const beat = await staffCall(t, owner, { method: 'POST', url: '/api/backoffice/chat/heartbeat' });
        expect(beat.statusCode, beat.body).toBe(200);
        const token = await staffCall(t, owner, {
          method: 'POST',
          url: '/api/backoffice/chat/subscription-token',
          payload: {},
        });
        expect(token.statusCode, token.body).toBe(200);
        advanceClock(10 * MINUTE);
      }
      const idle = await me(owner);
      expect(idle.statusCode).toBe(401);
      expect(errorOf(idle).code).toBe(ErrorCode.sessionExpired);
    });

    it('records a session’s use again only when the last record is some seconds old', async () => {
      const owner = await enrolledOwner(t);
      const lastSeen = async () => {
        const rows = await t.app.db
          .select({ at: staffSessions.lastSeenAt })
          .from(staffSessions)
          .where(and(eq(staffSessions.staffId, owner.id), isNull(staffSessions.endedAt)));
        return rows.map((row) => row.at.getTime());
      };
      const [signedIn] = await lastSeen();
      advanceClock(LAST_SEEN_PRECISION_MS - 1_000);
      expect((await me(owner)).statusCode).toBe(200);
      expect(await lastSeen()).toEqual([signedIn]);
      advanceClock(2_000);
      expect((await me(owner)).statusCode).toBe(200);
      expect(await lastSeen()).toEqual([signedIn! + LAST_SEEN_PRECISION_MS + 1_000]);
    });

    it('signs out: the cookie is cleared and the session refused', async () => {
      const owner = await enrolledOwner(t);
      const out = await staffCall(t, owner, { method: 'DELETE', url: '/api/backoffice/session' });
      expect(out.statusCode, out.body).toBe(200);
      expect(sessionCookieOf(out)?.value).toBe('');
      expect((await me(owner)).statusCode).toBe(401);
    });

    it('refuses a session cookie that is not one', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/backoffice/me',
        cookies: { [STAFF_SESSION_COOKIE]: 'not-a-session' },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('CSRF and fresh TOTP', () => {
    it('refuses a write without the session CSRF token, or with another one (403, 19001)', async () => {
      const owner = await enrolledOwner(t);
      const other = await signInStaff(t, owner.email, owner.authenticator);
      const invite = {
        method: 'POST' as const,
        url: '/api/backoffice/staff',
        payload: { email: 's@example.com', name: 'S', role: 'support' },
        freshTotp: true,
      };
      const missing = await staffCall(t, owner, { ...invite, withoutCsrf: true });
      expect(missing.statusCode).toBe(403);
      expect(errorOf(missing).code).toBe(ErrorCode.csrfTokenInvalid);
      const foreign = await staffCall(t, { ...owner, csrfToken: other.csrfToken }, invite);
      expect(foreign.statusCode).toBe(403);
      const signOut = await staffCall(t, owner, {
        method: 'DELETE',
        url: '/api/backoffice/session',
        withoutCsrf: true,
      });
      expect(signOut.statusCode).toBe(403);
      expect((await staffCall(t, owner, invite)).statusCode).toBe(201);
    });

    it('asks a current, unused code of the app for sensitive actions', async () => {
      const owner = await enrolledOwner(t);
      const support = await enrolledStaff(t, owner, 'support');
      const change = (headers?: Record<string, string>) =>
        staffCall(t, owner, {
          method: 'PUT',
          url: `/api/backoffice/staff/${support.id}/role`,
          payload: { role: 'risk' },
          headers,
        });
      const without = await change();
      expect(without.statusCode).toBe(422);
      expect(errorOf(without)).toMatchObject({
        code: ErrorCode.stepUpRequired,
        fields: { twoFactorCode: [expect.any(String)] },
      });
      expect(errorOf(await change({ 'x-two-factor-code': '000000' })).code).toBe(ErrorCode.twoFactorInvalid);
      const code = owner.authenticator.nextCode();
      expect((await change({ 'x-two-factor-code': code })).statusCode).toBe(200);
      const replay = await staffCall(t, owner, {
        method: 'PUT',
        url: `/api/backoffice/staff/${support.id}/role`,
        payload: { role: 'support' },
        headers: { 'x-two-factor-code': code },
      });
      expect(errorOf(replay).code).toBe(ErrorCode.twoFactorInvalid);
    });

    it('checks the input before the code, so a refused request never uses one up', async () => {
      const owner = await enrolledOwner(t);
      const code = owner.authenticator.nextCode();
      const bad = await staffCall(t, owner, {
        method: 'POST',
        url: '/api/backoffice/staff',
        payload: { email: 'not an e-mail', name: 'X', role: 'support' },
        headers: { 'x-two-factor-code': code },
      });
      expect(bad.statusCode).toBe(422);
      const good = await staffCall(t, owner, {
        method: 'POST',
        url: '/api/backoffice/staff',
        payload: { email: 'x@example.com', name: 'X', role: 'support' },
        headers: { 'x-two-factor-code': code },
      });
      expect(good.statusCode, good.body).toBe(201);
    });
  });

  describe('roles', () => {
    it('refuses a support agent role changes, invites, key creation and the staff list (403)', async () => {
      const owner = await enrolledOwner(t);
      const support = await enrolledStaff(t, owner, 'support');
      const finance = await enrolledStaff(t, owner, 'finance');
      for (const request of [
        {
          method: 'PUT' as const,
          url: `/api/backoffice/staff/${finance.id}/role`,
          payload: { role: 'support' },
          freshTotp: true,
        },
        {
          method: 'POST' as const,
          url: '/api/backoffice/staff',
          payload: { email: 'y@example.com', name: 'Y', role: 'support' },
          freshTotp: true,
        },
        {
          method: 'POST' as const,
          url: '/api/backoffice/api-keys',
          payload: { name: 'k', scopes: ['settings.read'] },
          freshTotp: true,
        },
        { method: 'POST' as const, url: `/api/backoffice/staff/${finance.id}/disable`, payload: {} },
        { method: 'GET' as const, url: '/api/backoffice/staff' },
        { method: 'GET' as const, url: '/api/backoffice/audit' },
      ]) {
        const refused = await staffCall(t, support, request);
        expect(refused.statusCode, `${request.method} ${request.url}: ${refused.body}`).toBe(403);
      }
      expect((await me(finance)).json().data.staff.role).toBe('finance');
    });

    it('lets an admin manage roles below admin only', async () => {
      const owner = await enrolledOwner(t);
      const admin = await enrolledStaff(t, owner, 'admin');
      const marketing = await enrolledStaff(t, admin, 'marketing');
      const invite = (role: string) =>
        staffCall(t, admin, {
          method: 'POST',
          url: '/api/backoffice/staff',
          payload: { email: `${role}2@example.com`, name: 'N', role },
          freshTotp: true,
        });
      expect(errorOf(await invite('admin')).code).toBe(ErrorCode.roleNotGrantable);
      expect(errorOf(await invite('owner')).code).toBe(ErrorCode.roleNotGrantable);
      const promote = await staffCall(t, admin, {
        method: 'PUT',
        url: `/api/backoffice/staff/${marketing.id}/role`,
        payload: { role: 'admin' },
        freshTotp: true,
      });
      expect(errorOf(promote).code).toBe(ErrorCode.roleNotGrantable);
      const demoteOwner = await staffCall(t, admin, {
        method: 'PUT',
        url: `/api/backoffice/staff/${owner.id}/role`,
        payload: { role: 'support' },
        freshTotp: true,
      });
      expect(errorOf(demoteOwner).code).toBe(ErrorCode.roleNotGrantable);
      const disableOwner = await staffCall(t, admin, {
        method: 'POST',
        url: `/api/backoffice/staff/${owner.id}/disable`,
        payload: {},
      });
      expect(errorOf(disableOwner).code).toBe(ErrorCode.roleNotGrantable);
      const sideways = await staffCall(t, admin, {
        method: 'PUT',
        url: `/api/backoffice/staff/${marketing.id}/role`,
        payload: { role: 'risk', reason: 'moved to KYC' },
        freshTotp: true,
      });
      expect(sideways.statusCode, sideways.body).toBe(200);
      expect(await lastAudit(owner, '&action=staff.role.change')).toMatchObject({
        actor: { kind: 'staff', id: admin.id, role: 'admin' },
        target: { type: 'staff', id: marketing.id },
        before: { role: 'marketing' },
        after: { role: 'risk' },
        reason: 'moved to KYC',
      });
      expect((await me(marketing)).json().data.permissions).toContain('kyc.review');
    });

    it('keeps the last active owner: no demotion, no disabling, no reset of their enrolment', async () => {
      const owner = await enrolledOwner(t);
      const demote = await staffCall(t, owner, {
        method: 'PUT',
        url: `/api/backoffice/staff/${owner.id}/role`,
        payload: { role: 'admin' },
        freshTotp: true,
      });
      expect(demote.statusCode).toBe(409);
      expect(errorOf(demote).code).toBe(ErrorCode.lastOwner);
      const second = await enrolledStaff(t, owner, 'owner', 'second@example.com');
      const selfDisable = await staffCall(t, owner, {
        method: 'POST',
        url: `/api/backoffice/staff/${owner.id}/disable`,
        payload: {},
      });
      expect(selfDisable.statusCode).toBe(409);
      expect(
        (
          await staffCall(t, owner, {
            method: 'PUT',
            url: `/api/backoffice/staff/${owner.id}/role`,
            payload: { role: 'admin' },
            freshTotp: true,
          })
        ).statusCode,
      ).toBe(200);
      // The first owner is an admin now: the second is the last owner.
      const signedInAgain = await signInStaff(t, owner.email, owner.authenticator);
      const last = await staffCall(t, second, {
        method: 'PUT',
        url: `/api/backoffice/staff/${second.id}/role`,
        payload: { role: 'admin' },
        freshTotp: true,
      });
      expect(errorOf(last).code).toBe(ErrorCode.lastOwner);
      const byAdmin = await staffCall(t, signedInAgain, {
        method: 'POST',
        url: `/api/backoffice/staff/${second.id}/disable`,
        payload: {},
      });
      expect(errorOf(byAdmin).code).toBe(ErrorCode.roleNotGrantable);
    });

    it('disables a staff member: their sessions end and they cannot sign in; enabled, they can again', async () => {
      const owner = await enrolledOwner(t);
      const finance = await enrolledStaff(t, owner, 'finance');
      const disabled = await staffCall(t, owner, {
        method: 'POST',
        url: `/api/backoffice/staff/${finance.id}/disable`,
        payload: { reason: 'left' },
      });
      expect(disabled.statusCode, disabled.body).toBe(200);
      expect(disabled.json().data.status).toBe('disabled');
      expect((await me(finance)).statusCode).toBe(401);
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/backoffice/session',
        payload: { email: finance.email, password: STAFF_PASSWORD },
        remoteAddress: freshIp(),
      });
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).code).toBe(ErrorCode.accountBlocked);
      const enabled = await staffCall(t, owner, {
        method: 'POST',
        url: `/api/backoffice/staff/${finance.id}/enable`,
        payload: {},
        freshTotp: true,
      });
      expect(enabled.json().data.status).toBe('active');
      await signInStaff(t, finance.email, finance.authenticator);
    });

    it('gives a new enrolment link to someone who lost their authenticator; the old secret no longer works', async () => {
      const owner = await enrolledOwner(t);
      const risk = await enrolledStaff(t, owner, 'risk');
      const reissued = await staffCall(t, owner, {
        method: 'POST',
        url: `/api/backoffice/staff/${risk.id}/enrolment`,
        freshTotp: true,
      });
      expect(reissued.statusCode, reissued.body).toBe(200);
      expect((await me(risk)).statusCode).toBe(401);
      const again = await enrol(t, reissued.json().data as StaffInvite, 'a brand new password');
      expect(again.authenticator.secret).not.toEqual(risk.authenticator.secret);
      expect((await me(again)).json().data.staff.status).toBe('active');
    });
  });
});
