import { ErrorCode } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const OPERATOR_KEY = 'operator-key-for-the-settings-tests-0123456789';
const asOperator = { 'x-operator-key': OPERATOR_KEY };

describe('the operator sets the tag manager', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { OPERATOR_KEY });
  });
  afterAll(() => t.close());

  const put = (payload: unknown, headers: Record<string, string> = asOperator) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/operator/settings/tag-manager',
      headers,
      payload: payload as object,
    });
  const pagePolicy = async () =>
    String((await t.app.inject({ url: '/api/health' })).headers['content-security-policy']);
  const published = async () =>
    (await t.app.inject({ url: '/api/player/init' })).json().data.settings.tagManager;

  it('refuses anyone without the operator key', async () => {
    expect((await put({ enabled: true, id: 'GTM-ABC1234' }, {})).statusCode).toBe(401);
    expect((await put({ enabled: true, id: 'GTM-ABC1234' }, { 'x-operator-key': 'guess' })).statusCode).toBe(
      401,
    );
    expect(await published()).toEqual({ enabled: false, id: '' });
  });

  it('refuses an id that is not a GTM id, or none while on, with 422 on id', async () => {
    for (const body of [
      { enabled: true, id: 'UA-12345-1' },
      { enabled: true, id: 'GTM-abc' },
      { enabled: true, id: 'GTM-ABC1234"><script>' },
      { enabled: false, id: 'gtm-lower' },
      { enabled: true, id: '' },
    ]) {
      const answer = await put(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(answer.json().error.code).toBe(ErrorCode.validationFailed);
      expect(Object.keys(answer.json().error.fields)).toEqual(['id']);
    }
    expect(await published()).toEqual({ enabled: false, id: '' });
  });

  it('turns it on and off: the published setting and the pages’ policy follow at once', async () => {
    expect(await pagePolicy()).not.toContain('googletagmanager.com');
    const on = await put({ enabled: true, id: 'GTM-ABC1234' });
    expect(on.statusCode, on.body).toBe(200);
    expect(await published()).toEqual({ enabled: true, id: 'GTM-ABC1234' });
    const policy = await pagePolicy();
    expect(policy).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(policy).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);

    expect((await put({ enabled: false, id: 'GTM-ABC1234' })).statusCode).toBe(200);
    expect(await published()).toEqual({ enabled: false, id: 'GTM-ABC1234' });
    expect(await pagePolicy()).not.toContain('googletagmanager.com');
  });
});

describe('the operator sets player protection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { OPERATOR_KEY });
  });
  afterAll(() => t.close());

  const url = '/api/operator/settings/player-protection';
  const put = (payload: unknown, headers: Record<string, string> = asOperator) =>
    t.app.inject({ method: 'PUT', url, headers, payload: payload as object });
  const current = async () => (await t.app.inject({ url, headers: asOperator })).json().data;

  it('refuses anyone without the operator key, and starts with no jurisdiction and a 2000 threshold', async () => {
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await put({ jurisdiction: 'ukgc', kycWithdrawalThreshold: '1' }, {})).statusCode).toBe(401);
    expect(await current()).toEqual({
      jurisdiction: 'none',
      slotStakeLimits: null,
      kycWithdrawalThreshold: '2000',
    });
  });

  it('gives ukgc the UKGC stake caps unless told otherwise, and null turns the caps off', async () => {
    const ukgc = await put({ jurisdiction: 'ukgc', kycWithdrawalThreshold: '1500.50' });
    expect(ukgc.statusCode, ukgc.body).toBe(200);
    expect(await current()).toEqual({
      jurisdiction: 'ukgc',
      slotStakeLimits: {
        currency: 'GBP',
        bands: [
          { fromAge: 18, toAge: 24, maxStake: '2' },
          { fromAge: 25, toAge: null, maxStake: '5' },
        ],
      },
      kycWithdrawalThreshold: '1500.50',
    });
    expect(
      (await put({ jurisdiction: 'ukgc', slotStakeLimits: null, kycWithdrawalThreshold: '0' })).statusCode,
    ).toBe(200);
    expect((await current()).slotStakeLimits).toBeNull();
  });

  it('refuses malformed settings with 422 on the field and keeps what was set', async () => {
    const before = await current();
    const band = { fromAge: 18, toAge: null, maxStake: '2' };
    const cases: [unknown, string][] = [
      [{ jurisdiction: 'mga', kycWithdrawalThreshold: '1' }, 'jurisdiction'],
      [{ jurisdiction: 'none', kycWithdrawalThreshold: '-1' }, 'kycWithdrawalThreshold'],
      [{ jurisdiction: 'none', kycWithdrawalThreshold: '1\u0000' }, 'kycWithdrawalThreshold'],
      [{ jurisdiction: 'none', kycWithdrawalThreshold: '2000.001' }, 'kycWithdrawalThreshold'],
      [
        {
          jurisdiction: 'none',
          kycWithdrawalThreshold: '1',
          slotStakeLimits: { currency: 'GBP', bands: [{ ...band, fromAge: 30, toAge: 25 }] },
        },
        'slotStakeLimits.bands.0.toAge',
      ],
      [
        {
          jurisdiction: 'none',
          kycWithdrawalThreshold: '1',
          slotStakeLimits: { currency: 'GBP', bands: [] },
        },
        'slotStakeLimits.bands',
      ],
      [
        {
          jurisdiction: 'none',
          kycWithdrawalThreshold: '1',
          slotStakeLimits: { currency: 'XYZ', bands: [band] },
        },
        'slotStakeLimits.currency',
      ],
      [
        {
          jurisdiction: 'none',
          kycWithdrawalThreshold: '1',
          slotStakeLimits: { currency: 'GBP', bands: [{ ...band, maxStake: '2.001' }] },
        },
        'slotStakeLimits.bands.0.maxStake',
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await put(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(answer.json().error.fields), JSON.stringify(body)).toEqual([field]);
    }
    expect(await current()).toEqual(before);
  });
});
