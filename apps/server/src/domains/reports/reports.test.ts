import type { DailySummaryRow } from '@casino/contracts';
import { PlayerBonusStatus } from '@casino/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import type { TestApp } from '../../test/test-app.ts';
import { bonusDefinitions } from '../bonuses/tables.ts';
import { definitionOf, depositWith, newPlayer, SLOT, startBonusApp } from '../bonuses/test-helpers.ts';
import { call } from '../identity/test-helpers.ts';
import { loyaltyKit } from '../loyalty/test-helpers.ts';
import { enrolledOwner, enrolledStaff, type StaffClient, staffCall } from '../staff/test-staff.ts';
import { activeDaysFold, dayCounts, rangeActivePlayers } from './active-players.ts';
import { reconcileReports, reportsCheck } from './check.ts';
import { foldAll, foldLedger } from './fold.ts';
import { FOLD_JOB } from './routes.ts';

const STAFF_TABLES = ['staff_sessions', 'staff_invites', 'api_keys', 'staff', 'rate_events'];
const quiet = { log: () => {}, error: () => {} };

describe.each(testDrivers)('reports: rollups of the ledger on %s', (driver) => {
  let t: TestApp;
  let kit: ReturnType<typeof loyaltyKit>;
  let finance: StaffClient;
  let support: StaffClient;
  const today = () => new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await startBonusApp(driver, { depositTurnover: false });
    kit = loyaltyKit(t, driver);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.truncate(...STAFF_TABLES);
    const owner = await enrolledOwner(t);
    finance = await enrolledStaff(t, owner, 'finance');
    support = await enrolledStaff(t, owner, 'support');
  });

  const fold = () => foldAll(t.database.db, { settleMs: 0 });
  const report = (who: StaffClient, path: string, query: Record<string, string>) =>
    staffCall(t, who, {
      method: 'GET',
      url: `/api/backoffice/reports/${path}?${new URLSearchParams(query)}`,
    });

  async function eurToday(filters: Record<string, string> = {}): Promise<DailySummaryRow | undefined> {
    const response = await report(finance, 'daily', {
      from: today(),
      to: today(),
      currency: 'EUR',
      ...filters,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.days[0];
  }

  it('folds real deposits and rounds into the day: bets, wins, GGR, deposits, first deposits, players, RTP', async () => {
    const p = await kit.player(100, SLOT);
    await kit.spin(p, SLOT, '10', '25');
    await kit.spin(p, SLOT, '5');
    await kit.fund(p, 5_000n);
    await fold();

    const row = await eurToday({ gameId: SLOT });
    expect(row).toMatchObject({
      bets: '15',
      wins: '25',
      ggr: '-10',
      ngr: '-10',
      activePlayers: 1,
      arpu: '-10',
    });
    const day = (await eurToday())!;
    // Other tests' players may have played today too: this one's deposits are in the day's totals.
    expect(day.depositCount).toBeGreaterThanOrEqual(2);
    expect(day.ftdCount).toBeGreaterThanOrEqual(1);
    expect(day.registrations).toBeGreaterThanOrEqual(1);

    const rtp = await report(finance, 'rtp', { from: today(), to: today(), gameId: SLOT });
    expect(rtp.statusCode, rtp.body).toBe(200);
    expect(rtp.json().data).toEqual([
      expect.objectContaining({
        gameId: SLOT,
        providerId: 'studio',
        currency: 'EUR',
        rounds: 2,
        stakes: '15',
        payouts: '25',
        measuredRtp: 166.67,
        theoreticalRtp: expect.any(Number),
      }),
    ]);
    // Returns 2.5 and 0: the interval is 125 % ± 1.96 × 1.7678 / √2 × 100 %, around the measured ratio.
    expect(rtp.json().data[0].confidenceHigh - rtp.json().data[0].confidenceLow).toBeCloseTo(490, 0);

    const csv = await report(finance, 'daily.csv', {
      from: today(),
      to: today(),
      currency: 'EUR',
      gameId: SLOT,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const [header, line] = csv.body.trim().split('\r\n');
    expect(header).toMatch(/^day,currency,bets,wins,ggr,/);
    expect(line).toMatch(new RegExp(`^${today()},EUR,15,25,-10,`));

    expect(await reportsCheck(t.database.db, quiet, today(), today())).toBe(0);
  });

  it('counts real PSP deposits, the first one as an FTD, and a converted bonus as bonus cost', async () => {
    await fold();
    const before = (await eurToday())!;
    const p = await newPlayer(t, SLOT);
    await depositWith(t, p, 50, { bonusId: (await definitionOf(t.database.db, 'welcome-1')).id });
    // A 0x reload converts to cash as soon as it is activated: 20 EUR of bonus money become cash.
    const reload = await definitionOf(t.database.db, 'weekly-reload');
    const wagerMultiplier = (n: number) =>
      t.database.db
        .update(bonusDefinitions)
        .set({ terms: sql`jsonb_set(terms, '{wagerMultiplier}', ${String(n)}::jsonb)` })
        .where(eq(bonusDefinitions.id, reload.id));
    await wagerMultiplier(0);
    try {
      await depositWith(t, p, 40, { bonusId: reload.id });
    } finally {
      await wagerMultiplier(reload.terms.wagerMultiplier);
    }
    const listed = await call(t, { method: 'GET', url: '/api/game/player-bonuses', token: p.token });
    const queued = (listed.json().data as { id: string; status: number }[]).find(
      (bonus) => bonus.status === PlayerBonusStatus.issued,
    )!;
    const activated = await call(t, {
      method: 'PUT',
      url: `/api/game/player-bonuses/${queued.id}/activate`,
      token: p.token,
      payload: {},
    });
    expect(activated.statusCode, activated.body).toBe(200);
    await fold();

    const after = (await eurToday())!;
    const delta = (key: 'bonusCost' | 'deposits' | 'ftdAmount' | 'ngr') =>
      Number(after[key]) - Number(before[key]);
    expect(delta('bonusCost')).toBe(20);
    expect(delta('deposits')).toBe(90);
    expect(after.depositCount - before.depositCount).toBe(2);
    expect(after.ftdCount - before.ftdCount).toBe(1);
    expect(delta('ftdAmount')).toBe(50);
    expect(delta('ngr')).toBe(-20);
    expect(after.registrations - before.registrations).toBe(1);
    expect(await reportsCheck(t.database.db, quiet, today(), today())).toBe(0);
  });

  it('counts each transaction once: a fold that fails moves nothing, and folding again adds nothing', async () => {
    const p = await kit.player(50, SLOT);
    await fold();
    const before = (await eurToday({ gameId: SLOT }))?.bets ?? '0';
    await kit.spin(p, SLOT, '2', '1');
    await kit.spin(p, SLOT, '3');
    // A process that dies mid-fold: the rollup rows and the watermark roll back together.
    await expect(
      t.database.db.transaction(async (tx) => {
        await foldLedger(tx, { batch: 1, settleMs: 0 });
        throw new Error('killed mid-fold');
      }),
    ).rejects.toThrow('killed mid-fold');
    await t.database.db.transaction((tx) => foldLedger(tx, { batch: 1, settleMs: 0 }));
    await fold();
    await fold();
    expect(Number((await eurToday({ gameId: SLOT }))!.bets) - Number(before)).toBe(5);
    expect((await reconcileReports(t.database.db, today(), today())).differences).toEqual([]);
  });

  it('leaves transactions younger than the settle lag for the next run', async () => {
    const p = await kit.player(10, SLOT);
    await fold();
    await kit.spin(p, SLOT, '1');
    expect(await foldAll(t.database.db, { settleMs: 60_000 })).toBe(0);
    expect(await fold()).toBeGreaterThan(0);
  });

  it('is kept by the reports.fold job on the durable queue, once its transactions are older than the settle lag', async () => {
    const p = await kit.player(30, SLOT);
    await fold();
    const before = Number((await eurToday({ gameId: SLOT }))?.bets ?? '0');
    await kit.spin(p, SLOT, '7', '3');
    // As if the job's minute came 10 s later: the postings are past the 5 s settle lag.
    await t.database.db.execute(
      sql`UPDATE ledger_transactions SET created_at = created_at - interval '10 seconds'
          WHERE id > (SELECT last_transaction_id FROM report_watermarks WHERE name = 'daily')`,
    );
    await t.app.jobs.schedule(
      t.database.db,
      { name: FOLD_JOB },
      { key: `test-${driver}`, runAt: new Date(), data: {} },
    );
    expect(await t.app.jobs.runDue(new Date())).toBeGreaterThanOrEqual(1);
    expect(Number((await eurToday({ gameId: SLOT }))!.bets) - before).toBe(7);
  });

  it('fails the reconciliation when a rollup row is edited, naming the total', async () => {
    const p = await kit.player(20, SLOT);
    await kit.spin(p, SLOT, '4', '2');
    await fold();
    expect(await reportsCheck(t.database.db, quiet, today(), today())).toBe(0);
    await t.database.db.execute(
      sql`UPDATE report_daily SET wins = wins + 1 WHERE day = ${today()}::date AND game_id = ${SLOT} AND currency = 'EUR'`,
    );
    const errors: string[] = [];
    expect(
      await reportsCheck(
        t.database.db,
        { log: () => {}, error: (line) => errors.push(line) },
        today(),
        today(),
      ),
    ).toBe(1);
    expect(errors).toEqual([
      expect.stringMatching(new RegExp(`^MISMATCH ${today()} EUR wins: rollup \\d+, ledger \\d+`)),
    ]);
    await t.database.db.execute(
      sql`UPDATE report_daily SET wins = wins - 1 WHERE day = ${today()}::date AND game_id = ${SLOT} AND currency = 'EUR'`,
    );
    expect(await reportsCheck(t.database.db, quiet, today(), today())).toBe(0);
  });

  it('counts a player active on two days once over the range, and checks the day counts against the ledger', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const p = await kit.player(40, SLOT);
    await kit.spin(p, SLOT, '1');
    // The first spin a day earlier: the player is active yesterday and today.
    await t.database.db.execute(
      sql`UPDATE ledger_transactions SET created_at = created_at - interval '1 day'
          WHERE id > (SELECT last_transaction_id FROM report_watermarks WHERE name = 'daily')`,
    );
    await kit.spin(p, SLOT, '2');
    await fold();

    const response = await report(finance, 'daily', { from: yesterday, to: today(), currency: 'EUR' });
    expect(response.statusCode, response.body).toBe(200);
    const { days, totals } = response.json().data as { days: DailySummaryRow[]; totals: DailySummaryRow[] };
    const ledgerActives = async (from: string, to: string) => {
      const result = await t.database.db.execute(sql`
        SELECT count(DISTINCT wa.player_id)::int AS n FROM ledger_transactions lt
        JOIN ledger_entries e ON e.transaction_id = lt.id
        JOIN ledger_accounts la ON la.id = e.account_id
        JOIN wallet_accounts wa ON wa.id = la.wallet_account_id
        WHERE lt.kind = 'bet' AND wa.currency = 'EUR'
          AND (lt.created_at AT TIME ZONE 'UTC')::date BETWEEN ${from}::date AND ${to}::date`);
      return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
    };
    expect(days.map((day) => [day.day, day.activePlayers])).toEqual([
      [yesterday, await ledgerActives(yesterday, yesterday)],
      [today(), await ledgerActives(today(), today())],
    ]);
    expect(totals[0]!.activePlayers).toBe(await ledgerActives(yesterday, today()));
    expect(totals[0]!.activePlayers).toBeLessThan(days[0]!.activePlayers + days[1]!.activePlayers);
    expect(await reportsCheck(t.database.db, quiet, yesterday, today())).toBe(0);

    for (const [column, measure] of [
      ['active_players', 'active_players'],
      ['registrations', 'registrations'],
    ] as const) {
      const edit = (by: number) =>
        t.database.db.execute(sql`
          UPDATE report_day_counts SET ${sql.raw(column)} = ${sql.raw(column)} + ${by}
          WHERE (day, currency, country) IN (
            SELECT day, currency, country FROM report_day_counts
            WHERE day = ${today()}::date AND currency = 'EUR' LIMIT 1)`);
      await edit(1);
      const errors: string[] = [];
      expect(
        await reportsCheck(
          t.database.db,
          { log: () => {}, error: (line) => errors.push(line) },
          today(),
          today(),
        ),
      ).toBe(1);
      expect(errors).toEqual([expect.stringMatching(new RegExp(`^MISMATCH ${today()} EUR ${measure}: `))]);
      await edit(-1);
    }
    expect(await reportsCheck(t.database.db, quiet, today(), today())).toBe(0);
  });

  it('keeps the range counts equal to a distinct count, whatever order and batches the days come in', async () => {
    // Players of a currency no other test uses, active on random days of 40, folded in random batches.
    const base = Date.parse('2025-01-01T00:00:00Z');
    const dayOf = (n: number) => new Date(base + n * 86_400_000).toISOString().slice(0, 10);
    const ids = Array.from(
      { length: 12 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const visits = Array.from({ length: 160 }, () => ({
      player: ids[random(ids.length)]!,
      day: dayOf(random(40)),
      country: ['DE', 'FI'][random(2)]!,
    }));
    for (let start = 0; start < visits.length; ) {
      const batch = visits.slice(start, start + 1 + random(25));
      start += batch.length;
      const rows = sql.join(
        batch.map((v) => sql`(${v.day}::date, 'TST', ${v.country}, ${v.player}::uuid)`),
        sql`, `,
      );
      await t.database.db.execute(sql`
        WITH source (day, currency, country, player_id) AS (VALUES ${rows}), ${activeDaysFold(sql`source`)}
        SELECT 1`);
    }
    // Each player-day counts in the country of its first visit; over a range, in that of the first day.
    const firstCountry = new Map<string, string>();
    for (const v of visits)
      if (!firstCountry.has(`${v.player}|${v.day}`)) firstCountry.set(`${v.player}|${v.day}`, v.country);
    const expected = (from: string, to: string, country?: string) => {
      const firstDay = new Map<string, string>();
      for (const key of [...firstCountry.keys()].sort((a, b) => (a.slice(37) < b.slice(37) ? -1 : 1))) {
        const [player, day] = key.split('|') as [string, string];
        if (day >= from && day <= to && !firstDay.has(player)) firstDay.set(player, day);
      }
      return [...firstDay].filter(
        ([player, day]) => !country || firstCountry.get(`${player}|${day}`) === country,
      ).length;
    };
    const ranges = [
      [0, 39],
      [0, 0],
      [5, 17],
      [20, 39],
      [13, 14],
      [39, 39],
    ];
    for (const [a, b] of ranges)
      for (const country of [undefined, 'DE', 'FI']) {
        const query = { from: dayOf(a!), to: dayOf(b!), currency: 'TST', ...(country ? { country } : {}) };
        const [range] = await rangeActivePlayers(t.database.db, query);
        expect(range?.count ?? 0, `${query.from} … ${query.to} ${country ?? ''}`).toBe(
          expected(query.from, query.to, country),
        );
      }
    const perDay = await dayCounts(t.database.db, { from: dayOf(0), to: dayOf(39), currency: 'TST' });
    for (const row of perDay) expect(row.activePlayers).toBe(expected(row.day, row.day));
    expect(perDay.length).toBe(new Set(visits.map((v) => v.day)).size);
  });

  it('lists a player whose deposits reach the threshold within 24 hours', async () => {
    const p = await kit.player(1_500, SLOT);
    await kit.fund(p, 60_000n);
    const small = await kit.player(100, SLOT);
    await fold();
    const response = await report(finance, 'large-transactions', { from: today(), to: today() });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ threshold: '2000', thresholdCurrency: 'EUR' });
    expect(data.rows).toContainEqual(
      expect.objectContaining({ playerId: p.playerId, kind: 'deposit', count: 2, total: '2100' }),
    );
    expect(data.rows.map((row: { playerId: string }) => row.playerId)).not.toContain(small.playerId);
  });

  it('refuses a bad range per field, and staff without reports.read', async () => {
    const backwards = await report(finance, 'daily', { from: '2026-05-02', to: '2026-05-01' });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().error.fields).toEqual({ to: ['Must be at least 2026-05-02.'] });
    const tooLong = await report(finance, 'rtp', { from: '2024-01-01', to: '2026-01-01' });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().error.fields).toEqual({ to: ['Must be at most 2024-12-31.'] });
    const notADay = await report(finance, 'daily.csv', { from: '2026-02-30', to: '2026-03-01' });
    expect(notADay.statusCode).toBe(422);
    expect(notADay.json().error.fields).toEqual({ from: ['Enter a valid date.'] });
    const badCountry = await report(finance, 'daily', { from: today(), to: today(), country: 'GBR' });
    expect(badCountry.statusCode).toBe(422);
    expect(Object.keys(badCountry.json().error.fields)).toEqual(['country']);
    for (const path of [
      'daily',
      'daily.csv',
      'rtp',
      'rtp.csv',
      'large-transactions',
      'large-transactions.csv',
    ])
      expect((await report(support, path, { from: today(), to: today() })).statusCode).toBe(403);
  });
});
