import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { contactsOf, createPlayer, toProfile, uniqueViolation } from './players.ts';
import { createSession } from './sessions.ts';
import { sessions } from './tables.ts';
import { call, IDENTITY_TABLES, signIn } from './test-helpers.ts';
import { issueOneTimeToken } from './tokens.ts';

describe.each(testDrivers)('player and session services (for social sign-in) on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t.close());
  beforeEach(() => t.truncate(...IDENTITY_TABLES));

  const socialPlayer = (email: string) =>
    createPlayer(t.database.db, {
      email,
      emailConfirmedAt: new Date(),
      locale: 'de',
      currency: 'EUR',
      firstName: 'Social',
    });

  it('creates a player with a confirmed e-mail and no password, nickname from the address', async () => {
    const player = await socialPlayer('Jo.Doe@Example.com');
    expect(toProfile(player)).toMatchObject({
      email: 'jo.doe@example.com',
      nickname: 'jo_doe',
      emailConfirmed: true,
      locale: 'de',
    });
    expect(player.passwordHash).toBeNull();
    expect((await socialPlayer('jo.doe@example.org')).nickname).toMatch(/^jo_doe\d+$/);
    const duplicate = await socialPlayer('JO.DOE@example.com').catch((error: unknown) => error);
    expect(uniqueViolation(duplicate)).toBe('players_email_unique');
  });

  it('names players for operators by e-mail, else phone; unknown and malformed ids are left out', async () => {
    const byEmail = await socialPlayer('ops@example.com');
    const byPhone = await createPlayer(t.database.db, {
      phone: '+4915112345678',
      locale: 'de',
      currency: 'EUR',
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const contacts = await contactsOf(t.database.db, [
      byEmail.id,
      byPhone.id,
      byEmail.id,
      unknown,
      'not-an-id',
    ]);
    expect([...contacts]).toEqual(
      expect.arrayContaining([
        [byEmail.id, 'ops@example.com'],
        [byPhone.id, '+4915112345678'],
      ]),
    );
    expect(contacts.size).toBe(2);
  });

  it('never lets a password-less player sign in with a password', async () => {
    await socialPlayer('nopass@example.com');
    const response = await signIn(t, 'nopass@example.com', 'anything');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe(11001);
  });

  it('opens a session directly, or through a one-time token, with the method recorded', async () => {
    const player = await socialPlayer('direct@example.com');
    const direct = await createSession(
      { db: t.database.db, keys: t.app.authKeys },
      { playerId: player.id, method: 'social', ip: '192.0.2.1', userAgent: 'test' },
    );
    expect(direct.profile).toMatchObject({ id: player.id, isNewlyRegistered: false });
    expect((await call(t, { url: '/api/player/profile', token: direct.accessToken })).statusCode).toBe(200);

    const token = await issueOneTimeToken(t.app.authKeys, { playerId: player.id, purpose: 'social' });
    const exchanged = await call(t, {
      method: 'POST',
      url: '/api/player/sessions/token',
      payload: { token },
    });
    expect(exchanged.statusCode).toBe(200);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.playerId, player.id));
    expect(rows.map((row) => row.method).sort()).toEqual(['social', 'social']);
  });
});
