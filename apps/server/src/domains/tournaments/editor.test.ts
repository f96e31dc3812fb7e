import { ErrorCode, TournamentState, tournamentTermsSchema } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import type { TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit/tables.ts';
import { SLOT, startBonusApp } from '../bonuses/test-helpers.ts';
import { call } from '../identity/test-helpers.ts';
import { enrolledOwner, enrolledStaff, type StaffClient, staffCall } from '../staff/test-staff.ts';
import { accountParts } from '../wallet/views.ts';
import { PAYOUT_GRACE_MS } from './lifecycle.ts';
import { TOURNAMENT_SERIES } from './seed.ts';
import { tournamentEntries, tournamentPayouts, tournaments } from './tables.ts';
import { tournamentKit } from './test-helpers.ts';

const MINUTE = 60_000;
let made = 0;

/** The editor's body of a join race over [now + startIn, now + startIn + length), two prizes. */
function draftBody(startIn: number, length = 10 * MINUTE, overrides: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    identity: `edited-race-${process.pid}-${++made}`,
    startsAt: new Date(now + startIn).toISOString(),
    endsAt: new Date(now + startIn + length).toISOString(),
    titles: { en: 'Staff race', de: 'Personalrennen' },
    descriptions: { en: 'Made in the back office.' },
    scoring: 1,
    entryType: 'join',
    minStake: '0.10',
    prizes: [
      { place: 1, type: 'money', amount: '50', titles: { en: '€50 cash' } },
      { place: 2, type: 'points', amount: '100', titles: { en: '100 points' } },
    ],
    ...overrides,
  };
}

