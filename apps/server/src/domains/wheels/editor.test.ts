import { type CreateWheel, createWheelSchema, type Wheel } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadEnv } from '../../plugins/env.ts';
import { testDrivers } from '../../test/databases.ts';
import type { TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit/tables.ts';
import { newPlayer, SLOT, startBonusApp } from '../bonuses/test-helpers.ts';
import { call } from '../identity/test-helpers.ts';
import { fakeDateOnly } from '../identity/two-factor/test-two-factor.ts';
import { loyaltyAccounts } from '../loyalty/tables.ts';
import { enrolledOwner, enrolledStaff, type StaffClient, staffCall } from '../staff/test-staff.ts';
import { issueSpin } from './issue.ts';
import { WHEELS } from './seed.ts';
import { wheelDraws, wheelSectors, wheelSpins, wheels } from './tables.ts';

const STAFF_TABLES = ['staff_sessions', 'staff_invites', 'api_keys', 'staff', 'rate_events'];
// Short steps: the player's access token and the staff session outlive them.
const STEP = 5 * 60_000;

let identities = 0;

/** A daily wheel of two sectors: 5 points at weight 3, 10 points at weight 1. */
function pointsWheel(overrides: Partial<CreateWheel> = {}): CreateWheel {
  return {
    identity: `editor-wheel-${++identities}`,
    titles: { en: 'Editor wheel', de: 'Editor-Rad' },
    descriptions: { en: 'A wheel of the editor tests.' },
    dailySpin: true,
    depositSpin: false,
    spinValidHours: 48,
    sectors: [
      { titles: { en: '5 points' }, weight: 3, prize: { type: 'points', points: 5 } },
      { titles: { en: '10 points' }, weight: 1, prize: { type: 'points', points: 10 } },
    ],
    ...overrides,
  };
}

type Sector = { id: string; weight: number; dropRate: number; prize: { type: string } };
type EditorWheel = {
  id: string;
  state: string;
  sectorsVersion: number;
  sectors: Sector[];
  openSpins: number;
};

describe.each(testDrivers)('the wheel editor on %s', (driver) => {
  let t: TestApp;
  let marketing: StaffClient;
  let support: StaffClient;

  beforeAll(async () => {
    t = await startBonusApp(driver);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.truncate(...STAFF_TABLES);
    fakeDateOnly();
    const owner = await enrolledOwner(t);
    marketing = await enrolledStaff(t, owner, 'marketing');
    support = await enrolledStaff(t, owner, 'support');
  });
  afterEach(() => vi.useRealTimers());

  const write = (who: StaffClient, method: 'POST' | 'PUT', url: string, payload: unknown) =>
    staffCall(t, who, { method, url, payload });
  const read = (who: StaffClient, url: string) => staffCall(t, who, { method: 'GET', url });

  async function created(body = pointsWheel()): Promise<EditorWheel> {
    const response = await write(marketing, 'POST', '/api/backoffice/wheels', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  }

  async function schedule(id: string, startsAt: Date | null, endsAt: Date | null): Promise<EditorWheel> {
    const response = await write(marketing, 'POST', `/api/backoffice/wheels/${id}/schedule`, {
      startsAt: startsAt?.toISOString() ?? null,
      endsAt: endsAt?.toISOString() ?? null,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  async function update(id: string, body: CreateWheel): Promise<EditorWheel> {
    const { identity: _identity, ...input } = body;
    const response = await write(marketing, 'PUT', `/api/backoffice/wheels/${id}`, input);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  const listedTo = async (token: string, app = t.app): Promise<Wheel[]> => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/retention/wheels?perPage=50',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const spin = (token: string, id: string) =>
    call(t, { method: 'POST', url: `/api/retention/wheels/${id}/spin`, token });
  const pointsOf = async (playerId: string) =>
    (await t.database.db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.playerId, playerId)))[0]
      ?.points ?? 0;

  it('passes the seeded wheels through the editor’s schema, and lists them live', async () => {
    for (const wheel of WHEELS) expect(createWheelSchema.safeParse(wheel).error).toBeUndefined();
    const live = await read(support, '/api/backoffice/wheels?state=live&perPage=100');
    expect(live.statusCode, live.body).toBe(200);
    const identities = (live.json().data as { identity: string }[]).map((wheel) => wheel.identity);
    expect(identities).toEqual(expect.arrayContaining(['daily-wheel', 'deposit-wheel']));
  });

  it('lets marketing create a draft, audited with its sectors; support reads it and is refused writes (403)', async () => {
    const wheel = await created();
    expect(wheel).toMatchObject({ state: 'draft', sectorsVersion: 1, openSpins: 0 });
    expect(wheel.sectors.map((sector) => sector.dropRate)).toEqual([75, 25]);
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'wheel.create'), eq(auditLog.targetId, wheel.id)));
    expect(audit?.after).toMatchObject({ sectors: [{ weight: 3 }, { weight: 1 }] });

    expect((await read(support, `/api/backoffice/wheels/${wheel.id}`)).statusCode).toBe(200);
    const drafts = await read(support, '/api/backoffice/wheels?state=draft');
    expect(drafts.json().data.map((row: { id: string }) => row.id)).toContain(wheel.id);
    expect((await write(support, 'POST', '/api/backoffice/wheels', pointsWheel())).statusCode).toBe(403);
    const { identity: _identity, ...input } = pointsWheel();
    expect((await write(support, 'PUT', `/api/backoffice/wheels/${wheel.id}`, input)).statusCode).toBe(403);
    const scheduled = await write(support, 'POST', `/api/backoffice/wheels/${wheel.id}/schedule`, {
      startsAt: null,
      endsAt: null,
    });
    expect(scheduled.statusCode).toBe(403);
  });

  it('refuses what the draw would refuse, 422 on each field', async () => {
    const refused = async (body: unknown) => {
      const response = await write(marketing, 'POST', '/api/backoffice/wheels', body);
      expect(response.statusCode, response.body).toBe(422);
      return Object.keys(response.json().error.fields ?? {});
    };
    const base = pointsWheel();
    const [first, second] = base.sectors;
    expect(await refused({ ...base, sectors: [{ ...first, weight: 0 }, second] })).toContain(
      'sectors.0.weight',
    );
    expect(await refused({ ...base, sectors: [first, { ...second, weight: 1.5 }] })).toContain(
      'sectors.1.weight',
    );
    expect(await refused({ ...base, sectors: [] })).toContain('sectors');
    expect(await refused({ ...base, titles: { de: 'Nur Deutsch' } })).toContain('titles');
    expect(await refused({ ...base, dailySpin: false })).toContain('dailySpin');
    expect(await refused({ ...base, depositSpin: true })).toContain('minDeposits');
    expect(
      await refused({ ...base, sectors: [{ ...first, prize: { type: 'money', amounts: {} } }, second] }),
    ).toContain('sectors.0.prize.amounts');
    // What only the site knows: its currencies, its locales and its games.
    expect(await refused({ ...base, depositSpin: true, minDeposits: { XYZ: '100' } })).toContain(
      'minDeposits.XYZ',
    );
    expect(await refused({ ...base, titles: { en: 'Wheel', fr: 'Roue' } })).toContain('titles.fr');
    const spins = { type: 'freespins', count: 5, gameSlug: 'no-such-game', betAmounts: { EUR: '20' } };
    expect(await refused({ ...base, sectors: [{ ...first, prize: spins }, second] })).toContain(
      'sectors.0.prize.gameSlug',
    );
    const taken = await created();
    const again = await write(marketing, 'POST', '/api/backoffice/wheels', {
      ...pointsWheel(),
      identity: (await read(marketing, `/api/backoffice/wheels/${taken.id}`)).json().data.identity,
    });
    expect(Object.keys(again.json().error.fields)).toEqual(['identity']);
  });

  it('moves scheduled → live at startsAt → ended at endsAt (fake clock); only a live wheel issues spins', async () => {
    const wheel = await created();
    const start = new Date(Date.now() + STEP);
    expect((await schedule(wheel.id, start, new Date(start.getTime() + STEP))).state).toBe('scheduled');
    const early = await newPlayer(t);
    expect((await listedTo(early.token)).map((item) => item.id)).not.toContain(wheel.id);
    expect((await spin(early.token, wheel.id)).statusCode).toBe(404);

    vi.setSystemTime(start.getTime() + 1);
    expect((await read(marketing, `/api/backoffice/wheels/${wheel.id}`)).json().data.state).toBe('live');
    const listed = (await listedTo(early.token)).find((item) => item.id === wheel.id);
    expect(listed).toMatchObject({ state: 2, startAt: start.toISOString() });
    expect(listed?.playerSpins).toHaveLength(1);
    expect((await read(marketing, `/api/backoffice/wheels/${wheel.id}`)).json().data.openSpins).toBe(1);

    vi.setSystemTime(start.getTime() + STEP);
    expect((await read(marketing, `/api/backoffice/wheels/${wheel.id}`)).json().data.state).toBe('ended');
    const late = await newPlayer(t);
    const ended = (await listedTo(late.token)).find((item) => item.id === wheel.id);
    expect(ended).toMatchObject({ state: 3, playerSpins: [] });
    // The spin issued while it was live stays playable until it expires.
    expect((await spin(early.token, wheel.id)).statusCode).toBe(200);
    const { identity: _identity, ...input } = pointsWheel();
    expect((await write(marketing, 'PUT', `/api/backoffice/wheels/${wheel.id}`, input)).statusCode).toBe(409);
    expect((await write(marketing, 'POST', `/api/backoffice/wheels/${wheel.id}/end`, {})).statusCode).toBe(
      409,
    );
  });

  it('unschedules before the start and ends a live wheel early: no spin is issued after', async () => {
    const wheel = await created();
    await schedule(wheel.id, new Date(Date.now() + STEP), null);
    const back = await write(marketing, 'POST', `/api/backoffice/wheels/${wheel.id}/unschedule`, {});
    expect(back.json().data.state).toBe('draft');
    expect((await schedule(wheel.id, null, null)).state).toBe('live');
    vi.setSystemTime(Date.now() + 1000);
    const ended = await write(marketing, 'POST', `/api/backoffice/wheels/${wheel.id}/end`, {});
    expect(ended.json().data.state).toBe('ended');
    const p = await newPlayer(t);
    expect((await listedTo(p.token)).find((item) => item.id === wheel.id)?.playerSpins).toEqual([]);
    const actions = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, wheel.id));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['wheel.schedule', 'wheel.unschedule', 'wheel.end']),
    );
  });

  it('keeps a spin issued before an edit on the sectors it was issued with; the next spin draws on the new ones', async () => {
    const one = (points: number) => ({
      titles: { en: `${points} points` },
      weight: 1,
      prize: { type: 'points' as const, points },
    });
    const body = pointsWheel({ sectors: [one(5)] });
    const wheel = await created(body);
    await schedule(wheel.id, null, null);
    const p = await newPlayer(t);
    const before = (await listedTo(p.token)).find((item) => item.id === wheel.id)!;
    expect(before.playerSpins).toHaveLength(1);

    const edited = await update(wheel.id, { ...body, sectors: [one(500), { ...one(700), weight: 3 }] });
    expect(edited.sectorsVersion).toBe(2);
    expect(edited.sectors.map((sector) => sector.dropRate)).toEqual([25, 75]);
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'wheel.update'), eq(auditLog.targetId, wheel.id)));
    expect(audit?.before).toMatchObject({ sectors: [{ prize: { points: 5 } }] });
    expect(audit?.after).toMatchObject({ sectors: [{ prize: { points: 500 } }, { prize: { points: 700 } }] });

    // The holder sees the wheel their spin draws on; a guest sees the new one.
    const held = (await listedTo(p.token)).find((item) => item.id === wheel.id)!;
    expect(held.items.map((item) => item.id)).toEqual(before.items.map((item) => item.id));
    const guest = await call(t, { method: 'GET', url: '/api/retention/wheels?perPage=50' });
    const shown = (guest.json().data as Wheel[]).find((item) => item.id === wheel.id)!;
    expect(shown.items.map((item) => item.dropRate)).toEqual([25, 75]);

    const played = await spin(p.token, wheel.id);
    expect(played.statusCode, played.body).toBe(200);
    expect(played.json().data).toMatchObject({
      id: before.items[0]!.id,
      prize: { type: 'points', amount: 5 },
    });
    expect(await pointsOf(p.playerId)).toBe(5);
    const [draw] = await t.database.db
      .select()
      .from(wheelDraws)
      .innerJoin(wheelSpins, eq(wheelSpins.id, wheelDraws.spinId))
      .where(eq(wheelSpins.playerId, p.playerId));
    expect(draw?.wheel_draws).toMatchObject({ sectorId: before.items[0]!.id, totalWeight: 1 });

    // An edit that leaves the sectors as they are adds no version.
    expect(
      (await update(wheel.id, { ...body, sectors: [one(500), { ...one(700), weight: 3 }] })).sectorsVersion,
    ).toBe(2);
    // A spin issued now (as tomorrow's daily spin would be) draws on version 2: 500 or 700.
    const [row] = await t.database.db.select().from(wheels).where(eq(wheels.id, wheel.id));
    expect(await issueSpin(t.database.db, row!, p.playerId, 'editor-test:next', new Date())).toBe(true);
    const next = (await listedTo(p.token)).find((item) => item.id === wheel.id)!;
    expect(next.items.map((item) => item.prize.amount)).toEqual([500, 700]);
    const second = await spin(p.token, wheel.id);
    expect(second.statusCode, second.body).toBe(200);
    expect([500, 700]).toContain(second.json().data.prize.amount);
    expect(await pointsOf(p.playerId)).toBe(5 + second.json().data.prize.amount);
    const versions = await t.database.db
      .select({ version: wheelSectors.version })
      .from(wheelSectors)
      .where(eq(wheelSectors.wheelId, wheel.id));
    expect(versions.map((row) => row.version).sort()).toEqual([1, 2, 2]);
  });

  it('shows a change made on one node on another at once: the wheels are read per request, not cached', async () => {
    const other = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database: t.database,
    });
    await other.ready();
    try {
      const p = await newPlayer(t);
      const wheel = await created(
        pointsWheel({
          sectors: [
            {
              titles: { en: 'Spins' },
              weight: 2,
              prize: { type: 'freespins', count: 5, gameSlug: SLOT, betAmounts: { EUR: '20' } },
            },
            { titles: { en: 'Nothing' }, weight: 2, prize: { type: 'nothing' } },
          ],
        }),
      );
      expect((await listedTo(p.token, other)).map((item) => item.id)).not.toContain(wheel.id);
      await schedule(wheel.id, null, null);
      const shown = (await listedTo(p.token, other)).find((item) => item.id === wheel.id);
      expect(shown?.items.map((item) => item.dropRate)).toEqual([50, 50]);
      vi.setSystemTime(Date.now() + 1000);
      await write(marketing, 'POST', `/api/backoffice/wheels/${wheel.id}/end`, {});
      expect((await listedTo(p.token, other)).find((item) => item.id === wheel.id)?.state).toBe(3);
    } finally {
      await other.close();
    }
  });
});
