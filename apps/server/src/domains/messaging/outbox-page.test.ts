import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { OutboxEmailSender, OutboxSmsSender } from './outbox.ts';

describe.each(testDrivers)('development outbox page on %s', (driver) => {
  let t: TestApp;
  let hidden: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, { OUTBOX_PAGE: 'true' });
    hidden = await startTestApp(driver);
  });
  afterAll(async () => {
    await t.close();
    await hidden.close();
  });

  it('is not there unless enabled', async () => {
    expect((await hidden.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
    expect((await hidden.app.inject({ url: '/api/dev/outbox.json' })).statusCode).toBe(404);
  });

  it('lists the newest SMS and e-mails, with clickable links', async () => {
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

    const page = await t.app.inject({ url: '/api/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<a href="https://casino.example/password-reset/abc_DEF-123">');
    expect(page.body).toContain('123456 is your code &lt;b&gt;');
    expect(page.body.indexOf('Later')).toBeLessThan(page.body.indexOf('Reset'));

    const json = (await t.app.inject({ url: '/api/dev/outbox.json?to=ANA@example.com' })).json();
    expect(json.data.emails).toEqual([expect.objectContaining({ to: 'ana@example.com', subject: 'Reset' })]);
    expect(json.data.sms).toEqual([]);
    const all = (await t.app.inject({ url: '/api/dev/outbox.json' })).json();
    expect(all.data.sms[0]).toMatchObject({ to: '+4917612345678', createdAt: expect.any(String) });
    expect(all.data.emails).toHaveLength(2);
  });
});
