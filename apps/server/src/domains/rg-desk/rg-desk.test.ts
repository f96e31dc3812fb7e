import { LimitDefinition } from '@casino/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit/tables.ts';
import { recordRealityCheck } from '../game-wallet/reality-checks.ts';
import { STUDIO_PROVIDER_ID } from '../game-wallet/routes.ts';
import { openGameSession } from '../game-wallet/sessions.ts';
import { gameSessions } from '../game-wallet/tables.ts';
import { players as playerRows } from '../identity/tables.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import { fakeDateOnly } from '../identity/two-factor/test-two-factor.ts';
import { playerLimits } from '../limits/tables.ts';
import { playerMessages } from '../messenger/tables.ts';
import { formatInstant } from '../messenger/texts.ts';
import { enrolledOwner, enrolledStaff, type StaffClient, staffCall } from '../staff/test-staff.ts';

const STAFF_TABLES = ['staff_sessions', 'staff_invites', 'api_keys', 'staff', 'rate_events'];
const DESK = '/api/backoffice/responsible-gaming';
const DAY = 86_400_000;

describe.each(testDrivers)('responsible-gaming desk on %s', (driver) => {
  let t: TestApp;
  let owner: StaffClient;
  let support: StaffClient;
  let finance: StaffClient;
  let player: { id: string; token: string };
  let players = 0;

  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.truncate(...STAFF_TABLES);
    fakeDateOnly();
    owner = await enrolledOwner(t);
    support = await enrolledStaff(t, owner, 'support');
    finance = await enrolledStaff(t, owner, 'finance');
    players += 1;
    const login = await registerByEmail(t, `desk-${players}@example.com`, { currency: 'EUR' });
    player = { id: login.profile.id, token: login.accessToken };
  });
  afterEach(() => vi.useRealTimers());

  const playerLimit = (body: Record<string, unknown>) =>
    call(t, { method: 'POST', url: '/api/player/limits', token: player.token, payload: body });
  const coolingOff = (who: StaffClient, period: string, reason = 'Talked on the phone') =>
    staffCall(t, who, {
      method: 'POST',
      url: `${DESK}/players/${player.id}/cooling-off`,
      payload: { period, reason },
    });
  const coolingOffRow = async () =>
    (
      await t.app.db
        .select()
        .from(playerLimits)
        .where(
          and(
            eq(playerLimits.playerId, player.id),
            eq(playerLimits.definition, LimitDefinition.coolingOff),
            sql`${playerLimits.endedAt} IS NULL`,
          ),
        )
    )[0];
  const audits = async (action: string) =>
    t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, player.id), eq(auditLog.action, action)));

  it('lists exclusions with their end, and every limit change with its player', async () => {
    expect((await playerLimit({ definition: 5, period: '1-week' })).statusCode).toBe(200);
    expect(
      (await playerLimit({ definition: 3, period: 'daily', currency: 'EUR', amount: 50 })).statusCode,
    ).toBe(200);

    const listed = await staffCall(t, finance, { method: 'GET', url: `${DESK}/exclusions` });
    expect(listed.statusCode).toBe(403);
    const exclusions = await staffCall(t, support, {
      method: 'GET',
      url: `${DESK}/exclusions?kind=cooling-off`,
    });
    expect(exclusions.statusCode, exclusions.body).toBe(200);
    const mine = exclusions
      .json()
      .data.filter((row: { player: { id: string } }) => row.player.id === player.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ kind: 'cooling-off', period: '1-week' });
    expect(Date.parse(mine[0].until) - Date.parse(mine[0].startsAt)).toBe(7 * DAY);
    const selfExcluded = await staffCall(t, support, {
      method: 'GET',
      url: `${DESK}/exclusions?kind=self-exclusion`,
    });
    expect(
      selfExcluded.json().data.some((row: { player: { id: string } }) => row.player.id === player.id),
    ).toBe(false);

    const changes = await staffCall(t, support, { method: 'GET', url: `${DESK}/limit-changes?perPage=2` });
    expect(changes.statusCode, changes.body).toBe(200);
    expect(changes.json().data).toHaveLength(2);
    // Both at the same (frozen) instant: either may come first.
    expect(changes.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ player: expect.objectContaining({ id: player.id }), definition: 5 }),
        expect.objectContaining({ definition: 3, change: 'created', amount: 50, actor: 'player' }),
      ]),
    );
    expect(changes.json().meta.totalRows).toBeGreaterThanOrEqual(2);
  });

  it('lists the reality checks players acknowledged in games, with the figures shown, per player', async () => {
    const { sessionId } = await openGameSession(t.app.db, {
      playerId: player.id,
      currency: 'EUR',
      providerId: STUDIO_PROVIDER_ID,
      gameId: 'dice',
    });
    const [session] = await t.app.db.select().from(gameSessions).where(eq(gameSessions.id, sessionId));
    const figures = { sessionToken: 'unused-by-the-record', currency: 'EUR', intervalSeconds: 1800 };
    await recordRealityCheck(t.app.db, session!, {
      ...figures,
      checkId: `${sessionId}:1`,
      elapsedSeconds: 1801,
      rounds: 40,
      net: '-12.5',
    });
    await recordRealityCheck(t.app.db, session!, {
      ...figures,
      checkId: `${sessionId}:2`,
      elapsedSeconds: 3650,
      rounds: 95,
      net: '3',
    });
    const url = `${DESK}/reality-checks?playerId=${player.id}`;
    expect((await staffCall(t, finance, { method: 'GET', url })).statusCode).toBe(403);
    const listed = await staffCall(t, support, { method: 'GET', url });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toMatchObject([
      { player: { id: player.id }, gameId: 'dice', elapsedSeconds: 3650, rounds: 95, net: '3' },
      { player: { id: player.id }, elapsedSeconds: 1801, rounds: 40, net: '-12.5', intervalSeconds: 1800 },
    ]);
    const bad = await staffCall(t, support, { method: 'GET', url: `${DESK}/reality-checks?playerId=nobody` });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields)).toEqual(['playerId']);
  });

  it('records contacts append-only and audited; refuses bad input per field and readers', async () => {
    const url = `${DESK}/players/${player.id}/interactions`;
    const body = {
      channel: 'phone',
      summary: 'Asked about the night play; agreed a deposit limit.',
      outcome: 'limit-agreed',
    };
    expect((await staffCall(t, finance, { method: 'POST', url, payload: body })).statusCode).toBe(403);
    const bad = await staffCall(t, support, {
      method: 'POST',
      url,
      payload: { channel: 'fax', summary: ' ', outcome: 'x' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['channel', 'outcome', 'summary']);

    const created = await staffCall(t, support, { method: 'POST', url, payload: body });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ ...body, playerId: player.id, staff: { id: support.id } });
    expect(await audits('players.rg-interaction.create')).toHaveLength(1);

    const listed = await staffCall(t, support, { method: 'GET', url });
    expect(listed.json().data.map((row: { id: string }) => row.id)).toEqual([created.json().data.id]);
    await expect(t.app.db.execute(sql`DELETE FROM rg_interactions`)).rejects.toThrow();
    const unknown = await staffCall(t, support, {
      method: 'POST',
      url: `${DESK}/players/00000000-0000-4000-8000-000000000000/interactions`,
      payload: body,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('applies a cooling-off for the player, audited, and tells them in the inbox', async () => {
    const applied = await coolingOff(support, '1-week');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data).toMatchObject({
      outcome: 'created',
      limit: { definition: 5, period: '1-week' },
    });
    expect(await audits('players.cooling-off.create')).toHaveLength(1);
    const messages = await t.app.db
      .select()
      .from(playerMessages)
      .where(eq(playerMessages.playerId, player.id));
    expect(messages.map((message) => message.kind)).toContain('limits.coolingOffByStaff');
    // A player who set no time zone reads the end in UTC, the zone named.
    const end = new Date((await coolingOffRow())!.expiresAt!);
    const told = messages.find((message) => message.kind === 'limits.coolingOffByStaff')!;
    expect(told.body).toContain(`until ${formatInstant(end.toISOString(), 'en', 'UTC')}.`);
    expect(told.body).toMatch(/ UTC\./);
    // The player cannot play or deposit, as with their own cooling-off.
    const limits = (await call(t, { url: '/api/player/limits', token: player.token })).json().data;
    expect(limits.map((limit: { definition: number }) => limit.definition)).toContain(5);
    expect((await coolingOff(support, '1-month', ' ')).statusCode).toBe(422);
    expect((await coolingOff(support, '2-hours')).statusCode).toBe(422);
    expect((await coolingOff(finance, '1-day')).statusCode).toBe(403);
  });

  it('tells the player the end in their language and time zone', async () => {
    await t.app.db
      .update(playerRows)
      .set({ locale: 'de', timeZone: 'Europe/Berlin' })
      .where(eq(playerRows.id, player.id));
    expect((await coolingOff(support, '1-day')).statusCode).toBe(200);
    const end = (await coolingOffRow())!.expiresAt!;
    const [told] = await t.app.db
      .select()
      .from(playerMessages)
      .where(
        and(eq(playerMessages.playerId, player.id), eq(playerMessages.kind, 'limits.coolingOffByStaff')),
      );
    const berlin = new Intl.DateTimeFormat('de', {
      timeZone: 'Europe/Berlin',
      hour: '2-digit',
      minute: '2-digit',
    }).format(end);
    expect(told!.title).toBe('Eine Spielpause hat begonnen');
    expect(told!.body).toContain(berlin);
    expect(told!.body).toMatch(/ (MEZ|MESZ)/);
    expect(told!.body).not.toContain('UTC');
  });

  it('never shortens a cooling-off in force: a shorter one keeps it, a longer one extends it', async () => {
    expect((await playerLimit({ definition: 5, period: '1-month' })).statusCode).toBe(200);
    const before = await coolingOffRow();

    const shorter = await coolingOff(support, '1-week');
    expect(shorter.statusCode, shorter.body).toBe(200);
    expect(shorter.json().data.outcome).toBe('kept');
    expect((await coolingOffRow())!.expiresAt).toEqual(before!.expiresAt);
    expect(await audits('players.cooling-off.keep')).toHaveLength(1);

    const longer = await coolingOff(support, '6-weeks');
    expect(longer.json().data.outcome).toBe('extended');
    const after = await coolingOffRow();
    expect(after!.id).toBe(before!.id);
    expect(after!.expiresAt!.getTime()).toBeGreaterThan(before!.expiresAt!.getTime());
    expect(after!.period).toBe('6-weeks');
  });

  it('two requests at once leave one cooling-off, the longer of the two', async () => {
    const answers = await Promise.all([coolingOff(support, '6-weeks'), coolingOff(owner, '1-day')]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const rows = await t.app.db
      .select()
      .from(playerLimits)
      .where(
        and(eq(playerLimits.playerId, player.id), eq(playerLimits.definition, LimitDefinition.coolingOff)),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.period).toBe('6-weeks');
    expect(rows[0]!.endedAt).toBeNull();
  });
});
