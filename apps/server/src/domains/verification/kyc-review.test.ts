import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DocumentStatus, ErrorCode } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit/tables.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import { advanceClock, fakeDateOnly } from '../identity/two-factor/test-two-factor.ts';
import { enrolledOwner, enrolledStaff, type StaffClient, staffCall } from '../staff/test-staff.ts';
import { jpegWithExif, minimalPdf, multipart } from './test-files.ts';

const STAFF_TABLES = ['staff_sessions', 'staff_invites', 'api_keys', 'staff', 'rate_events'];

describe.each(testDrivers)('the back office KYC queue on %s', (driver) => {
  let t: TestApp;
  let folder: string;
  let owner: StaffClient;
  let risk: StaffClient;
  let support: StaffClient;
  let players = 0;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'casino-kyc-'));
    t = await startTestApp(driver, { DOCUMENTS_DIR: folder });
  });
  afterAll(async () => {
    await t?.close();
    await rm(folder, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await t.truncate(...STAFF_TABLES, 'player_documents');
    fakeDateOnly();
    owner = await enrolledOwner(t);
    risk = await enrolledStaff(t, owner, 'risk');
    support = await enrolledStaff(t, owner, 'support');
  });
  afterEach(() => vi.useRealTimers());

  const newPlayer = async () => {
    const email = `kyc-${driver}-${++players}@example.com`;
    const { accessToken, profile } = await registerByEmail(t, email, { currency: 'EUR' });
    return { token: accessToken, id: profile.id as string, email, nickname: profile.nickname as string };
  };
  const upload = async (token: string, type = 'passport', file?: { bytes: Buffer; name: string }) => {
    const { payload, headers } = await multipart({
      type,
      file: file ?? { bytes: await jpegWithExif(), name: 'passport.jpg', type: 'image/jpeg' },
    });
    const response = await call(t, { method: 'POST', url: '/api/player/documents', token, headers, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as string;
  };
  const queue = (who: StaffClient, query = '') =>
    staffCall(t, who, { method: 'GET', url: `/api/backoffice/kyc/documents${query}` });
  const decide = (who: StaffClient, id: string, verdict: 'approve' | 'reject', payload?: unknown) =>
    staffCall(t, who, { method: 'POST', url: `/api/backoffice/kyc/documents/${id}/${verdict}`, payload });
  const verification = async (token: string) =>
    (await call(t, { method: 'GET', url: '/api/player/verification', token })).json().data;
  const inbox = async (token: string) =>
    (await call(t, { method: 'GET', url: '/api/notification/messenger/messages', token })).json().data as {
      content: { title: string; body: string };
    }[];

  it('lists pending documents oldest first with their player and level, in keyset pages', async () => {
    const alice = await newPlayer();
    const bob = await newPlayer();
    // The clock is fake (PGlite's too): each upload a second after the one before.
    const first = await upload(alice.token);
    advanceClock(1000);
    const second = await upload(bob.token, 'utility-bill', { bytes: minimalPdf(), name: 'bill.pdf' });
    advanceClock(1000);
    const third = await upload(alice.token, 'id-card');

    const one = await queue(support, '?limit=2');
    expect(one.statusCode, one.body).toBe(200);
    const page = one.json();
    expect(page.data.map((row: { id: string }) => row.id)).toEqual([first, second]);
    expect(page.data[0]).toMatchObject({
      type: 'passport',
      mimeType: 'image/jpeg',
      player: { id: alice.id, email: alice.email, nickname: alice.nickname },
      verification: { level: 'none', verified: false },
    });
    expect(page.data[1]).toMatchObject({ type: 'utility-bill', mimeType: 'application/pdf' });
    expect(page.data[0].ageSeconds).toBeGreaterThanOrEqual(0);
    expect(page.meta.nextCursor).toEqual(expect.any(String));

    const two = (await queue(support, `?limit=2&cursor=${encodeURIComponent(page.meta.nextCursor)}`)).json();
    expect(two.data.map((row: { id: string }) => row.id)).toEqual([third]);
    expect(two.meta.nextCursor).toBeNull();

    // A decided document leaves the queue.
    expect((await decide(risk, first, 'approve')).statusCode).toBe(200);
    expect((await queue(support)).json().data.map((row: { id: string }) => row.id)).toEqual([second, third]);
  });

  it('serves the file inline as its stored sniffed type, sandboxed and never cached', async () => {
    const player = await newPlayer();
    // The name says HTML; the bytes are a PDF, and that is what is served.
    const id = await upload(player.token, 'utility-bill', { bytes: minimalPdf(), name: 'bill".html' });
    const response = await staffCall(t, support, {
      method: 'GET',
      url: `/api/backoffice/kyc/documents/${id}/file`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="document-${id}.pdf"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const image = await upload(player.token);
    const jpeg = await staffCall(t, support, {
      method: 'GET',
      url: `/api/backoffice/kyc/documents/${image}/file`,
    });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');

    const missing = await staffCall(t, support, {
      method: 'GET',
      url: '/api/backoffice/kyc/documents/00000000-0000-4000-8000-000000000000/file',
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await call(t, { method: 'GET', url: `/api/backoffice/kyc/documents/${id}/file` })).statusCode,
    ).toBe(401);
  });

  it('an approval raises the level, tells the player and is audited with before and after', async () => {
    const player = await newPlayer();
    const id = await upload(player.token);
    expect((await verification(player.token)).verified).toBe(false);

    const approved = await decide(risk, id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      document: { id, status: DocumentStatus.approved },
      verification: { verified: true },
    });
    expect((await verification(player.token)).verified).toBe(true);
    expect((await inbox(player.token))[0]?.content.title).toBe('Document approved');

    const [row] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'player-document'), eq(auditLog.targetId, id)));
    expect(row).toMatchObject({
      actorId: risk.id,
      actorRole: 'risk',
      action: 'kyc.document.approve',
      before: { status: DocumentStatus.pending },
      after: { status: DocumentStatus.approved, playerId: player.id },
    });
  });

  it('a rejection needs a reason, which the player reads in the inbox; the audit row holds it', async () => {
    const player = await newPlayer();
    const id = await upload(player.token);
    expect((await decide(risk, id, 'reject', {})).statusCode).toBe(422);
    expect((await decide(risk, id, 'reject', { reason: '   ' })).statusCode).toBe(422);
    expect((await decide(risk, id, 'reject', { reason: 'x'.repeat(301) })).statusCode).toBe(422);

    const rejected = await decide(risk, id, 'reject', { reason: 'The photo is blurred.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.document).toMatchObject({
      status: DocumentStatus.declined,
      rejectReason: 'The photo is blurred.',
    });
    const [message] = await inbox(player.token);
    expect(message?.content.title).toBe('Document rejected');
    expect(message?.content.body).toContain('The photo is blurred.');
    expect((await verification(player.token)).verified).toBe(false);

    const [row] = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(row).toMatchObject({
      action: 'kyc.document.reject',
      reason: 'The photo is blurred.',
      before: { status: DocumentStatus.pending },
      after: { status: DocumentStatus.declined },
    });
  });

  it('a support agent (kyc.read without kyc.review) may look but not decide', async () => {
    const player = await newPlayer();
    const id = await upload(player.token);
    expect((await decide(support, id, 'approve')).statusCode).toBe(403);
    expect((await decide(support, id, 'reject', { reason: 'no' })).statusCode).toBe(403);
    expect((await queue(support)).json().data).toHaveLength(1);
  });

  it('a document decided already answers 409 (10409), never a second decision', async () => {
    const player = await newPlayer();
    const id = await upload(player.token);
    expect((await decide(risk, id, 'approve')).statusCode).toBe(200);
    const again = await decide(risk, id, 'reject', { reason: 'Changed my mind' });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.code).toBe(ErrorCode.conflict);
    expect((await decide(risk, '00000000-0000-4000-8000-000000000000', 'approve')).statusCode).toBe(404);
  });

  it('of two reviewers deciding at once exactly one wins', async () => {
    const other = await enrolledStaff(t, owner, 'risk', 'second-risk@example.com');
    const player = await newPlayer();
    const id = await upload(player.token);
    const answers = await Promise.all([
      decide(risk, id, 'approve'),
      decide(other, id, 'reject', { reason: 'Expired' }),
      decide(risk, id, 'reject', { reason: 'Expired' }),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audits).toHaveLength(1);
    expect(await inbox(player.token)).toHaveLength(1);
  });
});
