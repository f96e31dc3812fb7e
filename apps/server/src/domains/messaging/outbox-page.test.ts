import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../plugins/env.ts';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import { OutboxEmailSender, OutboxSmsSender } from './outbox.ts';

const OPERATOR_KEY = 'operator-key-for-the-outbox-tests-0123456789';
const basic = (password: string) => `Basic ${Buffer.from(`anyone:${password}`).toString('base64')}`;

describe.each(testDrivers)('development outbox page on %s', (driver) => {
  let t: TestApp;
  let hidden: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, { OUTBOX_PAGE: 'true', OPERATOR_KEY });
    hidden = await startTestApp(driver, { OPERATOR_KEY });
    production = await startTestApp(driver, { NODE_ENV: 'production', OPERATOR_KEY });
  });
  afterAll(async () => {
    await t.close();
    await hidden.close();
    await production.close();
  });

  const asOperator = { authorization: basic(OPERATOR_KEY) };

  it('is not there unless enabled, nor ever in production', async () => {
    for (const app of [hidden, production]) {
      for (const url of ['/api/dev/outbox', '/api/dev/outbox.json'])
        expect((await app.app.inject({ url, headers: asOperator })).statusCode).toBe(404);
    }
  });

  it('refuses to start in production with OUTBOX_PAGE on', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', OUTBOX_PAGE: 'true' })).toThrow(/OUTBOX_PAGE/);
    expect(loadEnv({ NODE_ENV: 'production', OUTBOX_PAGE: 'false' }).OUTBOX_PAGE).toBe(false);
    expect(loadEnv({ NODE_ENV: 'development', OUTBOX_PAGE: 'true' }).OUTBOX_PAGE).toBe(true);
  });

  it('answers guests and players 401 with a Basic challenge, never the messages', async () => {
    await new OutboxEmailSender(t.database.db).send({
      to: 'victim@example.com',
      subject: 'Reset',
      text: 'Open https://casino.example/password-reset/secret-code now',
      html: '',
    });
    const { accessToken } = await registerByEmail(t, 'outbox-player@example.com');
    const urls = ['/api/dev/outbox', '/api/dev/outbox.json', '/api/operator/outbox.json'];
    const attempts = [
      {},
      { authorization: `Bearer ${accessToken}` },
      { authorization: basic('wrong-key') },
      { 'x-operator-key': `${OPERATOR_KEY}x` },
    ];
    for (const url of urls) {
      for (const headers of attempts) {
        const response = await call(t, { method: 'GET', url, headers });
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(401);
        expect(response.headers['www-authenticate']).toBe('Basic realm="operator"');
        expect(response.body).not.toContain('secret-code');
      }
    }
  });

  it('gives the operator API the messages in production too, by header or Basic password', async () => {
    await new OutboxSmsSender(production.database.db).send({
      to: '+4917600000001',
      text: '654321 is your code',
    });
    for (const headers of [{ 'x-operator-key': OPERATOR_KEY }, asOperator]) {
      const response = await production.app.inject({
        url: '/api/operator/outbox.json?to=%2B4917600000001',
        headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.sms).toEqual([
        expect.objectContaining({ to: '+4917600000001', text: '654321 is your code' }),
      ]);
    }
  });

  it('lists the newest SMS and e-mails, with clickable links', async () => {
    await t.truncate('sms_outbox', 'email_outbox');
    await new OutboxSmsSender(t.database.db).send({ to: '+4917612345678', text: '123456 is your code <b>' });
    await new OutboxEmailSender(t.database.db).send({
      to: 'ana@example.com',
      subject: 'Reset',
      text: 'Open https://casino.example/password-reset/abc_DEF-123 now',
      html: '<p>x</p>',
    });
    await new OutboxEmailSender(t.database.db).send({
      to: 'bob@example.com',
      subject: 'Later',
      text: 'b',
      html: '',
    });

    const page = await t.app.inject({ url: '/api/dev/outbox', headers: asOperator });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<a href="https://casino.example/password-reset/abc_DEF-123">');
    expect(page.body).toContain('123456 is your code &lt;b&gt;');
    expect(page.body.indexOf('Later')).toBeLessThan(page.body.indexOf('Reset'));

    const json = (
      await t.app.inject({ url: '/api/dev/outbox.json?to=ANA@example.com', headers: asOperator })
    ).json();
    expect(json.data.emails).toEqual([expect.objectContaining({ to: 'ana@example.com', subject: 'Reset' })]);
    expect(json.data.sms).toEqual([]);
    const all = (await t.app.inject({ url: '/api/dev/outbox.json', headers: asOperator })).json();
    expect(all.data.sms[0]).toMatchObject({ to: '+4917612345678', createdAt: expect.any(String) });
    expect(all.data.emails).toHaveLength(2);
  });
});
