import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import { expect, vi } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { call } from '../test-helpers.ts';

/**
 * An authenticator app for tests: the codes of the secret an enrolment handed out, one per 30-second
 * step. The clock is JavaScript's Date only (vi.useFakeTimers({ toFake: ['Date'] })), moved forward a
 * step before each new code, so a test never waits and never reuses a step by accident.
 */
export class TestAuthenticator {
  constructor(readonly secret: Uint8Array) {}

  static fromBase32(secret: string) {
    return new TestAuthenticator(decodeBase32IgnorePadding(secret));
  }

  /** The code of the current step. */
  code(): string {
    return generateHOTP(this.secret, BigInt(Math.floor(Date.now() / 30_000)), 6);
  }

  /** The code of the next step, which passes as well (clock drift), without moving the clock. */
  codeAhead(): string {
    return generateHOTP(this.secret, BigInt(Math.floor(Date.now() / 30_000) + 1), 6);
  }

  /** Moves the clock to the next step and answers its code. */
  nextCode(): string {
    advanceClock(30_000);
    return this.code();
  }
}

export const fakeDateOnly = () => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
export const advanceClock = (ms: number) => vi.setSystemTime(Date.now() + ms);

/** Enrols the player of `token` and answers their app and recovery codes. */
export async function enrolTwoFactor(t: TestApp, token: string) {
  const started = await call(t, { method: 'POST', url: '/api/player/two-factor/enrolment', token });
  expect(started.statusCode, started.body).toBe(200);
  const app = TestAuthenticator.fromBase32(started.json().data.secret);
  const confirmed = await call(t, {
    method: 'POST',
    url: '/api/player/two-factor/enrolment/confirm',
    token,
    payload: { code: app.nextCode() },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { app, recoveryCodes: confirmed.json().data.recoveryCodes as string[] };
}
