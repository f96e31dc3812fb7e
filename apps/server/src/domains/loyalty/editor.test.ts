import type { BackofficeLoyaltyLadder, LoyaltyLadder, LoyaltyLevel } from '@casino/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadEnv } from '../../plugins/env.ts';
import { testDrivers } from '../../test/databases.ts';
import type { TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit/tables.ts';
import { SLOT, startBonusApp } from '../bonuses/test-helpers.ts';
import { call } from '../identity/test-helpers.ts';
import { fakeDateOnly } from '../identity/two-factor/test-two-factor.ts';
import { enrolledOwner, enrolledStaff, type StaffClient, staffCall } from '../staff/test-staff.ts';
import { LEVELS } from './seed.ts';
import { loyaltyAccounts, loyaltyLevels } from './tables.ts';
import { type LoyaltyTestPlayer, loyaltyKit } from './test-helpers.ts';

const STAFF_TABLES = ['staff_sessions', 'staff_invites', 'api_keys', 'staff', 'rate_events'];

/** The seeded ladder as the editor sends it, with `change` applied to a copy of it. */
function seededLadder(change: (levels: LoyaltyLadder['levels']) => void = () => {}): LoyaltyLadder {
  const levels = LEVELS.map(({ names, pointsRequired, rateBp }) => ({
    names: { ...names },
    pointsRequired,
    rateBp,
  }));
  change(levels);
  return { levels };
}

describe.each(testDrivers)('the loyalty editor on %s', (driver) => {
  let t: TestApp;
  let kit: ReturnType<typeof loyaltyKit>;
  let marketing: StaffClient;
  let support: StaffClient;

  beforeAll(async () => {
    t = await startBonusApp(driver, { depositTurnover: false });
    kit = loyaltyKit(t, driver);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.truncate(...STAFF_TABLES);
    fakeDateOnly();
    const owner = await enrolledOwner(t);
    marketing = await enrolledStaff(t, owner, 'marketing');
    support = await enrolledStaff(t, owner, 'support');
  });
  afterEach(async () => {
    vi.useRealTimers();
    // Each test starts from the seeded ladder and rates.
    await t.database.db.update(loyaltyAccounts).set({ levelId: (await levelAt(1)).id });
    await staffCall(t, marketing, {
      method: 'PUT',
      url: '/api/backoffice/loyalty/levels',
      payload: seededLadder(),
    });
    await staffCall(t, marketing, {
      method: 'PUT',
      url: '/api/backoffice/loyalty/earn-rates',
      payload: { rules: [100, 50, 20, 50].map((percent, index) => ({ group: GROUPS[index], percent })) },
    });
  });

  const GROUPS = ['slots', 'instant', 'table', 'sportsbook'] as const;
  const put = (who: StaffClient, url: string, payload: unknown) =>
    staffCall(t, who, { method: 'PUT', url, payload });
  const levelAt = async (order: number) =>
    (await t.database.db.select().from(loyaltyLevels).where(eq(loyaltyLevels.levelOrder, order)))[0]!;

  const lastAudit = async (action: string) =>
    (
      await t.app.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, action))
        .orderBy(desc(auditLog.sequence))
        .limit(1)
    )[0]!;

  /** A player who earned 3000 points and holds level 3 (Navigator, from 2500). */
  async function navigator(): Promise<LoyaltyTestPlayer> {
    const p = await kit.player(100, SLOT);
    await kit.account(p);
    await t.database.db
      .update(loyaltyAccounts)
      .set({ points: 3000, earnedPoints: 3000, levelId: (await levelAt(3)).id })
      .where(eq(loyaltyAccounts.playerId, p.playerId));
    return p;
  }

  it('shows the ladder to bonuses.read with each level’s holders; support is refused writes (403)', async () => {
    await navigator();
    const response = await staffCall(t, support, { method: 'GET', url: '/api/backoffice/loyalty/levels' });
    expect(response.statusCode, response.body).toBe(200);
    const ladder = response.json().data as BackofficeLoyaltyLadder;
    expect(ladder.levels.map((level) => level.pointsRequired)).toEqual([0, 500, 2500, 10_000, 50_000]);
    expect(ladder.levels[2]).toMatchObject({ order: 3, rateBp: 12_500, names: { en: 'Navigator' } });
    expect(ladder.levels[2]!.holders).toBeGreaterThan(0);
    expect((await put(support, '/api/backoffice/loyalty/levels', seededLadder())).statusCode).toBe(403);
    const rates = await staffCall(t, support, { method: 'GET', url: '/api/backoffice/loyalty/earn-rates' });
    expect(rates.json().data.rules).toContainEqual({ group: 'table', percent: 20 });
  });

  it('refuses a ladder the engine would refuse, 422 on each field', async () => {
    const refused = async (ladder: unknown) => {
      const response = await put(marketing, '/api/backoffice/loyalty/levels', ladder);
      expect(response.statusCode, response.body).toBe(422);
      return Object.keys(response.json().error.fields ?? {});
    };
    expect(await refused(seededLadder((levels) => (levels[0]!.pointsRequired = 10)))).toContain(
      'levels.0.pointsRequired',
    );
    expect(await refused(seededLadder((levels) => (levels[2]!.pointsRequired = 500)))).toContain(
      'levels.2.pointsRequired',
    );
    expect(await refused(seededLadder((levels) => (levels[1]!.rateBp = 0)))).toContain('levels.1.rateBp');
    expect(await refused(seededLadder((levels) => (levels[1]!.rateBp = 1.5)))).toContain('levels.1.rateBp');
    expect(await refused(seededLadder((levels) => (levels[3]!.names = { de: 'Kapitän' })))).toContain(
      'levels.3.names',
    );
    expect(await refused(seededLadder((levels) => (levels[3]!.names.fr = 'Capitaine')))).toContain(
      'levels.3.names.fr',
    );
    expect(await refused({ levels: [] })).toContain('levels');
    const rates = await put(marketing, '/api/backoffice/loyalty/earn-rates', {
      rules: GROUPS.map((group) => ({ group, percent: group === 'table' ? 101 : 10 })),
    });
    expect(Object.keys(rates.json().error.fields)).toEqual(['rules.2.percent']);
  });

  it('keeps a level reached when its threshold rises, and its points; a lowered next level is reached with the next points', async () => {
    const p = await navigator();
    const raised = seededLadder((levels) => {
      levels[2]!.pointsRequired = 5_000;
      levels[2]!.names.en = 'Navigator II';
    });
    const response = await put(marketing, '/api/backoffice/loyalty/levels', raised);
    expect(response.statusCode, response.body).toBe(200);
    const audit = await lastAudit('loyalty.levels.update');
    expect((audit.before as { pointsRequired: number }[])[2]!.pointsRequired).toBe(2_500);
    expect((audit.after as { pointsRequired: number }[])[2]!.pointsRequired).toBe(5_000);

    const held = await kit.account(p);
    expect(held).toMatchObject({ points: 3000, earnedPoints: 3000 });
    expect(held.currentLevel).toMatchObject({ order: 3, name: 'Navigator II', points: 5_000 });
    // Earning more at the raised threshold still never moves the player down: 10 EUR at 1.25 points
    // (12.5: the half point is kept for the next round).
    await kit.spin(p, SLOT, '10');
    expect(await kit.account(p)).toMatchObject({ points: 3012, currentLevel: { order: 3 } });

    const lowered = seededLadder((levels) => {
      levels[2]!.pointsRequired = 2_900;
      levels[3]!.pointsRequired = 3_015;
    });
    expect((await put(marketing, '/api/backoffice/loyalty/levels', lowered)).statusCode).toBe(200);
    expect((await kit.account(p)).currentLevel.order).toBe(3);
    await kit.spin(p, SLOT, '10');
    expect(await kit.account(p)).toMatchObject({ points: 3025, currentLevel: { order: 4 } });
  });

  it('adds and removes levels at the top, but never one a player holds (409)', async () => {
    await navigator();
    const longer = seededLadder((levels) =>
      levels.push({ names: { en: 'Fleet admiral' }, pointsRequired: 100_000, rateBp: 25_000 }),
    );
    const added = await put(marketing, '/api/backoffice/loyalty/levels', longer);
    expect(added.json().data.levels).toHaveLength(6);
    const shorter = seededLadder((levels) => levels.splice(3));
    const removed = await put(marketing, '/api/backoffice/loyalty/levels', shorter);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.levels).toHaveLength(3);
    const heldRemoved = await put(
      marketing,
      '/api/backoffice/loyalty/levels',
      seededLadder((levels) => levels.splice(2)),
    );
    expect(heldRemoved.statusCode).toBe(409);
  });

  it('applies a new earn rate to the next rounds only, and shows it on another node at once', async () => {
    const p = await kit.player(100, 'roulette');
    await kit.spin(p, 'roulette', '10');
    expect((await kit.account(p)).points).toBe(2);
    const rules = GROUPS.map((group) => ({ group, percent: group === 'table' ? 100 : 50 }));
    const response = await put(marketing, '/api/backoffice/loyalty/earn-rates', { rules });
    expect(response.statusCode, response.body).toBe(200);
    const audit = await lastAudit('loyalty.earn-rates.update');
    expect(audit.before).toMatchObject({ rules: expect.arrayContaining([{ group: 'table', percent: 20 }]) });
    await kit.spin(p, 'roulette', '10');
    expect((await kit.account(p)).points).toBe(12);
    const entries = await kit.entriesOf(p);
    expect(entries.map((entry) => entry.weightPercent).sort()).toEqual([100, 20]);

    // Another node: no cache of the rates or the levels between the database and its answers.
    const other = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database: t.database,
    });
    await other.ready();
    try {
      const shown = await other.inject({ method: 'GET', url: '/api/retention/earn-rules' });
      expect(shown.json().data.rules).toContainEqual({ group: 'table', percent: 100 });
      await put(
        marketing,
        '/api/backoffice/loyalty/levels',
        seededLadder((levels) => (levels[1]!.names.en = 'Able sailor')),
      );
      const levels = await other.inject({ method: 'GET', url: '/api/retention/levels' });
      expect((levels.json().data as LoyaltyLevel[])[1]!.name).toBe('Able sailor');
      const guest = await call(t, { method: 'GET', url: '/api/retention/levels' });
      expect(guest.json().data[1].name).toBe('Able sailor');
    } finally {
      await other.close();
    }
  });
});
