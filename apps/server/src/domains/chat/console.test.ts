import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit/tables.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import { fakeDateOnly } from '../identity/two-factor/test-two-factor.ts';
import { enrolledOwner, enrolledStaff, type StaffClient, staffCall } from '../staff/test-staff.ts';
import { jpegWithExif, minimalPdf, multipart, SECRET_MARKER } from '../verification/test-files.ts';

const STAFF_TABLES = ['staff_sessions', 'staff_invites', 'api_keys', 'staff', 'rate_events'];
const CHAT = '/api/backoffice/chat';

/** The staff console: transfers, canned replies, the player's context by role, images, rating, figures. */
describe.each(testDrivers)('the chat console on %s', (driver) => {
  let t: TestApp;
  let owner: StaffClient;
  let support: StaffClient;
  let readOnly: StaffClient;
  let players = 0;

  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.truncate(...STAFF_TABLES, 'chat_conversations', 'chat_canned_replies', 'chat_agent_presence');
    fakeDateOnly();
    owner = await enrolledOwner(t);
    support = await enrolledStaff(t, owner, 'support');
    readOnly = await enrolledStaff(t, owner, 'read-only');
  });
  afterEach(() => vi.useRealTimers());

  async function playerConversation() {
    players += 1;
    const login = await registerByEmail(t, `console-${driver}-${players}@example.com`, { currency: 'EUR' });
    const token = login.accessToken as string;
    const started = await call(t, { method: 'POST', url: '/api/chat/conversations', token, payload: {} });
    return { token, playerId: login.profile.id as string, id: started.json().data.conversation.id as string };
  }

  it('transfers one’s own conversation to an agent who may answer, someone else’s only with chat.manage', async () => {
    const second = await enrolledStaff(t, owner, 'support', 'support-2@example.com');
    const { id } = await playerConversation();
    await staffCall(t, support, { method: 'POST', url: `${CHAT}/conversations/${id}/take` });
    const transfer = (who: StaffClient, staffId: string) =>
      staffCall(t, who, {
        method: 'POST',
        url: `${CHAT}/conversations/${id}/transfer`,
        payload: { staffId },
      });

    expect((await transfer(second, second.id)).statusCode).toBe(403);
    expect((await transfer(support, readOnly.id)).json().error.fields.staffId).toBeDefined();
    const moved = await transfer(support, second.id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.assignedStaffId).toBe(second.id);
    expect((await transfer(owner, support.id)).json().data.assignedStaffId).toBe(support.id);
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'chat.transfer'), eq(auditLog.targetId, id)));
    expect(audits.map((row) => row.after)).toEqual([
      { assignedStaffId: second.id },
      { assignedStaffId: support.id },
    ]);
    // The read-only role sees the console but cannot answer.
    expect((await staffCall(t, readOnly, { method: 'GET', url: `${CHAT}/queue` })).statusCode).toBe(200);
    const answer = await staffCall(t, readOnly, {
      method: 'POST',
      url: `${CHAT}/conversations/${id}/messages`,
      payload: { clientMessageId: 'ro-1', text: 'Hi' },
    });
    expect(answer.statusCode).toBe(403);
  });

  it('keeps canned replies per locale, each change audited, edited by chat.manage only', async () => {
    const created = await staffCall(t, owner, {
      method: 'POST',
      url: `${CHAT}/canned-replies`,
      payload: { locale: 'de', title: 'Gruß', text: 'Hallo, wie kann ich helfen?' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const bySupport = await staffCall(t, support, {
      method: 'PUT',
      url: `${CHAT}/canned-replies/${id}`,
      payload: { locale: 'de', title: 'Gruß', text: 'Anders' },
    });
    expect(bySupport.statusCode).toBe(403);
    await staffCall(t, owner, {
      method: 'PUT',
      url: `${CHAT}/canned-replies/${id}`,
      payload: { locale: 'de', title: 'Gruß', text: 'Guten Tag!' },
    });
    const listed = await staffCall(t, support, { method: 'GET', url: `${CHAT}/canned-replies?locale=de` });
    expect(listed.json().data.map((reply: { text: string }) => reply.text)).toEqual(['Guten Tag!']);
    expect(
      (await staffCall(t, support, { method: 'GET', url: `${CHAT}/canned-replies?locale=en` })).json().data,
    ).toEqual([]);
    await staffCall(t, owner, { method: 'DELETE', url: `${CHAT}/canned-replies/${id}` });
    const actions = (await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, id))).map(
      (row) => row.action,
    );
    expect(actions).toEqual([
      'chat.cannedReply.create',
      'chat.cannedReply.update',
      'chat.cannedReply.delete',
    ]);
  });

  it('shows the player beside the conversation as far as the role may read', async () => {
    const { id, playerId } = await playerConversation();
    const asSupport = await staffCall(t, support, {
      method: 'GET',
      url: `${CHAT}/conversations/${id}/player-context`,
    });
    expect(asSupport.statusCode, asSupport.body).toBe(200);
    expect(asSupport.json().data).toMatchObject({ playerId, verification: { level: 'none' } });
    expect(asSupport.json().data.accounts.map((account: { currency: string }) => account.currency)).toEqual([
      'EUR',
    ]);
    expect(asSupport.json().data.lastDeposits).toEqual([]);
    const risk = await enrolledStaff(t, owner, 'risk');
    const asRisk = await staffCall(t, risk, {
      method: 'GET',
      url: `${CHAT}/conversations/${id}/player-context`,
    });
    expect(asRisk.statusCode, asRisk.body).toBe(200);
    const marketing = await enrolledStaff(t, owner, 'marketing');
    expect(
      (await staffCall(t, marketing, { method: 'GET', url: `${CHAT}/conversations/${id}/player-context` }))
        .statusCode,
    ).toBe(403);
  });

  it('takes images checked like documents, shown only to the conversation’s parties', async () => {
    const mine = await playerConversation();
    const other = await playerConversation();
    const upload = async (token: string, bytes: Buffer, name: string) => {
      const { payload, headers } = await multipart({ file: { bytes, name } });
      return call(t, {
        method: 'POST',
        url: `/api/chat/conversations/${mine.id}/attachments`,
        token,
        headers,
        payload,
      });
    };
    expect((await upload(mine.token, minimalPdf(), 'statement.pdf')).statusCode).toBe(422);
    expect((await upload(other.token, await jpegWithExif(), 'photo.jpg')).statusCode).toBe(404);
    const uploaded = await upload(mine.token, await jpegWithExif(), 'photo.jpg');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const attachment = uploaded.json().data;
    const sent = await call(t, {
      method: 'POST',
      url: `/api/chat/conversations/${mine.id}/messages`,
      token: mine.token,
      payload: { clientMessageId: 'img-1', attachmentIds: [attachment.id] },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.message.attachments).toHaveLength(1);

    const file = await call(t, { method: 'GET', url: attachment.url, token: mine.token });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.includes(Buffer.from(SECRET_MARKER))).toBe(false);
    expect((await sharp(file.rawPayload).metadata()).exif).toBeUndefined();
    expect((await call(t, { method: 'GET', url: attachment.url, token: other.token })).statusCode).toBe(404);
    expect((await call(t, { method: 'GET', url: attachment.url })).statusCode).toBe(404);
    const staffFile = await staffCall(t, support, {
      method: 'GET',
      url: `${CHAT}/conversations/${mine.id}/attachments/${attachment.id}`,
    });
    expect(staffFile.statusCode).toBe(200);
  });

  it('lets the visitor rate a closed conversation once, and counts it in the figures', async () => {
    const { id, token } = await playerConversation();
    await call(t, {
      method: 'POST',
      url: `/api/chat/conversations/${id}/messages`,
      token,
      payload: { clientMessageId: 'f-1', text: 'Help' },
    });
    expect(
      (
        await call(t, {
          method: 'POST',
          url: `/api/chat/conversations/${id}/rating`,
          token,
          payload: { rating: 5 },
        })
      ).statusCode,
    ).toBe(409);
    await staffCall(t, support, {
      method: 'POST',
      url: `${CHAT}/conversations/${id}/messages`,
      payload: { clientMessageId: 's-1', text: 'Here to help' },
    });
    await staffCall(t, support, { method: 'POST', url: `${CHAT}/conversations/${id}/close` });
    const rate = (rating: number) =>
      call(t, {
        method: 'POST',
        url: `/api/chat/conversations/${id}/rating`,
        token,
        payload: { rating, comment: 'Quick' },
      });
    expect((await rate(4)).json().data).toMatchObject({
      rating: 4,
      ratingComment: 'Quick',
      status: 'closed',
    });
    expect((await rate(1)).statusCode).toBe(409);

    const today = new Date().toISOString().slice(0, 10);
    const figures = await staffCall(t, readOnly, {
      method: 'GET',
      url: `${CHAT}/figures?from=${today}&to=${today}`,
    });
    expect(figures.statusCode, figures.body).toBe(200);
    expect(figures.json().data).toMatchObject({ conversations: 1, closed: 1, ratings: 1, averageRating: 4 });
    expect(figures.json().data.perAgent).toEqual([
      { staffId: support.id, name: 'A support', conversations: 1, messages: 1, averageRating: 4 },
    ]);
    expect(figures.json().data.waitingSeconds.mean).toBeGreaterThanOrEqual(0);
  });
});
