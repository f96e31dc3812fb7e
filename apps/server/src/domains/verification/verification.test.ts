import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedPlayer, STUDIO_TEST_ENV } from '../../../../studio/src/server/test/studio-harness.ts';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../identity/test-helpers.ts';
import { payloadDigest } from './provider-events.ts';
import { BUILTIN_PAGE_PATH } from './providers.ts';
import { WEBHOOK_PATHS } from './webhook-routes.ts';

const KYC_SECRET = 'verification-test-kyc-webhook-secret-0123';
const OPERATOR_KEY = 'verification-test-operator-key-0123456789abcdef';

type Level = {
  level: string;
  verified: boolean;
  rejectReason: string | null;
  canRetry: boolean;
  provider: string;
};

describe.each(testDrivers)('verification: identity provider and tiered KYC on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, {
      ...STUDIO_TEST_ENV,
      KYC_WEBHOOK_SECRET: KYC_SECRET,
      OPERATOR_KEY,
    });
    // Tiered KYC: past 50 EUR of lifetime withdrawals, a verified player only (the operator's setting).
    const threshold = await t.app.inject({
      method: 'PUT',
      url: '/api/operator/settings/player-protection',
      headers: { 'x-operator-key': OPERATOR_KEY },
      payload: { jurisdiction: 'none', kycWithdrawalThreshold: '50' },
    });
    expect(threshold.statusCode, threshold.body).toBe(200);
  });
  afterAll(() => t?.close());

  const newPlayer = async (euros = '0') => {
    const player = await fundedPlayer(t, driver, euros);
    const profile = (
      await call(t, { method: 'GET', url: '/api/player/profile', token: player.accessToken })
    ).json().data;
    return { ...player, token: player.accessToken, playerId: profile.id as string };
  };
  const levelOf = async (token: string): Promise<Level> =>
    (await call(t, { method: 'GET', url: '/api/player/verification', token })).json().data;
  const webhook = (body: string, headers: Record<string, string>) =>
    call(t, {
      method: 'POST',
      url: WEBHOOK_PATHS.builtin,
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
    });
  const reviewed = (playerId: string, answer: 'GREEN' | 'RED', extra: Record<string, unknown> = {}) =>
    JSON.stringify({
      type: 'applicantReviewed',
      applicantId: `app-${playerId}`,
      externalUserId: playerId,
      reviewStatus: 'completed',
      reviewResult: { reviewAnswer: answer, ...extra },
      createdAtMs: String(Date.now()),
    });
  const form = (values: Record<string, string>) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(values).toString(),
  });

  it('checks the webhook digest and changes nothing for a wrong one', async () => {
    const { token, playerId } = await newPlayer();
    const body = reviewed(playerId, 'GREEN');
    const forged = await webhook(body, {
      'x-payload-digest': payloadDigest(body, 'not-the-secret-at-all-0123456789'),
      'x-payload-digest-alg': 'HMAC_SHA256_HEX',
    });
    expect(forged.statusCode).toBe(401);
    expect((await webhook(body, {})).statusCode).toBe(401);
    const tampered = await webhook(body.replace('GREEN', 'RED'), {
      'x-payload-digest': payloadDigest(body, KYC_SECRET),
      'x-payload-digest-alg': 'HMAC_SHA256_HEX',
    });
    expect(tampered.statusCode).toBe(401);
    expect((await levelOf(token)).level).toBe('none');

    const signed = await webhook(body, {
      'x-payload-digest': payloadDigest(body, KYC_SECRET, 'HMAC_SHA512_HEX'),
      'x-payload-digest-alg': 'HMAC_SHA512_HEX',
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(await levelOf(token)).toMatchObject({ level: 'verified', verified: true });
  });

  it('takes a rejection with its reason (SHA-1 digest when no algorithm is named), and an older delivery changes nothing', async () => {
    const { token, playerId } = await newPlayer();
    const rejected = reviewed(playerId, 'RED', {
      reviewRejectType: 'RETRY',
      moderationComment: 'The photo is blurred.',
    });
    const sha1 = createHmac('sha1', KYC_SECRET).update(rejected).digest('hex');
    expect((await webhook(rejected, { 'x-payload-digest': sha1 })).statusCode).toBe(200);
    expect(await levelOf(token)).toMatchObject({
      level: 'rejected',
      rejectReason: 'The photo is blurred.',
      canRetry: true,
      verified: false,
    });
    const older = JSON.stringify({
      ...JSON.parse(reviewed(playerId, 'GREEN')),
      createdAtMs: String(Date.now() - 60_000),
    });
    const answer = await webhook(older, {
      'x-payload-digest': payloadDigest(older, KYC_SECRET),
      'x-payload-digest-alg': 'HMAC_SHA256_HEX',
    });
    expect(answer.json().data.outcome).toBe('ignored');
    expect((await levelOf(token)).level).toBe('rejected');
  });

  it('verifies a player through the built-in provider: token, hosted page, send for review, approve', async () => {
    const { token, playerId } = await newPlayer();
    const auth = await call(t, { method: 'POST', url: '/api/player/services/sumsub/auth', token });
    expect(auth.statusCode, auth.body).toBe(200);
    const { token: kycToken, data } = auth.json();
    expect(typeof kycToken).toBe('string');
    expect(data).toMatchObject({ provider: 'builtin', token: kycToken });
    expect(data.url).toBe(`${BUILTIN_PAGE_PATH}?token=${encodeURIComponent(kycToken)}`);

    const page = await call(t, { method: 'GET', url: data.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Send for review');
    expect(
      (await call(t, { method: 'GET', url: `${BUILTIN_PAGE_PATH}?token=${kycToken}x` })).statusCode,
    ).toBe(404);

    const submit = await call(t, {
      method: 'POST',
      url: `${BUILTIN_PAGE_PATH}/submit`,
      ...form({ token: kycToken }),
    });
    expect(submit.statusCode, submit.body).toBe(303);
    expect((await levelOf(token)).level).toBe('pending');
    const reviewing = await call(t, { method: 'GET', url: data.url });
    expect(reviewing.body).toContain('Approve identity');

    // The operator's desk lists the check with a reviewer link.
    const checks = (
      await call(t, {
        method: 'GET',
        url: '/api/operator/verification/checks',
        headers: { 'x-operator-key': OPERATOR_KEY },
      })
    ).json().data;
    expect(checks).toContainEqual(
      expect.objectContaining({ playerId, reviewerUrl: expect.stringContaining('signature=') }),
    );

    const approve = await call(t, {
      method: 'POST',
      url: `${BUILTIN_PAGE_PATH}/approve`,
      ...form({ token: kycToken }),
    });
    expect(approve.statusCode).toBe(303);
    expect(await levelOf(token)).toMatchObject({ level: 'verified', verified: true, provider: 'builtin' });
  });

  it('lets the operator reject a check finally: the player may not send it again', async () => {
    const { token, playerId } = await newPlayer();
    const operator = { 'x-operator-key': OPERATOR_KEY };
    const noReason = await call(t, {
      method: 'POST',
      url: `/api/operator/verification/checks/${playerId}/reject`,
      headers: operator,
      payload: {},
    });
    expect(noReason.statusCode).toBe(422);
    const rejected = await call(t, {
      method: 'POST',
      url: `/api/operator/verification/checks/${playerId}/reject`,
      headers: operator,
      payload: { reason: 'The name does not match the account.' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await levelOf(token)).toMatchObject({ level: 'rejected', canRetry: true });
    const body = reviewed(playerId, 'RED', { reviewRejectType: 'FINAL', moderationComment: 'Fraud.' });
    await webhook(body, {
      'x-payload-digest': payloadDigest(body, KYC_SECRET),
      'x-payload-digest-alg': 'HMAC_SHA256_HEX',
    });
    expect(await levelOf(token)).toMatchObject({
      level: 'rejected',
      canRetry: false,
      rejectReason: 'Fraud.',
    });
    const { data } = (
      await call(t, { method: 'POST', url: '/api/player/services/sumsub/auth', token })
    ).json();
    expect((await call(t, { method: 'GET', url: data.url })).body).not.toContain('Send for review');
  });

  it('refuses withdrawals past the lifetime amount until the player is verified', async () => {
    const { token, playerId, accountId } = await newPlayer('200');
    const withdraw = (amount: number) =>
      call(t, {
        method: 'POST',
        url: '/api/payment/invoices/withdrawal',
        token,
        payload: { method: 'sandbox_card', currency: 'EUR', amount, accountId, fields: {} },
      });
    expect((await withdraw(30)).statusCode).toBe(201);
    const refused = await withdraw(25);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error.code).toBe(ErrorCode.verificationRequired);
    expect(refused.json().error.fields.amount[0]).toContain('50 EUR');
    expect((await withdraw(20)).statusCode).toBe(201);

    const body = reviewed(playerId, 'GREEN');
    await webhook(body, {
      'x-payload-digest': payloadDigest(body, KYC_SECRET),
      'x-payload-digest-alg': 'HMAC_SHA256_HEX',
    });
    expect((await withdraw(100)).statusCode).toBe(201);
  });

  it('counts an approved identity document as verified, without a provider', async () => {
    const { token, accountId } = await newPlayer('100');
    const { jpegWithExif, multipart } = await import('./test-files.ts');
    const { payload, headers } = await multipart({
      type: 'passport',
      file: { bytes: await jpegWithExif(), name: 'p.jpg' },
    });
    const document = (
      await call(t, { method: 'POST', url: '/api/player/documents', token, headers, payload })
    ).json().data;
    const withdraw = (amount: number) =>
      call(t, {
        method: 'POST',
        url: '/api/payment/invoices/withdrawal',
        token,
        payload: { method: 'sandbox_card', currency: 'EUR', amount, accountId, fields: {} },
      });
    expect((await withdraw(60)).statusCode).toBe(422);
    await call(t, {
      method: 'POST',
      url: `/api/operator/documents/${document.id}/approve`,
      headers: { 'x-operator-key': OPERATOR_KEY },
      payload: {},
    });
    expect((await withdraw(60)).statusCode).toBe(201);
  });

  it('turns the provider off (404 for a token) and hides the documents page by setting', async () => {
    const { token } = await newPlayer();
    const put = (value: unknown) =>
      call(t, {
        method: 'PUT',
        url: '/api/operator/settings/identity-verification',
        headers: { 'x-operator-key': OPERATOR_KEY },
        payload: value,
      });
    expect((await put({ enabled: 'yes' })).statusCode).toBe(422);
    expect((await put({ enabled: false, hideDocumentsPage: false })).statusCode).toBe(200);
    const off = await call(t, { method: 'POST', url: '/api/player/services/sumsub/auth', token });
    expect(off.statusCode).toBe(404);
    expect(off.json().error.code).toBe(ErrorCode.verificationUnavailable);
    expect((await put({ enabled: true, hideDocumentsPage: true })).statusCode).toBe(200);
    const init = (await call(t, { method: 'GET', url: '/api/player/init' })).json().data;
    expect(init.settings.sumsub).toEqual({ enabled: true, hideDocumentsPage: true });
    await put({ enabled: true, hideDocumentsPage: false });
  });
});

describe.each(testDrivers)('verification: the Sumsub adapter on %s', (driver) => {
  const APP_TOKEN = 'sbx:test-app-token';
  const SECRET_KEY = 'sumsub-test-secret-key';
  const WEBHOOK_SECRET = 'sumsub-test-webhook-secret';
  let t: TestApp;
  let sumsub: Server;
  const seen: { path: string; headers: Record<string, unknown>; body: string }[] = [];

  beforeAll(async () => {
    // A stand-in for api.sumsub.com that checks the request signature as Sumsub does.
    sumsub = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        seen.push({ path: request.url ?? '', headers: request.headers, body });
        const ts = String(request.headers['x-app-access-ts']);
        const expected = createHmac('sha256', SECRET_KEY)
          .update(`${ts}POST${request.url}${body}`)
          .digest('hex');
        const ok =
          request.headers['x-app-token'] === APP_TOKEN && request.headers['x-app-access-sig'] === expected;
        response.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(
            ok
              ? { token: '_act-sbx-jwt-test', userId: JSON.parse(body).userId }
              : { description: 'bad signature' },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => sumsub.listen(0, '127.0.0.1', resolve));
    const { port } = sumsub.address() as AddressInfo;
    t = await startTestApp(driver, {
      SUMSUB_APP_TOKEN: APP_TOKEN,
      SUMSUB_SECRET_KEY: SECRET_KEY,
      SUMSUB_WEBHOOK_SECRET: WEBHOOK_SECRET,
      SUMSUB_LEVEL_NAME: 'id-and-liveness',
      SUMSUB_BASE_URL: `http://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => sumsub?.close(resolve));
  });

  it('answers a signed SDK token request with a top-level token, and Sumsub webhooks set the level', async () => {
    const player = await fundedPlayer(t, driver, '0');
    const profile = (
      await call(t, { method: 'GET', url: '/api/player/profile', token: player.accessToken })
    ).json().data;
    const auth = await call(t, {
      method: 'POST',
      url: '/api/player/services/sumsub/auth',
      token: player.accessToken,
    });
    expect(auth.statusCode, auth.body).toBe(200);
    expect(auth.json()).toEqual({
      token: '_act-sbx-jwt-test',
      data: { token: '_act-sbx-jwt-test', provider: 'sumsub', url: null },
    });
    expect(seen.at(-1)?.path).toBe('/resources/accessTokens/sdk');
    expect(JSON.parse(seen.at(-1)!.body)).toMatchObject({ userId: profile.id, levelName: 'id-and-liveness' });

    // The built-in provider's page and webhook are not offered next to Sumsub.
    expect((await call(t, { method: 'GET', url: `${BUILTIN_PAGE_PATH}?token=x` })).statusCode).toBe(404);

    const body = JSON.stringify({
      type: 'applicantReviewed',
      applicantId: '5f1e0c0e0d2f0a0001a1b2c3',
      externalUserId: profile.id,
      reviewStatus: 'completed',
      reviewResult: { reviewAnswer: 'GREEN' },
      createdAtMs: '2026-11-26 10:00:00.000',
    });
    const send = (digest: string) =>
      call(t, {
        method: 'POST',
        url: WEBHOOK_PATHS.sumsub,
        headers: {
          'content-type': 'application/json',
          'x-payload-digest': digest,
          'x-payload-digest-alg': 'HMAC_SHA256_HEX',
        },
        payload: body,
      });
    expect((await send(payloadDigest(body, 'wrong-secret'))).statusCode).toBe(401);
    expect((await send(payloadDigest(body, WEBHOOK_SECRET))).statusCode).toBe(200);
    const level = (
      await call(t, { method: 'GET', url: '/api/player/verification', token: player.accessToken })
    ).json().data;
    expect(level).toMatchObject({ provider: 'sumsub', level: 'verified', verified: true });
  });
});
