import { ErrorCode, PlayerStatus } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { players, rateEvents, sessions } from './tables.ts';
import { call, IDENTITY_TABLES, registerByEmail, signIn } from './test-helpers.ts';
import { ACCESS_TOKEN_SECONDS, issueOneTimeToken, signAccessToken } from './tokens.ts';

describe.each(testDrivers)('sessions on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t.close());
  beforeEach(() => t.truncate(...IDENTITY_TABLES));

  const profile = (token: string) => call(t, { url: '/api/player/profile', token });
  const block = (playerId: string) =>
    t.database.db.update(players).set({ status: PlayerStatus.blocked }).where(eq(players.id, playerId));
  const idOfToken = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      sub: string;
      sessionId: string;
      id: string;
      jti: string;
      exp: number;
      iat: number;
    };

  it('signs in by e-mail with a new session and token each time, recording the time', async () => {
    const registered = await registerByEmail(t, 'mia@example.com');
    const first = await signIn(t, 'MIA@example.com', 'secret-pass', { headers: { 'user-agent': 'phone' } });
    expect(first.statusCode).toBe(200);
    const second = await signIn(t, 'mia@example.com', 'secret-pass');
    const [a, b] = [first.json().data, second.json().data];
    expect(a.profile).toMatchObject({ id: registered.profile.id, isNewlyRegistered: false });
    expect(a.profile.lastSignInAt).not.toBeNull();
    const claims = idOfToken(a.accessToken);
    expect(claims.sub).toBe(registered.profile.id);
    expect(claims.id).toBe(registered.profile.id);
    expect(claims.sessionId).toBe(a.sessionId);
    expect(a).toMatchObject({ tokenType: 'Bearer', expiresAfter: 15 * 60 });
    expect(claims.exp - claims.iat).toBe(15 * 60);
    expect(claims.sessionId).not.toBe(idOfToken(b.accessToken).sessionId);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.id, claims.sessionId));
    expect(rows[0]).toMatchObject({ method: 'password', userAgent: 'phone', closedAt: null });
    expect((await profile(a.accessToken)).statusCode).toBe(200);
  });

  it('answers 401 with one message for a wrong password and for an unknown login', async () => {
    await registerByEmail(t, 'leo@example.com');
    const wrongPassword = await signIn(t, 'leo@example.com', 'not-the-password');
    const unknownEmail = await signIn(t, 'nobody@example.com', 'secret-pass');
    const unknownPhone = await signIn(t, '+4915112345678', 'secret-pass');
    for (const response of [wrongPassword, unknownEmail, unknownPhone]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(wrongPassword.json());
    }
    expect(wrongPassword.json().error.code).toBe(ErrorCode.invalidCredentials);
    expect((await signIn(t, '', 'x')).statusCode).toBe(422);
  });

  it('refuses a blocked player at sign-in and on every call of an open session (403)', async () => {
    const { profile: player, accessToken } = await registerByEmail(t, 'eve@example.com');
    await block(player.id);
    const response = await signIn(t, 'eve@example.com', 'secret-pass');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe(ErrorCode.accountBlocked);
    const call403 = await profile(accessToken);
    expect(call403.statusCode).toBe(403);
    expect(call403.json().error.code).toBe(ErrorCode.accountBlocked);
    expect((await signIn(t, 'eve@example.com', 'wrong')).statusCode).toBe(401);
  });

  it('carries the limited status (2) in the profile without refusing the player', async () => {
    const { profile: player } = await registerByEmail(t, 'lim@example.com');
    await t.database.db
      .update(players)
      .set({ status: PlayerStatus.limited })
      .where(eq(players.id, player.id));
    const response = await signIn(t, 'lim@example.com', 'secret-pass');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.profile.status).toBe(2);
    expect((await profile(response.json().data.accessToken)).json().data.status).toBe(2);
  });

  it('refreshes a token for the same session', async () => {
    const { accessToken } = await registerByEmail(t, 'ray@example.com');
    const response = await call(t, {
      method: 'POST',
      url: '/api/player/sessions/refresh',
      token: accessToken,
    });
    expect(response.statusCode).toBe(200);
    const refreshed = response.json().data.accessToken;
    expect(idOfToken(refreshed).sessionId).toBe(idOfToken(accessToken).sessionId);
    expect((await profile(refreshed)).statusCode).toBe(200);
    expect((await call(t, { method: 'POST', url: '/api/player/sessions/refresh' })).statusCode).toBe(401);
  });

  it('logs out: the session closes and its tokens are refused at once', async () => {
    const { accessToken } = await registerByEmail(t, 'kai@example.com');
    const response = await call(t, {
      method: 'POST',
      url: '/api/player/sessions/logout',
      token: accessToken,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: {} });
    const after = await profile(accessToken);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe(ErrorCode.unauthorized);
    const refresh = await call(t, {
      method: 'POST',
      url: '/api/player/sessions/refresh',
      token: accessToken,
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('lists open sessions newest first with the current one flagged, paged', async () => {
    const { accessToken: first } = await registerByEmail(t, 'ida@example.com');
    await signIn(t, 'ida@example.com', 'secret-pass');
    const third = (
      await signIn(t, 'ida@example.com', 'secret-pass', { headers: { 'user-agent': 'tablet' } })
    ).json().data.accessToken;
    const other = await registerByEmail(t, 'someone@example.com');
    const page = await call(t, { url: '/api/player/sessions?page=1&perPage=2', token: third });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.meta).toEqual({ page: 1, perPage: 2, totalPages: 2, totalRows: 3 });
    expect(body.data[0]).toMatchObject({
      sessionId: idOfToken(third).sessionId,
      playerId: idOfToken(third).sub,
      deviceType: 'desktop',
      current: true,
      userAgent: 'tablet',
      method: 'password',
    });
    expect(body.data[1].current).toBe(false);
    const last = (await call(t, { url: '/api/player/sessions?page=2&perPage=2', token: third })).json();
    expect(last.data).toEqual([
      expect.objectContaining({
        sessionId: idOfToken(first).sessionId,
        method: 'registration',
        current: false,
      }),
    ]);
    expect(last.data.map((item: { sessionId: string }) => item.sessionId)).not.toContain(
      idOfToken(other.accessToken).sessionId,
    );
    expect((await call(t, { url: '/api/player/sessions' })).statusCode).toBe(401);
  });

  it("closes another session of the player, refusing its token; 404 for someone else's", async () => {
    const { accessToken: laptop } = await registerByEmail(t, 'zoe@example.com');
    const phone = (await signIn(t, 'zoe@example.com', 'secret-pass')).json().data.accessToken;
    const stranger = await registerByEmail(t, 'stranger@example.com');
    const close = (id: string, token: string) =>
      call(t, { method: 'PUT', url: `/api/player/sessions/${id}/close`, token });

    expect((await close(idOfToken(stranger.accessToken).sessionId, laptop)).statusCode).toBe(404);
    expect((await profile(stranger.accessToken)).statusCode).toBe(200);
    expect((await close('not-a-uuid', laptop)).statusCode).toBe(404);

    const closed = await close(idOfToken(phone).sessionId, laptop);
    expect(closed.statusCode).toBe(200);
    // The closed session replaces its row in the list: the same session, now with its closing time.
    expect(closed.json().data).toMatchObject({
      sessionId: idOfToken(phone).sessionId,
      current: false,
      method: 'password',
    });
    expect(Date.parse(closed.json().data.closedAt)).not.toBeNaN();
    expect((await profile(phone)).statusCode).toBe(401);
    expect((await profile(laptop)).statusCode).toBe(200);
    expect((await close(idOfToken(phone).sessionId, laptop)).statusCode).toBe(404);
    const list = (await call(t, { url: '/api/player/sessions', token: laptop })).json();
    expect(list.meta.totalRows).toBe(1);
  });

  it('refuses an expired token on player calls but refreshes it while the session is fresh', async () => {
    const { accessToken } = await registerByEmail(t, 'old@example.com');
    const claims = idOfToken(accessToken);
    const expired = await signAccessToken(
      t.app.authKeys,
      { playerId: claims.sub, sessionId: claims.sessionId, tokenId: claims.jti },
      Math.floor(Date.now() / 1000) - ACCESS_TOKEN_SECONDS - 60,
    );
    expect((await profile(expired)).statusCode).toBe(401);
    const refreshed = await call(t, { method: 'POST', url: '/api/player/sessions/refresh', token: expired });
    expect(refreshed.statusCode).toBe(200);
    expect((await profile(refreshed.json().data.accessToken)).statusCode).toBe(200);

    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: longAgo })
      .where(eq(sessions.id, claims.sessionId));
    const idle = await call(t, { method: 'POST', url: '/api/player/sessions/refresh', token: expired });
    expect(idle.statusCode).toBe(401);
  });

  it('refuses a token signed with another key or tampered with', async () => {
    const { accessToken } = await registerByEmail(t, 'max@example.com');
    const [header, payload, signature] = accessToken.split('.');
    const flipped = `${header}.${payload}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    expect((await profile(flipped)).statusCode).toBe(401);
    const oneTime = await issueOneTimeToken(t.app.authKeys, {
      playerId: idOfToken(accessToken).sub,
      purpose: 'autologin',
    });
    expect((await profile(oneTime)).statusCode).toBe(401);
    expect((await profile('garbage')).statusCode).toBe(401);
  });

  it('updates last seen at most once a minute', async () => {
    const { accessToken } = await registerByEmail(t, 'seen@example.com');
    const { sessionId: sid } = idOfToken(accessToken);
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await t.database.db.update(sessions).set({ lastSeenAt: twoMinutesAgo }).where(eq(sessions.id, sid));
    await profile(accessToken);
    const [touched] = await t.database.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(touched!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 10_000);
    const thirtySecondsAgo = new Date(Date.now() - 30_000);
    await t.database.db.update(sessions).set({ lastSeenAt: thirtySecondsAgo }).where(eq(sessions.id, sid));
    await profile(accessToken);
    const [kept] = await t.database.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(kept!.lastSeenAt.getTime()).toBe(thirtySecondsAgo.getTime());
  });

  it('trades a one-time token for a session once; a replay is refused', async () => {
    const { profile: player } = await registerByEmail(t, 'auto@example.com');
    const token = await issueOneTimeToken(t.app.authKeys, { playerId: player.id, purpose: 'autologin' });
    const exchange = () => call(t, { method: 'POST', url: '/api/player/sessions/token', payload: { token } });
    const first = await exchange();
    expect(first.statusCode).toBe(200);
    expect(first.json().data.profile.id).toBe(player.id);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, idOfToken(first.json().data.accessToken).sessionId));
    expect(row!.method).toBe('autologin');
    const replay = await exchange();
    expect(replay.statusCode).toBe(401);

    const expired = await issueOneTimeToken(t.app.authKeys, {
      playerId: player.id,
      purpose: 'social',
      ttlSeconds: -1,
    });
    expect(
      (await call(t, { method: 'POST', url: '/api/player/sessions/token', payload: { token: expired } }))
        .statusCode,
    ).toBe(401);
    const forged = `${token.slice(0, -4)}AAAA`;
    expect(
      (await call(t, { method: 'POST', url: '/api/player/sessions/token', payload: { token: forged } }))
        .statusCode,
    ).toBe(401);

    await block(player.id);
    const blocked = await issueOneTimeToken(t.app.authKeys, { playerId: player.id, purpose: 'social' });
    const refused = await call(t, {
      method: 'POST',
      url: '/api/player/sessions/token',
      payload: { token: blocked },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('counts real failures, and a success clears the account count', async () => {
    await registerByEmail(t, 'count@example.com');
    for (let attempt = 0; attempt < 3; attempt++) await signIn(t, 'count@example.com', `wrong-${attempt}`);
    const failures = await t.database.db.select().from(sessions);
    expect(failures).toHaveLength(1);
    const counted = await t.database.db
      .select()
      .from(rateEvents)
      .where(eq(rateEvents.subject, 'count@example.com'));
    expect(counted).toHaveLength(3);
    expect((await signIn(t, 'count@example.com', 'secret-pass')).statusCode).toBe(200);
    const cleared = await t.database.db
      .select()
      .from(rateEvents)
      .where(eq(rateEvents.subject, 'count@example.com'));
    expect(cleared).toHaveLength(0);
  });
});
