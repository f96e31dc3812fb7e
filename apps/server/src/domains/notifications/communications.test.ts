import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { communications } from './tables.ts';

const validMessage = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  subject: 'payments',
  message: 'My withdrawal has been pending for two days. Could you check it?',
};

describe.each(testDrivers)('POST /api/notification/communications on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, { CONTACT_RATE_LIMIT_PER_HOUR: '3' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.truncate('communications'));

  let nextIp = 1;
  const send = (payload: unknown, headers: Record<string, string> = {}, ip = `10.0.0.${nextIp++}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/notification/communications',
      payload: payload as object,
      headers,
      remoteAddress: ip,
    });

  it('stores a valid message for the support team', async () => {
    const response = await send(validMessage, { 'x-locale': 'de', 'user-agent': 'vitest' });
    expect(response.statusCode).toBe(201);
    const { id } = response.json().data;
    const [row] = await t.database.db.select().from(communications).where(eq(communications.id, id));
    expect(row).toMatchObject({ ...validMessage, locale: 'de', userAgent: 'vitest', status: 'new' });
  });

  it("stores the product client's message: e-mail and text only", async () => {
    const response = await send({ email: validMessage.email, message: validMessage.message });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({ id: expect.any(String), createdAt: expect.any(String) });
    const [row] = await t.database.db.select().from(communications);
    expect(row).toMatchObject({ name: '', subject: 'other', email: validMessage.email });
  });

  it('answers 422 with a message per field, in the asker’s language, and stores nothing', async () => {
    const response = await send(
      { name: 'A', email: 'not-mail', subject: 'lottery', message: 'short' },
      { 'x-locale': 'de' },
    );
    expect(response.statusCode).toBe(422);
    const { error } = response.json();
    expect(error.code).toBe(10422);
    expect(Object.keys(error.fields).sort()).toEqual(['email', 'message', 'name', 'subject']);
    const english = (
      await send({ name: 'A', email: 'a@b.co', subject: 'games', message: validMessage.message })
    ).json();
    expect(english.error.fields.name).toEqual(['Must be at least 2 characters.']);
    expect(error.fields.name[0]).not.toBe(english.error.fields.name[0]);
    expect(error.fields.name[0]).toContain('2');
    expect(await t.database.db.select().from(communications)).toHaveLength(0);
  });

  it('limits how often one address may write', async () => {
    const ip = '192.0.2.7';
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await send(validMessage, {}, ip)).statusCode).toBe(201);
    const limited = await send(validMessage, {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe(10429);
    expect((await send(validMessage, {}, '192.0.2.8')).statusCode).toBe(201);
  });
});
