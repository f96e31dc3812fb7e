import type { LoginResult } from '@casino/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { listOutboxEmails, listOutboxSms } from '../messaging/outbox.ts';

/** Tables the identity tests empty between tests. */
export const IDENTITY_TABLES = [
  'sessions',
  'email_tokens',
  'otp_codes',
  'used_one_time_tokens',
  'rate_events',
  'players',
  'sms_outbox',
  'email_outbox',
];

let nextAddress = 1;
/** A new client address, so per-address limits of one test do not leak into another. */
export const freshIp = () => `198.51.${Math.floor(nextAddress / 250) % 250}.${(nextAddress++ % 250) + 1}`;

export type Call = Omit<InjectOptions, 'payload'> & { payload?: unknown; token?: string };

export async function call(t: TestApp, options: Call): Promise<LightMyRequestResponse> {
  const { token, payload, headers, ...rest } = options;
  return t.app.inject({
    remoteAddress: freshIp(),
    ...rest,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  } as InjectOptions);
}

export const adultBirthdate = '1990-04-12';

export const emailRegistration = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  password: 'secret-pass',
  password_confirmation: 'secret-pass',
  birthdate: adultBirthdate,
  agreements: true,
  receiveEmailPromo: true,
  ...overrides,
});

export async function registerByEmail(
  t: TestApp,
  email: string,
  overrides: Record<string, unknown> = {},
  options: Partial<Call> = {},
): Promise<LoginResult> {
  const response = await call(t, {
    method: 'POST',
    url: '/api/player/register',
    payload: emailRegistration(email, overrides),
    ...options,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

export async function signIn(t: TestApp, login: string, password: string, options: Partial<Call> = {}) {
  return call(t, { method: 'POST', url: '/api/player/sessions', payload: { login, password }, ...options });
}

/** The newest SMS to a phone, and the 6-digit code in it. */
export async function latestSmsCode(t: TestApp, phone: string): Promise<string> {
  const [sms] = await listOutboxSms(t.database.db, { to: phone, limit: 1 });
  expect(sms, `an SMS to ${phone}`).toBeDefined();
  const code = /\b(\d{6})\b/.exec(sms!.text)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

/** The code at the end of the newest e-mail link to `path` (e.g. /password/reset/) sent to the address. */
export async function latestEmailLink(t: TestApp, to: string, path: string) {
  const [email] = await listOutboxEmails(t.database.db, { to, limit: 1 });
  expect(email, `an e-mail to ${to}`).toBeDefined();
  const pattern = new RegExp(`(https?://[^\\s]+${path.replace(/\//g, '\\/')})([A-Za-z0-9_-]+)`);
  const match = pattern.exec(email!.text);
  expect(match, email!.text).not.toBeNull();
  return { email: email!, url: `${match![1]}${match![2]}`, code: match![2]! };
}

export async function sendCode(t: TestApp, phone: string, reason: string, options: Partial<Call> = {}) {
  return call(t, { method: 'POST', url: '/api/player/otp/send', payload: { phone, reason }, ...options });
}
