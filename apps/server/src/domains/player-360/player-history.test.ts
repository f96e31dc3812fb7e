import { ROLE_PERMISSIONS, type StaffRole } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { giveBonuses } from '../bonuses/test-helpers.ts';
import { deviceHashOf } from '../identity/devices.ts';
import { call, registerByEmail, signIn } from '../identity/test-helpers.ts';
import { advanceClock, fakeDateOnly } from '../identity/two-factor/test-two-factor.ts';
import { awardPoints } from '../loyalty/awards.ts';
import { createMessage } from '../messenger/messages.ts';
import { enrolledOwner, enrolledStaff, type StaffClient, staffCall } from '../staff/test-staff.ts';
import { createTournament } from '../tournaments/lifecycle.ts';
import { openSeededSeries, tournamentInput } from '../tournaments/test-helpers.ts';
import { createAccount } from '../wallet/accounts.ts';
import { creditDeposit } from '../wallet/postings.ts';

const HISTORY = [
  'ledger',
  'bonuses',
  'freespins',
  'loyalty',
  'loyalty/points',
  'quests',
  'tournaments',
  'limit-history',
  'messages',
  'sessions',
] as const;

type Player = { id: string; token: string; email: string; accountId: string };

describe.each(testDrivers)('the player 360 history sections on %s', (driver) => {
  let t: TestApp;
  let owner: StaffClient;
  let support: StaffClient;
  let marketing: StaffClient;
  let alice: Player;
  let bob: Player;
  let paidTournamentId: string;

  async function newPlayer(country: string, name: string, fingerprint?: string) {
    const email = `${name}-${driver}@example.com`;
    const login = await registerByEmail(
      t,
      email,
      { currency: 'EUR', country, ...(fingerprint ? { fingerprint } : {}) },
      { headers: { 'cf-ipcountry': country.toLowerCase() } },
    );
    const accounts = await call(t, { method: 'GET', url: '/api/wallet/accounts', token: login.accessToken });
    return { id: login.profile.id, token: login.accessToken, email, accountId: accounts.json().data[0].id };
  }

  /** Everything each section lists, for `player`: money, bonuses, points, a quest, tournaments, a limit, a message. */
  async function history(player: Player, tag: string) {
    const db = t.database.db;
    await creditDeposit(db, {
      walletAccountId: player.accountId,
      currency: 'EUR',
      amount: 2_500n,
      idempotencyKey: `history-${driver}-${tag}-deposit`,
    });
    const usd = (await createAccount(db, player.id, 'USD')).find((account) => account.currency === 'USD')!;
    await creditDeposit(db, {
      walletAccountId: usd.id,
      currency: 'USD',
      amount: 700n,
      idempotencyKey: `history-${driver}-${tag}-usd`,
    });
    await giveBonuses(db, { playerId: player.id, walletAccountId: player.accountId, currency: 'EUR' }, tag);
    await awardPoints(db, player.id, 40, `history:${tag}`);
    await createMessage(db, {
      playerId: player.id,
      key: `history-${tag}`,
      kind: 'deposit.credited',
      params: { amount: { amount: 25, currency: 'EUR' } },
      link: '/profile/wallet',
    });
    const quests = await call(t, { method: 'GET', url: '/api/retention/quests', token: player.token });
    const welcome = quests
      .json()
      .data.find((quest: { identity: string }) => quest.identity === 'harbor-welcome');
    const taken = await call(t, {
      method: 'PUT',
      url: `/api/retention/quests/${welcome.id}/activate`,
      token: player.token,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const limit = await call(t, {
      method: 'POST',
      url: '/api/player/limits',
      token: player.token,
      payload: { definition: 3, period: 'daily', amount: 100, currency: 'EUR' },
    });
    expect(limit.statusCode, limit.body).toBe(200);
    return limit.json().data.id as string;
  }

  let aliceLimitId: string;
  beforeAll(async () => {
    t = await startTestApp(driver);
    fakeDateOnly();
    owner = await enrolledOwner(t);
    support = await enrolledStaff(t, owner, 'support');
    marketing = await enrolledStaff(t, owner, 'marketing');
    alice = await newPlayer('PT', 'alice-history', 'fp-history-alice');
    bob = await newPlayer('DE', 'bob-history');
    aliceLimitId = await history(alice, `alice-${driver}`);
    await history(bob, `bob-${driver}`);
    // A second session of Alice's, a minute on, from another browser without a fingerprint, ended by her.
    advanceClock(60_000);
    const second = await signIn(t, alice.email, 'secret-pass', {
      headers: { 'user-agent': 'Other browser' },
    });
    expect(second.statusCode, second.body).toBe(200);
    await call(t, {
      method: 'POST',
      url: '/api/player/sessions/logout',
      token: second.json().data.accessToken,
    });
    // Both join the seeded daily sprint; Alice won a finished race.
    await openSeededSeries(t.database.db);
    const running = await call(t, { method: 'GET', url: '/api/retention/tournaments?state[]=3' });
    const sprint = running.json().data.find((item: { entryType: string }) => item.entryType === 'join');
    for (const player of [alice, bob]) {
      const joined = await call(t, {
        method: 'POST',
        url: `/api/retention/tournaments/${sprint.id}/participate`,
        token: player.token,
      });
      expect(joined.statusCode, joined.body).toBe(200);
    }
    const race = (await createTournament(t.database.db, tournamentInput()))!;
    paidTournamentId = race.id;
    await t.database.db.execute(sql`update tournaments set state = 5 where id = ${race.id}`);
    await t.database.db.execute(
      sql`insert into tournament_entries (tournament_id, player_id, points, reached_at, joined_at)
        values (${race.id}, ${alice.id}, 1234, now(), now() - interval '1 hour')`,
    );
    await t.database.db.execute(
      sql`insert into tournament_payouts (tournament_id, place, player_id, points) values (${race.id}, 1, ${alice.id}, 1234)`,
    );
    while ((await t.app.events.dispatchPending()) > 0);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t?.close();
  });

  const read = (who: StaffClient, player: { id: string }, section: string, query = '') =>
    staffCall(t, who, {
      method: 'GET',
      url: `/api/backoffice/players/${player.id}/${section}${query ? `?${query}` : ''}`,
    });
  const ok = async (section: string, query = '', player: { id: string } = alice) => {
    const response = await read(support, player, section, query);
    expect(response.statusCode, `${section}: ${response.body}`).toBe(200);
    return response.json();
  };

  it('lists the ledger of every account, newest first, with balances after; a manual adjustment with its reason', async () => {
    const adjusted = await staffCall(t, owner, {
      method: 'POST',
      url: `/api/backoffice/players/${alice.id}/adjustments`,
      payload: {
        accountId: alice.accountId,
        part: 'cash',
        direction: 'debit',
        amount: '5',
        reasonCode: 'correction',
        comment: 'Credited twice',
        idempotencyKey: `history-adjust-${driver}`,
      },
      freshTotp: true,
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    const all = await ok('ledger', 'perPage=100');
    expect(new Set(all.data.map((line: { currency: string }) => line.currency))).toEqual(
      new Set(['EUR', 'USD']),
    );
    expect(all.data.every((line: { reference: string }) => !line.reference.includes('bob'))).toBe(true);
    expect(all.data[0]).toMatchObject({
      kind: 'adjustment.debit',
      currency: 'EUR',
      part: 'cash',
      amount: -5,
      balanceAfter: 20,
      adjustment: { reasonCode: 'correction', comment: 'Credited twice' },
    });
    const ids = all.data.map((line: { id: string }) => Number(line.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const usd = await ok('ledger', 'currency=usd');
    expect(usd.data).toEqual([
      expect.objectContaining({
        kind: 'deposit',
        part: 'cash',
        amount: 7,
        balanceAfter: 7,
        adjustment: null,
      }),
    ]);
    const paged = await ok('ledger', 'perPage=2&page=2');
    expect(paged.meta).toMatchObject({ page: 2, perPage: 2, totalRows: all.meta.totalRows });
    expect(paged.data.map((line: { id: string }) => line.id)).toEqual(
      all.data.slice(2, 4).map((line: { id: string }) => line.id),
    );
  });

  it('lists bonuses and free spins of every status, loyalty points, quests and tournaments of the player only', async () => {
    const bonuses = await ok('bonuses');
    expect(bonuses.data).toHaveLength(2);
    expect(bonuses.data.every((bonus: { playerId: string }) => bonus.playerId === alice.id)).toBe(true);
    expect(bonuses.data[0]).toHaveProperty('currentWagerPercentage');
    expect((await ok('bonuses', 'status[]=3')).data).toEqual([]);
    const spins = await ok('freespins');
    expect(spins.data).toEqual([expect.objectContaining({ count: 10, usedCount: 0, currency: 'EUR' })]);

    const loyalty = await ok('loyalty');
    expect(loyalty.data).toMatchObject({ enabled: true, account: { playerId: alice.id, points: 40 } });
    const points = await ok('loyalty/points');
    expect(points.data).toEqual([
      expect.objectContaining({ kind: 'award', points: 40, reference: `history:alice-${driver}` }),
    ]);

    const quests = await ok('quests');
    expect(quests.data).toEqual([
      expect.objectContaining({ identity: 'harbor-welcome', playerId: alice.id }),
    ]);

    const tournaments = await ok('tournaments');
    expect(tournaments.meta.totalRows).toBe(2);
    const paid = tournaments.data.find(
      (entry: { tournamentId: string }) => entry.tournamentId === paidTournamentId,
    );
    expect(paid).toMatchObject({
      state: 5,
      points: 12.34,
      place: 1,
      prize: { place: 1, type: 'money', amount: 50 },
    });
    const sprint = tournaments.data.find(
      (entry: { tournamentId: string }) => entry.tournamentId !== paidTournamentId,
    );
    expect(sprint).toMatchObject({ points: 0, place: null, prize: null });
    expect((await ok('tournaments', '', bob)).meta.totalRows).toBe(1);
  });

  it('lists every change of the limits, who made it, newest first', async () => {
    advanceClock(60_000);
    const lowered = await staffCall(t, support, {
      method: 'PUT',
      url: `/api/backoffice/players/${alice.id}/limits/${aliceLimitId}`,
      payload: { amount: 60, reason: 'Affordability check' },
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    const changes = await ok('limit-history');
    expect(
      changes.data.map(
        (row: { change: string; amount: number; previousAmount: number | null; actor: string }) => [
          row.change,
          row.amount,
          row.previousAmount,
          row.actor,
        ],
      ),
    ).toEqual([
      ['tightened', 60, 100, 'staff'],
      ['created', 100, null, 'player'],
    ]);
    expect(changes.data.every((row: { limitId: string }) => row.limitId === aliceLimitId)).toBe(true);
  });

  it('lists the inbox and the e-mails kept for the player, newest first, by channel', async () => {
    const all = await ok('messages');
    const channels = all.data.map((row: { channel: string }) => row.channel);
    expect(channels).toContain('inbox');
    expect(channels).toContain('email');
    expect(all.data.every((row: { to: string | null }) => row.to === null || row.to === alice.email)).toBe(
      true,
    );
    const times = all.data.map((row: { createdAt: string }) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const inbox = await ok('messages', 'channel=inbox');
    expect(
      inbox.data.every(
        (row: { channel: string; read: boolean }) => row.channel === 'inbox' && row.read === false,
      ),
    ).toBe(true);
    expect(inbox.data.map((row: { title: string }) => row.title)).not.toHaveLength(0);
    const emails = await ok('messages', 'channel=email');
    expect(emails.data.every((row: { read: null }) => row.read === null)).toBe(true);
    expect(emails.meta.totalRows + inbox.meta.totalRows).toBe(all.meta.totalRows);
  });

  it('lists every session, open or ended, with address, country and a fingerprint only when one was sent', async () => {
    const sessions = await ok('sessions');
    expect(sessions.meta.totalRows).toBe(2);
    const [ended, first] = sessions.data;
    expect(ended).toMatchObject({ open: false, fingerprint: null, userAgent: 'Other browser' });
    expect(ended.closedAt).not.toBeNull();
    expect(first).toMatchObject({
      open: true,
      country: 'PT',
      fingerprint: deviceHashOf('fp-history-alice', null),
      method: 'registration',
    });
    expect((await ok('sessions', '', bob)).data).toEqual([
      expect.objectContaining({ playerId: bob.id, country: 'DE', fingerprint: null }),
    ]);
  });

  it('answers 404 for an unknown player and 403 to a role without players.read', async () => {
    for (const section of HISTORY) {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-player']) {
        const unknown = await read(support, { id }, section);
        expect(unknown.statusCode, `${section} ${id}: ${unknown.body}`).toBe(404);
      }
    }
    // Every role reads players today: the check is on the permission, so take it away from one.
    const roles = ROLE_PERMISSIONS as Record<StaffRole, readonly string[]>;
    const kept = roles.marketing;
    roles.marketing = kept.filter((permission) => permission !== 'players.read');
    try {
      for (const section of HISTORY)
        expect((await read(marketing, alice, section)).statusCode, section).toBe(403);
    } finally {
      roles.marketing = kept;
    }
    expect((await read(marketing, alice, 'sessions')).statusCode).toBe(200);
  });
});
