import { createHmac } from 'node:crypto';
import {
  CSRF_HEADER,
  declarationAt,
  GAME_WALLET_SIGNATURE_HEADER,
  STAFF_SESSION_COOKIE,
} from '@casino/contracts';
import type { InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fundedPlayer, openGame, STUDIO_TEST_ENV } from '../../../studio/src/server/test/studio-harness.ts';
import { call, freshIp } from '../domains/identity/test-helpers.ts';
import { fakeDateOnly } from '../domains/identity/two-factor/test-two-factor.ts';
import { createMessage } from '../domains/messenger/messages.ts';
import { enrolledOwner, STAFF_PASSWORD } from '../domains/staff/test-staff.ts';
import { OPERATOR_KEY_HEADER } from '../plugins/operator.ts';
import { routeKeys } from './authorization/route-table.ts';
import { testDrivers } from './databases.ts';
import { casesFor, type FuzzCase } from './fuzz/cases.ts';
import {
  FUZZ_ROUTES,
  type FuzzFixture,
  fuzzRouteFor,
  SCHEMALESS,
  SESSION_ENDING,
} from './fuzz/route-schemas.ts';
import { changedCounts, rowCounts } from './fuzz/row-counts.ts';
import { startTestApp, type TestApp } from './test-app.ts';

const PSP_SECRET = 'fuzz-suite-psp-webhook-secret-of-32-chars';
const KYC_SECRET = 'fuzz-suite-kyc-webhook-secret-of-32-chars';
const FUZZ_ENV = {
  ...STUDIO_TEST_ENV,
  PSP_WEBHOOK_SECRET: PSP_SECRET,
  KYC_WEBHOOK_SECRET: KYC_SECRET,
  OUTBOX_PAGE: 'true',
};

/**
 * Tables a refused request may still write to, each with why; any other table must keep its row count.
 */
const MAY_CHANGE: Record<string, string> = {
  'public.rate_events': 'throttles count attempts, refused ones included (sign-in, registration, resets)',
  'public.email_outbox':
    'POST /api/player/profile/confirmations/email/resend reads no input: each signed-in call mails a new link',
  'public.email_tokens': 'the same resend: each mail carries a new confirmation token',
  'public.domain_events': 'the events of those mails',
  'public.studio_crash_rounds': "the studio's crash loop opens rounds on its own clock",
  'public.chat_conversations':
    'POST /api/chat/conversations has only optional fields: junk in a query or an unknown field still starts (or answers) the caller’s one open conversation',
  'public.chat_agent_presence':
    'POST /api/backoffice/chat/heartbeat reads no input: each staff call marks the agent online',
  'public.studio_sportsbook_fixtures': 'the sportsbook schedules fixtures on its own clock',
};

/** A staff caller is sent to the back-office and operator routes only: the others know no staff. */
type Caller = 'guest' | 'player' | 'staff';

const isBackOffice = (path: string) => /^\/api\/(backoffice|operator|dev)\//.test(path);

type StaffSession = { cookie: string; csrfToken: string };

