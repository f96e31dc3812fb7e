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
