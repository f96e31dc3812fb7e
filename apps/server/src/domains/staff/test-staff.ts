import {
  CSRF_HEADER,
  STAFF_SESSION_COOKIE,
  STEP_UP_HEADER,
  type StaffInvite,
  type StaffMe,
  type StaffRole,
} from '@casino/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { OPERATOR_KEY_HEADER } from '../../plugins/operator.ts';
import type { TestApp } from '../../test/test-app.ts';
import { freshIp } from '../identity/test-helpers.ts';
import { TestAuthenticator } from '../identity/two-factor/test-two-factor.ts';

export const STAFF_PASSWORD = 'correct horse battery';

/** A signed-in staff member as a browser holds them: the cookie, the CSRF token and their authenticator app. */
export type StaffClient = {
  id: string;
  email: string;
  role: StaffRole;
  cookie: string;
  csrfToken: string;
  authenticator: TestAuthenticator;
};

export type StaffRequest = {
  method: InjectOptions['method'];
  url: string;
  payload?: unknown;
  /** Send a fresh code of the staff member's app (moves the fake clock a step). */
  freshTotp?: boolean;
  /** Leave the CSRF token out (writes only carry it anyway). */
  withoutCsrf?: boolean;
  headers?: Record<string, string>;
};

/** A request with the staff member's cookie, and on writes their CSRF token. */
export function staffCall(
  t: TestApp,
  client: Pick<StaffClient, 'cookie' | 'csrfToken' | 'authenticator'>,
  request: StaffRequest,
) {
  const headers: Record<string, string> = { ...request.headers };
  if (request.method !== 'GET' && !request.withoutCsrf) headers[CSRF_HEADER] = client.csrfToken;
  if (request.freshTotp) headers[STEP_UP_HEADER] = client.authenticator.nextCode();
  return t.app.inject({
    method: request.method,
    url: request.url,
    headers,
    cookies: { [STAFF_SESSION_COOKIE]: client.cookie },
    remoteAddress: freshIp(),
    ...(request.payload === undefined ? {} : { payload: request.payload as object }),
  });
}

export const sessionCookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === STAFF_SESSION_COOKIE);

/** The bootstrap: an owner invited with the operator key (what `npm run staff -- create-owner` sends). */
export async function inviteOwner(t: TestApp, email: string, name = 'Owner'): Promise<StaffInvite> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/operator/staff/owners',
    headers: { [OPERATOR_KEY_HEADER]: t.app.operatorKey },
    payload: { email, name },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

/** Follows an enrolment link: reads the secret into an authenticator, sets the password, confirms a code. */
export async function enrol(
  t: TestApp,
  invite: StaffInvite,
  password = STAFF_PASSWORD,
): Promise<StaffClient> {
  const token = invite.enrolmentUrl.split('/').pop()!;
  const read = await t.app.inject({ method: 'GET', url: `/api/backoffice/enrolment/${token}` });
  expect(read.statusCode, read.body).toBe(200);
  const authenticator = TestAuthenticator.fromBase32(read.json().data.totp.secret);
  const done = await t.app.inject({
    method: 'POST',
    url: `/api/backoffice/enrolment/${token}`,
    payload: { password, code: authenticator.nextCode() },
    remoteAddress: freshIp(),
  });
  expect(done.statusCode, done.body).toBe(200);
  const me = done.json().data as StaffMe;
  return {
    id: me.staff.id,
    email: me.staff.email,
    role: me.staff.role,
    cookie: sessionCookieOf(done)!.value,
    csrfToken: me.csrfToken,
    authenticator,
  };
}

/** An enrolled owner (the clock must be fake: see fakeDateOnly). */
export async function enrolledOwner(t: TestApp, email = 'owner@example.com') {
  return enrol(t, await inviteOwner(t, email));
}

/** Someone invited by `inviter` with `role`, enrolled. */
export async function enrolledStaff(
  t: TestApp,
  inviter: StaffClient,
  role: StaffRole,
  email = `${role}@example.com`,
) {
  const invited = await staffCall(t, inviter, {
    method: 'POST',
    url: '/api/backoffice/staff',
    payload: { email, name: `A ${role}`, role },
    freshTotp: true,
  });
  expect(invited.statusCode, invited.body).toBe(201);
  return enrol(t, invited.json().data as StaffInvite);
}

/** Both sign-in steps; the session it answers is signed in. */
export async function signInStaff(
  t: TestApp,
  email: string,
  authenticator: TestAuthenticator,
  password = STAFF_PASSWORD,
) {
  const first = await t.app.inject({
    method: 'POST',
    url: '/api/backoffice/session',
    payload: { email, password },
    remoteAddress: freshIp(),
  });
  expect(first.statusCode, first.body).toBe(200);
  const pending = {
    cookie: sessionCookieOf(first)!.value,
    csrfToken: first.json().data.csrfToken,
    authenticator,
  };
  const second = await staffCall(t, pending, {
    method: 'POST',
    url: '/api/backoffice/session/totp',
    payload: { code: authenticator.nextCode() },
  });
  expect(second.statusCode, second.body).toBe(200);
  const me = second.json().data as StaffMe;
  return {
    id: me.staff.id,
    email: me.staff.email,
    role: me.staff.role,
    cookie: sessionCookieOf(second)!.value,
    csrfToken: me.csrfToken,
    authenticator,
  } satisfies StaffClient;
}