const sign = (body: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/**
 * Issue 11's fuzz suite: every route the app registers gets empty, wrong-typed, huge, NUL and
 * control-character input in its body, query and path, from a guest and from a signed-in player (the
 * game session for the studio, valid signatures for the seamless wallet and the PSP webhook), and the
 * back-office and operator routes from staff too (an owner's session, a half-signed-in one for the
 * TOTP step and sign-out, the bootstrap key for the operator routes). No answer may be a 5xx, and no
 * table may gain or lose a row.
 */
describe.each(testDrivers)('fuzz on %s', (driver) => {
  const registered: RouteOptions[] = [];
  let t: TestApp;
  let fixture: FuzzFixture;
  let token: string;
  let owner: StaffSession;
  let pending: StaffSession;

  beforeAll(async () => {
    t = await startTestApp(driver, FUZZ_ENV, undefined, (route) => {
      registered.push(route);
    });
    const player = await fundedPlayer(t, driver, '100');
    token = player.accessToken;
    const { token: gameToken } = await openGame(t, 'mines', player);
    const { token: sportsbookToken } = await openGame(t, 'betsy-sportsbook-betsy', player);
    const deposit = await call(t, {
      method: 'POST',
      url: '/api/payment/invoices/deposit',
      token,
      payload: { method: 'sandbox_card', currency: 'EUR', amount: 20, accountId: player.accountId },
    });
    expect(deposit.statusCode, deposit.body).toBe(201);
    const profile = (await call(t, { method: 'GET', url: '/api/player/profile', token })).json().data;
    const message = await createMessage(t.database.db, {
      playerId: profile.id as string,
      key: 'fuzz',
      kind: 'deposit.credited',
      params: { amount: { amount: 20, currency: 'EUR' } },
      link: '/profile/wallet',
    });
    // The loyalty account is made on the player's first look: made here, so the sweep stores nothing.
    const loyalty = await call(t, { method: 'GET', url: '/api/retention/account', token });
    expect(loyalty.statusCode, loyalty.body).toBe(200);
    // The day's spin of the daily wheel is issued on the player's first look: issued here too.
    const wheels = await call(t, { method: 'GET', url: '/api/retention/wheels', token });
    expect(wheels.statusCode, wheels.body).toBe(200);
    // Each code of the test authenticator moves a fake clock a step; the sessions stay valid after.
    fakeDateOnly();
    owner = await enrolledOwner(t, 'fuzz-owner@example.com');
    vi.useRealTimers();
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/session',
      payload: { email: 'fuzz-owner@example.com', password: STAFF_PASSWORD },
      remoteAddress: freshIp(),
    });
    expect(first.statusCode, first.body).toBe(200);
    pending = {
      cookie: first.cookies.find((cookie) => cookie.name === STAFF_SESSION_COOKIE)!.value,
      csrfToken: first.json().data.csrfToken,
    };
    fixture = {
      accountId: player.accountId,
      gameToken,
      sportsbookToken,
      invoiceId: deposit.json().data.invoiceId,
      messageId: message!.id,
    };
  });
  afterAll(() => t?.close());

  it('knows every route: declared in the contracts, in the schema table or listed as schemaless', () => {
    const keys = routeKeys(registered);
    const declared = keys.filter((key) => declarationAt(...(key.split(' ') as [string, string])));
    const known = new Set([...declared, ...Object.keys(FUZZ_ROUTES), ...Object.keys(SCHEMALESS)]);
    expect(keys.filter((key) => !known.has(key))).toEqual([]);
    expect([...known].filter((key) => !keys.includes(key))).toEqual([]);
  });

  describe('issue 11 regressions', () => {
    const inject = (options: InjectOptions) => t.app.inject({ remoteAddress: freshIp(), ...options });

    it('refuses NUL in a catalogue search with 422 (was 500)', async () => {
      const response = await inject({ method: 'GET', url: '/api/game/games?name=%00' });
      expect(response.statusCode, response.body).toBe(422);
      expect(Object.keys(response.json().error.fields)).toEqual(['name']);
    });

    it('refuses a NUL login at sign-in with 422 (was 500)', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/player/sessions',
        payload: { login: '\u0000', password: 'secret-pass' },
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(Object.keys(response.json().error.fields)).toEqual(['login']);
    });

    it('refuses a NUL provider in a signed seamless-wallet path with 4xx (was 500)', async () => {
      const body = JSON.stringify({ sessionToken: fixture.gameToken, currency: 'EUR' });
      const response = await inject({
        method: 'POST',
        url: '/api/game-wallet/%00/balance',
        headers: {
          'content-type': 'application/json',
          [GAME_WALLET_SIGNATURE_HEADER]: sign(body, STUDIO_TEST_ENV.STUDIO_WALLET_SECRET),
        },
        payload: body,
      });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
    });

    it.each(['/\t/evil.example/x', '/\\evil.example', 'https://evil.example', '//evil.example'])(
      'refuses the social back route %j (open redirect)',
      async (backRoute) => {
        const state = encodeURIComponent(JSON.stringify({ backRoute, connection: 'google' }));
        const response = await inject({
          method: 'GET',
          url: `/api/player/sessions/social/google/redirect?state=${state}`,
        });
        expect(response.statusCode, response.body).toBe(422);
        expect(Object.keys(response.json().error.fields)).toEqual(['state']);
      },
    );

    it('lets a back route of the site through to the provider step', async () => {
      const state = encodeURIComponent(
        JSON.stringify({ backRoute: '/profile/wallet?x=1', connection: 'google' }),
      );
      const response = await inject({
        method: 'GET',
        url: `/api/player/sessions/social/google/redirect?state=${state}`,
      });
      expect(response.statusCode, response.body).not.toBe(422);
      expect(response.statusCode, response.body).toBeLessThan(500);
    });
  });

  it('answers no 5xx and stores nothing, whatever the input', { timeout: 240_000 }, async () => {
    const before = await rowCounts(t.database.db);
    const failures: string[] = [];
    let sent = 0;
    const keys = routeKeys(registered).sort(
      (a, b) => Number(SESSION_ENDING.has(a)) - Number(SESSION_ENDING.has(b)),
    );
    for (const caller of ['guest', 'player', 'staff'] as const) {
      for (const key of keys) {
        const [method, path] = key.split(' ') as [string, string];
        if (caller === 'staff' && !isBackOffice(path)) continue;
        for (const fuzz of casesFor(method, path, fuzzRouteFor(key), fixture)) {
          const response = await t.app.inject(request(method, path, fuzz, caller));
          sent++;
          // The owner's session must reach the handler, or its input is never looked at.
          if (
            caller === 'staff' &&
            declarationAt(method, path)?.access === 'staff' &&
            response.statusCode === 401
          )
            failures.push(`staff ${key} [${fuzz.name}] → 401: the owner's session was refused`);
          if (response.statusCode >= 500)
            failures.push(
              `${caller} ${key} [${fuzz.name}] → ${response.statusCode} ${response.body.slice(0, 160)}`,
            );
        }
      }
    }
    expect(failures, `${failures.length} of ${sent} requests answered 5xx`).toEqual([]);
    const changed = changedCounts(before, await rowCounts(t.database.db));
    expect(changed.filter(({ table }) => !(table in MAY_CHANGE))).toEqual([]);
  });

  function request(method: string, path: string, fuzz: FuzzCase, caller: Caller): InjectOptions {
    const url = path.replace(/:(\w+)/g, (_, name: string) => fuzz.params[name]!);
    const headers: Record<string, string> = {};
    const body = method === 'GET' ? undefined : fuzz.body;
    if (body !== undefined) headers['content-type'] = fuzz.contentType ?? 'application/json';
    if (caller === 'player') Object.assign(headers, credentials(path, body ?? ''));
    const cookies: Record<string, string> = {};
    if (caller === 'staff') {
      if (path.startsWith('/api/backoffice/')) {
        const session = declarationAt(method, path)?.access === 'staff-pending' ? pending : owner;
        cookies[STAFF_SESSION_COOKIE] = session.cookie;
        headers[CSRF_HEADER] = session.csrfToken;
      } else headers[OPERATOR_KEY_HEADER] = t.app.operatorKey;
    }
    return {
      method: method as InjectOptions['method'],
      url: fuzz.query ? `${url}?${fuzz.query}` : url,
      headers,
      cookies,
      remoteAddress: freshIp(),
      ...(body === undefined ? {} : { payload: body }),
    };
  }

  /** The signed-in side of each kind of route: the player's token, the game session, or a valid signature. */
  function credentials(path: string, body: string): Record<string, string> {
    if (path.startsWith('/api/game-wallet/'))
      return { [GAME_WALLET_SIGNATURE_HEADER]: sign(body, STUDIO_TEST_ENV.STUDIO_WALLET_SECRET) };
    if (path.startsWith('/api/payment/webhooks/')) return { 'x-signature': sign(body, PSP_SECRET) };
    if (path.startsWith('/studio/api/sportsbook/'))
      return { authorization: `Bearer ${fixture.sportsbookToken}` };
    if (path.startsWith('/api/verification/webhooks/'))
      return {
        'x-payload-digest': createHmac('sha256', KYC_SECRET).update(body).digest('hex'),
        'x-payload-digest-alg': 'HMAC_SHA256_HEX',
      };
    if (path.startsWith('/studio/')) return { authorization: `Bearer ${fixture.gameToken}` };
    return { authorization: `Bearer ${token}` };
  }
});
