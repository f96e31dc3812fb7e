import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { searchPlayers } from '../identity/staff-views.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import { player360 } from './summary.ts';

describe.each(testDrivers)('player search and the player 360 head on %s', (driver) => {
  let t: TestApp;
  let alice: { id: string; token: string };
  beforeAll(async () => {
    t = await startTestApp(driver);
    const login = await registerByEmail(t, 'Alice.Search@Example.com', {
      nickname: 'AliceSearch',
      currency: 'EUR',
    });
    alice = { id: login.profile.id, token: login.accessToken };
    await registerByEmail(t, 'alicia@example.com', { nickname: 'AliciaOther' });
    await registerByEmail(t, 'bob_100%@example.com', { nickname: 'Bob_100' });
  });
  afterAll(() => t?.close());

  const search = (q: string, limit = 20) => searchPlayers(t.app.db, { q, limit });

  it('finds a player by id, by the start of an e-mail or a nickname whatever the case, ordered by it', async () => {
    expect((await search(alice.id)).data.map((hit) => hit.nickname)).toEqual(['AliceSearch']);
    expect((await search(alice.id.toUpperCase())).meta.matchedOn).toBe('id');
    const byEmail = await search('ALI@');
    expect(byEmail).toEqual({ data: [], meta: { matchedOn: 'email' } });
    expect((await search('alice.search@')).data.map((hit) => hit.email)).toEqual([
      'alice.search@example.com',
    ]);
    const byNickname = await search('alic');
    expect(byNickname.meta.matchedOn).toBe('nickname');
    expect(byNickname.data.map((hit) => hit.nickname)).toEqual(['AliceSearch', 'AliciaOther']);
    expect((await search('alic', 1)).data.map((hit) => hit.nickname)).toEqual(['AliceSearch']);
  });

  it('takes % and _ as letters, not wildcards', async () => {
    expect((await search('bob_1')).data.map((hit) => hit.nickname)).toEqual(['Bob_100']);
    expect((await search('b%b')).data).toEqual([]);
    expect((await search('bob_100%@')).data.map((hit) => hit.nickname)).toEqual(['Bob_100']);
    expect((await search('bo_%')).data).toEqual([]);
  });

  it('finds a player by the start of their phone number, written any way', async () => {
    const sent = await call(t, {
      method: 'PUT',
      url: '/api/player/profile',
      token: alice.token,
      payload: { phone: '+4917612345678' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    for (const q of ['+49 176 123', '49176123', '+49 (176) 12-34'])
      expect(
        (await search(q)).data.map((hit) => hit.nickname),
        q,
      ).toEqual(['AliceSearch']);
    expect((await search('+49 176 999')).data).toEqual([]);
  });

  it('gathers profile, accounts, verification, limits and open sessions; 404 for no such player', async () => {
    const head = await player360(t.app.db, alice.id, { sessionIdleDays: 30 });
    expect(head.profile).toMatchObject({
      id: alice.id,
      nickname: 'AliceSearch',
      email: 'alice.search@example.com',
      emailConfirmed: false,
      status: 1,
    });
    expect(head.accounts.map((account) => account.currency)).toEqual(['EUR']);
    expect(head.verification).toEqual({ level: 'none', rejectReason: null, documents: [] });
    expect(head.limits).toEqual([]);
    expect(head.openSessions).toHaveLength(1);
    expect(head.openSessions[0]).toMatchObject({ playerId: alice.id, current: false });
    // The test's requests carry no fingerprint, only one user agent: that names no device.
    expect(head.sharedDevicePlayers).toEqual([]);
    await expect(
      player360(t.app.db, '00000000-0000-4000-8000-000000000000', { sessionIdleDays: 30 }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(player360(t.app.db, 'not-a-uuid', { sessionIdleDays: 30 })).rejects.toMatchObject({
      status: 404,
    });
  });
  it('names the other players who signed up on one of the player’s devices', async () => {
    const first = await registerByEmail(t, 'device-one@example.com', { fingerprint: 'fp-shared-360' });
    const second = await registerByEmail(t, 'device-two@example.com', { fingerprint: 'fp-shared-360' });
    const head = await player360(t.app.db, first.profile.id, { sessionIdleDays: 30 });
    expect(head.sharedDevicePlayers.map((hit) => hit.id)).toEqual([second.profile.id]);
  });
});
