import { seriesPeriod, seriesTournamentIdentity } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import type { TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit/tables.ts';
import { startBonusApp } from '../bonuses/test-helpers.ts';
import { fakeDateOnly } from '../identity/two-factor/test-two-factor.ts';
import type { JobType } from '../jobs/queue.ts';
import { saveTournamentSeries } from '../settings/operator-settings.ts';
import {
  enrolledOwner,
  enrolledStaff,
  type StaffClient,
  signInStaff,
  staffCall,
} from '../staff/test-staff.ts';
import { SERIES_JOB } from './series.ts';
import { tournamentPrizes, tournaments } from './tables.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const seriesJob = { name: SERIES_JOB } as JobType<Record<string, never>>;
let made = 0;

/** A daily join race of the editor's terms: two prizes, bets from €0.10. */
function seriesBody(overrides: Record<string, unknown> = {}) {
  return {
    key: `staff-series-${process.pid}-${++made}`,
    days: 1,
    template: {
      titles: { en: 'Staff daily', de: 'Personal täglich' },
      descriptions: { en: 'Opened every day.' },
      scoring: 2,
      entryType: 'join',
      minStake: '0.10',
      prizes: [
        { place: 1, type: 'money', amount: '20', titles: { en: '€20 cash' } },
        { place: 2, type: 'points', amount: '100', titles: { en: '100 points' } },
      ],
    },
    ...overrides,
  };
}

type SeriesView = { id: string; key: string; state: string; days: number; template: Record<string, unknown> };

describe.each(testDrivers)('tournament series on %s', (driver) => {
  let t: TestApp;
  let owner: StaffClient;
  let marketing: StaffClient;
  let support: StaffClient;
  let ticks = 0;

  beforeAll(async () => {
    t = await startBonusApp(driver, { depositTurnover: false });
    // The fake clock moves days ahead here: the jobs and the series read it (Date only).
    fakeDateOnly();
    owner = await enrolledOwner(t);
    marketing = await enrolledStaff(t, owner, 'marketing');
    support = await enrolledStaff(t, owner, 'support');
    await saveTournamentSeries(t.database.db, true);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, who = marketing) =>
    staffCall(t, who, { method, url, payload });
  const create = async (body: Record<string, unknown>) => {
    const response = await staff('POST', '/api/backoffice/tournament-series', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as SeriesView;
  };
  const act = (id: string, action: 'schedule' | 'unschedule' | 'end', payload?: unknown) =>
    staff('POST', `/api/backoffice/tournament-series/${id}/${action}`, payload);
  /** The series' tournaments: identity → English title and first prize. */
  const opened = async (key: string) => {
    const rows = await t.database.db
      .select({ identity: tournaments.identity, titles: tournaments.titles, amount: tournamentPrizes.amount })
      .from(tournaments)
      .innerJoin(tournamentPrizes, eq(tournamentPrizes.tournamentId, tournaments.id))
      .where(and(eq(tournaments.series, key), eq(tournamentPrizes.place, 1)))
      // In period order: the keys are compared as a list.
      .orderBy(tournaments.identity);
    return Object.fromEntries(rows.map((row) => [row.identity, [row.titles.en, row.amount]]));
  };
  const allTournaments = async () => t.database.db.$count(tournaments);
  /** The clock moved to `at`, and the hourly run of the series job at it. */
  const tick = async (at: Date) => {
    vi.setSystemTime(at);
    await t.app.jobs.schedule(t.database.db, seriesJob, { key: `tick-${++ticks}`, runAt: at, data: {} });
    await t.app.jobs.runDue(at);
  };
  /** Staff sessions end when idle: after a jump of the clock, marketing signs in again. */
  const signInAgain = async () => {
    marketing = await signInStaff(t, marketing.email, marketing.authenticator);
  };
  const identity = (key: string, at: Date, offset = 0) =>
    seriesTournamentIdentity(key, seriesPeriod(at, 1, offset).startsAt);

  it('refuses a template with 422 on each field the engine would refuse; support reads, never writes', async () => {
    const bad = await staff(
      'POST',
      '/api/backoffice/tournament-series',
      seriesBody({
        key: 'X',
        days: 3,
        template: {
          ...seriesBody().template,
          titles: { de: 'Nur Deutsch' },
          prizes: [{ place: 1, type: 'freespins', amount: '1.5', titles: { en: 'spins' } }],
        },
      }),
    );
    expect(bad.statusCode, bad.body).toBe(422);
    expect(Object.keys(bad.json().error.fields)).toEqual(
      expect.arrayContaining([
        'key',
        'days',
        'template.titles',
        'template.prizes.0.amount',
        'template.prizes.0.gameSlug',
        'template.prizes.0.spinStakes',
      ]),
    );
    // What only the site's currencies can tell: too many decimals for the base currency.
    const decimals = await staff(
      'POST',
      '/api/backoffice/tournament-series',
      seriesBody({ template: { ...seriesBody().template, minStake: '0.001' } }),
    );
    expect(decimals.statusCode, decimals.body).toBe(422);
    expect(Object.keys(decimals.json().error.fields)).toEqual(['template.minStake']);
    const unknown = await staff(
      'POST',
      '/api/backoffice/tournament-series',
      seriesBody({ template: { ...seriesBody().template, gameCollections: ['no-such-collection'] } }),
    );
    expect(unknown.statusCode, unknown.body).toBe(422);
    expect(Object.keys(unknown.json().error.fields)).toEqual(['template.gameCollections.0']);

    const taken = seriesBody();
    await create(taken);
    const again = await staff('POST', '/api/backoffice/tournament-series', taken);
    expect(Object.keys(again.json().error.fields)).toEqual(['key']);

    const denied = await staff('POST', '/api/backoffice/tournament-series', seriesBody(), support);
    expect(denied.statusCode).toBe(403);
    const listed = await staff('GET', '/api/backoffice/tournament-series?perPage=100', undefined, support);
    expect(listed.statusCode).toBe(200);
    // The built-in series are rows too, live from the first start.
    expect(listed.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'harbor-weekly-race', state: 'live', days: 7 }),
      ]),
    );
  });

  it('opens a scheduled series’ tournaments when it goes live; an edit reaches only periods not opened; ended, it opens no more', async () => {
    const body = seriesBody();
    const draft = await create(body);
    expect(draft.state).toBe('draft');
    const start = new Date(Date.now() + 5 * MINUTE);
    const scheduled = await act(draft.id, 'schedule', { startsAt: start.toISOString(), endsAt: null });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json().data.state).toBe('scheduled');

    // Before its start the series job opens nothing of it; at its start the job queued for it runs.
    await tick(new Date(Date.now() + MINUTE));
    expect(await opened(body.key)).toEqual({});
    const live = new Date(start.getTime() + MINUTE);
    vi.setSystemTime(live);
    await t.app.jobs.runDue(live);
    expect(await opened(body.key)).toEqual({
      [identity(body.key, live)]: ['Staff daily', 2000n],
      [identity(body.key, live, 1)]: ['Staff daily', 2000n],
    });

    // A live series keeps its period; its texts and prizes change for the periods still to open.
    const view = (await staff('GET', `/api/backoffice/tournament-series/${draft.id}`)).json().data;
    expect(view).toMatchObject({ state: 'live', openedCount: 2 });
    const url = `/api/backoffice/tournament-series/${draft.id}`;
    const locked = await staff('PUT', url, { days: 7, template: view.template });
    expect(locked.statusCode, locked.body).toBe(409);
    expect(Object.keys(locked.json().error.fields)).toEqual(['days']);
    const template = {
      ...view.template,
      titles: { en: 'Staff daily, richer' },
      prizes: [{ place: 1, type: 'money', amount: '30', titles: { en: '€30 cash' } }],
    };
    const edited = await staff('PUT', url, { days: 1, template });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await opened(body.key)).toEqual({
      [identity(body.key, live)]: ['Staff daily', 2000n],
      [identity(body.key, live, 1)]: ['Staff daily', 2000n],
    });

    // A day on: the period opened before the edit keeps its terms, the one opened now has the new ones.
    const nextDay = new Date(seriesPeriod(live, 1, 1).startsAt.getTime() + HOUR);
    await tick(nextDay);
    expect(await opened(body.key)).toEqual({
      [identity(body.key, live)]: ['Staff daily', 2000n],
      [identity(body.key, live, 1)]: ['Staff daily', 2000n],
      [identity(body.key, nextDay, 1)]: ['Staff daily, richer', 3000n],
    });

    await signInAgain();
    const ended = await act(draft.id, 'end');
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data.state).toBe('ended');
    expect((await staff('PUT', url, { days: 1, template })).statusCode).toBe(409);
    const before = Object.keys(await opened(body.key));
    await tick(new Date(nextDay.getTime() + DAY));
    expect(Object.keys(await opened(body.key))).toEqual(before);

    const audits = await t.database.db
      .select({ action: auditLog.action, before: auditLog.before })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'tournament-series'), eq(auditLog.targetId, draft.id)));
    expect(audits.map((row) => row.action)).toEqual([
      'tournament-series.create',
      'tournament-series.schedule',
      'tournament-series.update',
      'tournament-series.end',
    ]);
    expect(audits[2]!.before).toMatchObject({ template: { titles: { en: 'Staff daily' } } });
  });

  it('opens a series live at once when scheduled, and none at all while the operator turns the series off', async () => {
    await signInAgain();
    const body = seriesBody();
    const series = await create(body);
    const now = new Date();
    expect((await act(series.id, 'schedule', { startsAt: null, endsAt: null })).statusCode).toBe(200);
    expect(Object.keys(await opened(body.key)).sort()).toEqual(
      [identity(body.key, now), identity(body.key, now, 1)].sort(),
    );

    await saveTournamentSeries(t.database.db, false);
    const count = await allTournaments();
    await tick(new Date(Date.now() + 2 * DAY));
    expect(await allTournaments()).toBe(count);
    await signInAgain();
    const another = await create(seriesBody());
    await act(another.id, 'schedule', { startsAt: null, endsAt: null });
    expect(await allTournaments()).toBe(count);

    // Back on: the next run opens every live series' periods again, built-in ones included.
    await saveTournamentSeries(t.database.db, true);
    await tick(new Date(Date.now() + MINUTE));
    expect(Object.keys(await opened(another.key))).toHaveLength(2);
    expect(Object.keys(await opened('daily-spin-sprint')).length).toBeGreaterThanOrEqual(2);
  });

  it('takes a scheduled series back to draft before its start, and opens nothing of it then', async () => {
    await signInAgain();
    const body = seriesBody();
    const series = await create(body);
    const start = new Date(Date.now() + 10 * MINUTE);
    await act(series.id, 'schedule', { startsAt: start.toISOString(), endsAt: null });
    expect((await act(series.id, 'unschedule')).json().data.state).toBe('draft');
    await tick(new Date(start.getTime() + MINUTE));
    expect(await opened(body.key)).toEqual({});
    const drafts = await staff('GET', '/api/backoffice/tournament-series?state=draft&perPage=100');
    expect(drafts.json().data.map((item: SeriesView) => item.key)).toContain(body.key);
  });
});
