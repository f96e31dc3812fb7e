import { ErrorCode } from '@casino/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit/tables.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import { advanceClock, fakeDateOnly } from '../identity/two-factor/test-two-factor.ts';
import { enrolledOwner, enrolledStaff, type StaffClient, staffCall } from '../staff/test-staff.ts';

const STAFF_TABLES = ['staff_sessions', 'staff_invites', 'api_keys', 'staff', 'rate_events'];

describe.each(testDrivers)('staff actions on the player 360 page on %s', (driver) => {
  let t: TestApp;
  let owner: StaffClient;
  let support: StaffClient;
  let readOnly: StaffClient;
  let player: { id: string; token: string; email: string };
  let playerCount = 0;

  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.truncate(...STAFF_TABLES);
    fakeDateOnly();
    owner = await enrolledOwner(t);
    support = await enrolledStaff(t, owner, 'support');
    readOnly = await enrolledStaff(t, owner, 'read-only');
    playerCount += 1;
    const email = `acted-on-${playerCount}@example.com`;
    const login = await registerByEmail(t, email, { currency: 'EUR' });
    player = { id: login.profile.id, token: login.accessToken, email };
  });
  afterEach(() => vi.useRealTimers());

  const act = (who: StaffClient, method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) =>
    staffCall(t, who, { method, url: `/api/backoffice/players/${player.id}${path}`, payload });
  const profileStatus = () =>
    call(t, { method: 'GET', url: '/api/player/profile', token: player.token }).then((r) => r.statusCode);
  const auditActions = async () => {
    const rows = await t.app.db
      .select({ action: auditLog.action, reason: auditLog.reason, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.targetId, player.id))
      .orderBy(asc(auditLog.sequence));
    return rows.map((row) => [row.action, row.reason, row.actorId]);
  };

  it('a block signs the player out everywhere and keeps them out; unblocking lets them sign in again', async () => {
    const blocked = await act(support, 'POST', '/status', { status: 3, reason: 'Chargeback fraud' });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json().data).toEqual({ status: 3, closedSessions: 1 });
    expect(await profileStatus()).toBe(401);
    const signIn = () =>
      call(t, {
        method: 'POST',
        url: '/api/player/sessions',
        payload: { login: player.email, password: 'secret-pass' },
      });
    expect((await signIn()).statusCode).not.toBe(200);
    const restored = await act(support, 'POST', '/status', { status: 1, reason: 'Cleared by the bank' });
    expect(restored.json().data).toEqual({ status: 1, closedSessions: 0 });
    expect(await auditActions()).toEqual([
      ['players.status.set', 'Chargeback fraud', support.id],
      ['players.status.set', 'Cleared by the bank', support.id],
    ]);
  });

  it('refuses a status staff may not set, a missing reason, a read-only member, and a self-excluded player', async () => {
    expect((await act(support, 'POST', '/status', { status: 4, reason: 'x' })).statusCode).toBe(422);
    expect((await act(support, 'POST', '/status', { status: 3, reason: ' ' })).statusCode).toBe(422);
    expect((await act(readOnly, 'POST', '/status', { status: 3, reason: 'x' })).statusCode).toBe(403);
    await t.app.db.execute(sql`update players set status = 4 where id = ${player.id}`);
    const refused = await act(support, 'POST', '/status', { status: 1, reason: 'Asked on the phone' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe(ErrorCode.limitNotEditable);
    const unknown = await staffCall(t, support, {
      method: 'POST',
      url: '/api/backoffice/players/not-a-player/status',
      payload: { status: 3, reason: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(await auditActions()).toEqual([]);
  });

  it('closes every session of the player and says how many', async () => {
    await call(t, {
      method: 'POST',
      url: '/api/player/sessions',
      payload: { login: player.email, password: 'secret-pass' },
    });
    const closed = await act(support, 'POST', '/sessions/close', { reason: 'Phone stolen' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.closedSessions).toBeGreaterThanOrEqual(1);
    expect(await profileStatus()).toBe(401);
    expect((await act(support, 'POST', '/sessions/close', { reason: 'Again' })).json().data).toEqual({
      closedSessions: 0,
    });
  });

  it('keeps notes with their authors, newest first; the read-only member reads but cannot write', async () => {
    expect((await act(support, 'POST', '/notes', { text: 'Called about a late payout.' })).statusCode).toBe(
      200,
    );
    advanceClock(60_000);
    expect((await act(owner, 'POST', '/notes', { text: 'Sent the documents list.' })).statusCode).toBe(200);
    expect((await act(readOnly, 'POST', '/notes', { text: 'Mine' })).statusCode).toBe(403);
    const notes = await act(readOnly, 'GET', '/notes');
    expect(notes.statusCode).toBe(200);
    expect(
      notes
        .json()
        .data.map((note: { text: string; author: { name: string } }) => [note.text, note.author.name]),
    ).toEqual([
      ['Sent the documents list.', 'Owner'],
      ['Called about a late payout.', 'A support'],
    ]);
    await expect(t.app.db.execute(sql`update staff_notes set text = 'edited'`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/append-only/) },
    });
    await expect(t.app.db.execute(sql`delete from staff_notes`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/append-only/) },
    });
  });

  it('sets and lowers a limit on the player’s behalf at once, but never raises, removes or shortens one', async () => {
    const created = await act(support, 'POST', '/limits', {
      definition: 3,
      period: 'daily',
      amount: 100,
      currency: 'EUR',
      reason: 'Affordability check',
    });
    expect(created.statusCode, created.body).toBe(200);
    const limitId = created.json().data.id as string;
    const lowered = await act(support, 'PUT', `/limits/${limitId}`, {
      amount: 40,
      reason: 'Asked by the player',
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(lowered.json().data).toMatchObject({ amount: 40, pendingExist: false });
    const raised = await act(support, 'PUT', `/limits/${limitId}`, { amount: 500, reason: 'Good customer' });
    expect(raised.statusCode).toBe(422);
    expect(raised.json().error.code).toBe(ErrorCode.limitNotEditable);
    const mine = await call(t, { method: 'GET', url: '/api/player/limits', token: player.token });
    expect(mine.json().data).toEqual([
      expect.objectContaining({ id: limitId, amount: 40, pendingExist: false }),
    ]);

    const excluded = await act(support, 'POST', '/limits', {
      definition: 5,
      period: '1-day',
      reason: 'Distressed call',
    });
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect(await auditActions()).toEqual([
      ['players.limit.create', 'Affordability check', support.id],
      ['players.limit.tighten', 'Asked by the player', support.id],
      ['players.limit.create', 'Distressed call', support.id],
    ]);
  });
  it('lists the player’s invoices and rounds for staff who may see them; 404 for no such player', async () => {
    const marketing = await enrolledStaff(t, owner, 'marketing');
    const accounts = await call(t, { method: 'GET', url: '/api/wallet/accounts', token: player.token });
    const accountId = accounts.json().data[0].id as string;
    const opened = await call(t, {
      method: 'POST',
      url: '/api/payment/invoices/deposit',
      token: player.token,
      payload: { method: 'sandbox_card', currency: 'EUR', country: 'DE', amount: 25, accountId, fields: {} },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const invoices = await act(support, 'GET', '/invoices?page=1');
    expect(invoices.statusCode, invoices.body).toBe(200);
    expect(invoices.json().data).toEqual([expect.objectContaining({ amount: 25, currency: 'EUR' })]);
    expect((await act(marketing, 'GET', '/invoices')).statusCode).toBe(403);
    const rounds = await act(marketing, 'GET', '/rounds');
    expect(rounds.statusCode, rounds.body).toBe(200);
    expect(rounds.json().data).toEqual([]);
    const unknown = await staffCall(t, support, {
      method: 'GET',
      url: '/api/backoffice/players/nobody/rounds',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
