import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { pruneIdentityData } from './maintenance.ts';
import { otpCodes, rateEvents, usedOneTimeTokens } from './tables.ts';

describe.each(testDrivers)('identity pruning on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t.close());

  it('drops old rate events, SMS codes and used tokens, and keeps recent ones', async () => {
    const db = t.database.db;
    const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    const recent = new Date(Date.now() - 60_000);
    await db.insert(rateEvents).values([
      { scope: 's', subject: 'old', createdAt: old },
      { scope: 's', subject: 'recent', createdAt: recent },
    ]);
    const code = { phone: '+4917612345678', reason: 'registration' as const, codeHash: 'x', ip: '1' };
    await db.insert(otpCodes).values([
      { ...code, createdAt: old, expiresAt: old },
      { ...code, createdAt: recent, expiresAt: new Date(Date.now() + 60_000) },
    ]);
    const token = { purpose: 'autologin', playerId: randomUUID() };
    await db.insert(usedOneTimeTokens).values([
      { ...token, jti: randomUUID(), expiresAt: old },
      { ...token, jti: randomUUID(), expiresAt: recent },
    ]);
    await pruneIdentityData(db);
    expect((await db.select().from(rateEvents)).map((row) => row.subject)).toEqual(['recent']);
    expect(await db.select().from(otpCodes)).toHaveLength(1);
    expect(await db.select().from(usedOneTimeTokens)).toHaveLength(1);
  });
});