describe.each(testDrivers)('tournament editor on %s', (driver) => {
  let t: TestApp;
  let kit: ReturnType<typeof tournamentKit>;
  let marketing: StaffClient;
  let support: StaffClient;

  beforeAll(async () => {
    t = await startBonusApp(driver, { depositTurnover: false });
    kit = tournamentKit(t, driver);
    const owner = await enrolledOwner(t);
    marketing = await enrolledStaff(t, owner, 'marketing');
    support = await enrolledStaff(t, owner, 'support');
  });
  afterAll(() => t.close());

  const staff = (who: StaffClient, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    staffCall(t, who, { method, url, payload: payload as Record<string, unknown> });
  const create = async (body: Record<string, unknown>) => {
    const response = await staff(marketing, 'POST', '/api/backoffice/tournaments', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { id: string; identity: string; state: string };
  };
  const act = (id: string, action: 'schedule' | 'unschedule' | 'end') =>
    staff(marketing, 'POST', `/api/backoffice/tournaments/${id}/${action}`);
  const engineState = async (id: string) =>
    (await t.database.db.select().from(tournaments).where(eq(tournaments.id, id)))[0]!.state;
  const publicIdentities = async () =>
    (
      (await call(t, { url: '/api/retention/tournaments?perPage=100' })).json().data as { identity: string }[]
    ).map((item) => item.identity);

  it('holds the seeded series to the editor’s schema (the engine’s rules are one schema)', () => {
    for (const series of TOURNAMENT_SERIES)
      expect(tournamentTermsSchema.safeParse(series.template).error?.issues ?? [], series.key).toEqual([]);
  });

  it('refuses bad terms with 422 per field, and support may read but not write', async () => {
    const bad = await staff(
      marketing,
      'POST',
      '/api/backoffice/tournaments',
      draftBody(MINUTE, MINUTE, {
        identity: 'X',
        scoring: 7,
        titles: { de: 'Nur Deutsch' },
        prizes: [
          { place: 2, type: 'freespins', amount: '1.5', titles: { en: 'spins' } },
          { place: 1, type: 'bonus', amount: '10', titles: { en: 'bonus' } },
        ],
      }),
    );
    expect(bad.statusCode, bad.body).toBe(422);
    const fields = Object.keys(bad.json().error.fields);
    expect(fields).toEqual(
      expect.arrayContaining([
        'identity',
        'scoring',
        'titles',
        'prizes.0.amount',
        'prizes.0.gameSlug',
        'prizes.0.spinStakes',
        'prizes.1.wagerMultiplier',
      ]),
    );
    // The rules across fields are checked once every field is well formed.
    const across = await staff(
      marketing,
      'POST',
      '/api/backoffice/tournaments',
      draftBody(MINUTE, MINUTE, { entryType: 'buy-in', minStake: '5', maxStake: '1' }),
    );
    expect(Object.keys(across.json().error.fields).sort()).toEqual(['buyIn', 'maxStake']);
    const backwards = await staff(
      marketing,
      'POST',
      '/api/backoffice/tournaments',
      draftBody(MINUTE, -2 * MINUTE),
    );
    expect(Object.keys(backwards.json().error.fields)).toEqual(['endsAt']);
    const decimals = await staff(
      marketing,
      'POST',
      '/api/backoffice/tournaments',
      draftBody(MINUTE, MINUTE, { minStake: '0.001' }),
    );
    expect(decimals.statusCode).toBe(422);
    expect(Object.keys(decimals.json().error.fields)).toEqual(['minStake']);
    // What only the catalogue can tell: collections and a free-spins game it does not hold.
    const unknown = await staff(
      marketing,
      'POST',
      '/api/backoffice/tournaments',
      draftBody(MINUTE, MINUTE, {
        gameCollections: ['slots', 'no-such-collection'],
        excludedCollections: ['no-such-collection'],
        prizes: [
          {
            place: 1,
            type: 'freespins',
            amount: '10',
            gameSlug: 'no-such-game',
            spinStakes: { EUR: '0.2' },
            titles: { en: 'spins' },
          },
        ],
      }),
    );
    expect(unknown.statusCode, unknown.body).toBe(422);
    expect(Object.keys(unknown.json().error.fields)).toEqual([
      'gameCollections.1',
      'excludedCollections.0',
      'prizes.0.gameSlug',
    ]);

    const denied = await staff(support, 'POST', '/api/backoffice/tournaments', draftBody(MINUTE));
    expect(denied.statusCode).toBe(403);
    expect((await staff(support, 'GET', '/api/backoffice/tournaments')).statusCode).toBe(200);
  });

  it('keeps a draft off the player site; scheduled to start in a minute, it starts, ends and pays on the jobs', async () => {
    const draft = await create(draftBody(MINUTE, 2 * MINUTE));
    expect(draft.state).toBe('draft');
    expect(await publicIdentities()).not.toContain(draft.identity);
    expect((await call(t, { url: `/api/retention/tournaments/${draft.identity}` })).statusCode).toBe(404);

    const scheduled = await act(draft.id, 'schedule');
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json().data.state).toBe('scheduled');
    await kit.deliver();
    expect(await publicIdentities()).toContain(draft.identity);

    const start = Date.now() + MINUTE;
    await t.app.jobs.runDue(new Date(start - 5_000));
    expect(await engineState(draft.id)).toBe(TournamentState.upcoming);
    await t.app.jobs.runDue(new Date(start + 1_000));
    expect(await engineState(draft.id)).toBe(TournamentState.running);
    await t.app.jobs.runDue(new Date(start + 2 * MINUTE + PAYOUT_GRACE_MS + 1_000));
    expect(await engineState(draft.id)).toBe(TournamentState.completed);

    const audits = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'tournament'), eq(auditLog.targetId, draft.id)));
    expect(audits.map((row) => row.action)).toEqual(['tournament.create', 'tournament.schedule']);
  });

  it('runs a race made in the back office: players join, the board moves, a live edit keeps the scores, the end pays', async () => {
    // The app's Date is faked (the staff's codes), the rounds' and entries' times are the database's:
    // the fake clock follows the real one here.
    const realNow = () => vi.setSystemTime(vi.getRealSystemTime());
    realNow();
    const race = await create(draftBody(1_500, 10 * MINUTE));
    expect((await act(race.id, 'schedule')).statusCode).toBe(200);
    await kit.deliver();
    const [first, second] = [await kit.player(50, SLOT), await kit.player(50, SLOT)];
    for (const p of [first, second])
      expect((await kit.participate(race.identity, p.token)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    realNow();
    await t.app.jobs.runDue(new Date());
    expect(await engineState(race.id)).toBe(TournamentState.running);

    await kit.spin(first, SLOT, '5');
    await kit.spin(second, SLOT, '3');
    let detail = await kit.detail(race.identity, first.token);
    expect(detail.leaderboard.map((entry) => [entry.playerId, entry.points])).toEqual([
      [first.playerId, 5],
      [second.playerId, 3],
    ]);

    // A live edit: the texts, the end and the prizes may change; the start and the scoring may not.
    const view = (await staff(marketing, 'GET', `/api/backoffice/tournaments/${race.id}`)).json().data;
    expect(view).toMatchObject({ state: 'live', playersCount: 2 });
    const edit = {
      startsAt: view.startsAt,
      endsAt: new Date(Date.parse(view.endsAt) + MINUTE).toISOString(),
      ...view.terms,
      titles: { en: 'Staff race, now longer' },
      prizes: [{ place: 1, type: 'money', amount: '80', titles: { en: '€80 cash' } }],
    };
    const locked = await staff(marketing, 'PUT', `/api/backoffice/tournaments/${race.id}`, {
      ...edit,
      scoring: 2,
      startsAt: new Date().toISOString(),
    });
    expect(locked.statusCode, locked.body).toBe(409);
    expect(Object.keys(locked.json().error.fields).sort()).toEqual(['scoring', 'startsAt']);
    const edited = await staff(marketing, 'PUT', `/api/backoffice/tournaments/${race.id}`, edit);
    expect(edited.statusCode, edited.body).toBe(200);
    const entries = await t.database.db
      .select({ playerId: tournamentEntries.playerId, points: tournamentEntries.points })
      .from(tournamentEntries)
      .where(eq(tournamentEntries.tournamentId, race.id));
    expect(entries.sort((a, b) => b.points - a.points)).toEqual([
      { playerId: first.playerId, points: 500 },
      { playerId: second.playerId, points: 300 },
    ]);
    detail = await kit.detail(race.identity, first.token);
    expect(detail.title).toBe('Staff race, now longer');

    // Ended early: the end moves to now, and the payout runs after the grace as at a normal end.
    const ended = await act(race.id, 'end');
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data.state).toBe('ended');
    expect((await act(race.id, 'end')).statusCode).toBe(409);
    expect(
      (await staff(marketing, 'PUT', `/api/backoffice/tournaments/${race.id}`, edit)).json().error.code,
    ).toBe(ErrorCode.conflict);
    await kit.deliver();
    await t.app.jobs.runDue(new Date(Date.now() + PAYOUT_GRACE_MS + 1_000));
    expect(await engineState(race.id)).toBe(TournamentState.completed);
    const paid = await t.database.db
      .select()
      .from(tournamentPayouts)
      .where(eq(tournamentPayouts.tournamentId, race.id));
    expect(paid.map((row) => [row.place, row.playerId])).toEqual([[1, first.playerId]]);
    expect((await accountParts(t.database.db, first.accountId)).cash).toBe(4_500n + 8_000n);
  }, 60_000);

  it('takes a scheduled tournament back to draft, and cancels one before its start', async () => {
    const later = await create(draftBody(60 * MINUTE));
    expect((await act(later.id, 'unschedule')).statusCode).toBe(409);
    await act(later.id, 'schedule');
    const back = await act(later.id, 'unschedule');
    expect(back.json().data.state).toBe('draft');
    await act(later.id, 'schedule');
    const cancelled = await act(later.id, 'end');
    expect(cancelled.json().data).toMatchObject({ state: 'ended', engineState: TournamentState.completed });
    const listed = await staff(marketing, 'GET', '/api/backoffice/tournaments?state=ended&perPage=100');
    expect(listed.json().data.map((item: { id: string }) => item.id)).toContain(later.id);
  });
});
