import { createHash, createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/databases.ts';
import { type LocalOidcProvider, signInAtLocalProvider } from '../../../test/local-oidc-provider.ts';
import { startSocialTestApp } from '../../../test/social-test-app.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { players, socialIdentities } from '../tables.ts';
import { call, registerByEmail } from '../test-helpers.ts';

const PUBLIC_URL = 'http://127.0.0.1:3999';
const BOT_TOKEN = '4242:telegram-test-token';

describe.each(testDrivers)('social sign-in on %s', (driver) => {
  let provider: LocalOidcProvider;
  let t: TestApp;

  beforeAll(async () => {
    ({ t, provider } = await startSocialTestApp(driver, PUBLIC_URL, {
      accounts: {
        'unverified-1': { email: 'shared@players.example', emailVerified: false },
        'existing-1': { email: 'existing@players.example' },
      },
      env: { TELEGRAM_BOT_NAME: 'lucky_harbor_bot', TELEGRAM_BOT_TOKEN: BOT_TOKEN },
    }));
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  const redirect = (route: string, state: unknown) =>
    call(t, {
      method: 'GET',
      url: `/api/player/sessions/social/${route}/redirect?state=${encodeURIComponent(JSON.stringify(state))}`,
    });

  /** As the product's callback page does: the provider's parameters in the query, the connection in the body. */
  const finishSocial = (connection: string, params: Record<string, string | number>) =>
    call(t, {
      method: 'POST',
      url: `/api/player/sessions/social?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)] as [string, string]))}`,
      payload: { connection, provider: connection, locale: 'en', fingerprint: 'fp-social' },
    });

  /** The browser's whole round trip: our redirect, the provider's pages, the callback page's POST. */
  async function signInThroughProvider(
    login: string,
    connection = 'local',
    route = connection,
    backRoute = '/main',
  ) {
    const started = await redirect(route, { backRoute, connection });
    expect(started.statusCode).toBe(302);
    const callback = await signInAtLocalProvider(String(started.headers.location), login);
    expect(callback.href.startsWith(`${PUBLIC_URL}/auth/social/${connection}/callback?`)).toBe(true);
    const callbackParams = Object.fromEntries(callback.searchParams);
    const finished = await finishSocial(connection, callbackParams);
    return { finished, callbackParams };
  }

  it('advertises the configured connections in init', async () => {
    const init = (await call(t, { method: 'GET', url: '/api/player/init' })).json().data;
    expect(init.socialAuth).toEqual({
      auth0Connections: ['google-oauth2'],
      directConnections: ['local'],
      telegram: { bot: 'lucky_harbor_bot', authUrl: `${PUBLIC_URL}/auth/social/telegram/callback` },
    });
  });

  it('signs a new player up through the provider and back to where they were', async () => {
    const { finished } = await signInThroughProvider('new-player-1', 'local', 'local', '/static/terms?x=1');
    expect(finished.statusCode, finished.body).toBe(200);
    const result = finished.json().data;
    expect(result.backRoute).toBe('/static/terms?x=1');
    expect(result.profile).toMatchObject({
      email: 'new-player-1@players.example',
      emailConfirmed: true,
      isNewlyRegistered: true,
    });
    const profile = await call(t, { method: 'GET', url: '/api/player/profile', token: result.accessToken });
    expect(profile.json().data.id).toBe(result.profile.id);
  });

  it('finds the same player the next time', async () => {
    const first = (await signInThroughProvider('returning-1')).finished.json().data;
    const second = (await signInThroughProvider('returning-1')).finished.json().data;
    expect(second.profile.id).toBe(first.profile.id);
    expect(second.profile.isNewlyRegistered).toBe(false);
    const links = await t.database.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.subject, 'returning-1'));
    expect(links).toHaveLength(1);
  });

  it('links a verified e-mail to the existing player, but never an unverified one', async () => {
    const existing = await registerByEmail(t, 'existing@players.example');
    const linked = (await signInThroughProvider('existing-1')).finished.json().data;
    expect(linked.profile.id).toBe(existing.profile.id);

    await registerByEmail(t, 'shared@players.example');
    const separate = (await signInThroughProvider('unverified-1')).finished.json().data;
    expect(separate.profile.email).toBeNull();
    const [row] = await t.database.db.select().from(players).where(eq(players.id, separate.profile.id));
    expect(row?.email).toBeNull();
  });

  it('passes the Auth0 connection to the provider', async () => {
    const started = await redirect('auth0', { backRoute: '/', connection: 'google-oauth2' });
    const url = new URL(String(started.headers.location));
    expect(url.searchParams.get('connection')).toBe('google-oauth2');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/social/google-oauth2/callback`);
    const { finished } = await signInThroughProvider('auth0-player', 'google-oauth2', 'auth0');
    expect(finished.statusCode, finished.body).toBe(200);
  });

  it('refuses a replayed callback', async () => {
    const { finished, callbackParams } = await signInThroughProvider('replay-1');
    expect(finished.statusCode).toBe(200);
    const replay = await finishSocial('local', callbackParams);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe(11016);
  });

  it('refuses a forged code', async () => {
    const started = await redirect('local', { backRoute: '/', connection: 'local' });
    const state = new URL(String(started.headers.location)).searchParams.get('state')!;
    const forged = await finishSocial('local', { code: 'forged', state, iss: provider.issuer });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe(11016);
  });

  it('refuses unknown providers and back routes off the site', async () => {
    expect((await redirect('nowhere', { backRoute: '/', connection: 'nowhere' })).statusCode).toBe(404);
    expect((await redirect('local', { backRoute: '/', connection: 'google-oauth2' })).statusCode).toBe(404);
    const offSite = await redirect('local', { backRoute: '//evil.example/', connection: 'local' });
    expect(offSite.statusCode).toBe(422);
    expect(offSite.json().error.fields.state).toHaveLength(1);
    const notJson = await call(t, {
      method: 'GET',
      url: '/api/player/sessions/social/local/redirect?state=%7Bbroken',
    });
    expect(notJson.statusCode).toBe(422);
  });

  it('signs in with Telegram data signed by the bot token, and refuses anything else', async () => {
    const fields = {
      id: 5551234,
      first_name: 'Ana',
      username: 'ana_tg',
      auth_date: Math.floor(Date.now() / 1000),
    };
    const checkString = Object.entries(fields)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, value]) => `${key}=${value}`)
      .join('\n');
    const secret = createHash('sha256').update(BOT_TOKEN).digest();
    const hash = createHmac('sha256', secret).update(checkString).digest('hex');
    const signedIn = await finishSocial('telegram', { ...fields, hash });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.cookies.find((cookie) => cookie.name === 'session-token')).toMatchObject({
      value: signedIn.json().data.accessToken,
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(signedIn.json().data.profile).toMatchObject({
      nickname: expect.stringContaining('ana_tg'),
      email: null,
    });
    const tampered = await finishSocial('telegram', { ...fields, id: 1, hash });
    expect(tampered.statusCode).toBe(401);
  });
});
