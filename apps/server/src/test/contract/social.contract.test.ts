import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testDrivers } from '../databases.ts';
import { type LocalOidcProvider, signInAtLocalProvider } from '../local-oidc-provider.ts';
import { startSocialTestApp } from '../social-test-app.ts';
import type { TestApp } from '../test-app.ts';
import { expectReads, skeletonClient } from './skeleton-client.ts';

/*
 * Client contract section 11: the social redirects as the product's client opens them (a full-page
 * navigation with state={"backRoute":...} only, the connection in the path or, for auth0, in
 * &connection=), the provider's way back to /auth/social/{connection}/callback, and the POST of
 * section 2 that the callback page makes with the provider's query.
 */

const PUBLIC_URL = 'http://127.0.0.1:3998';

const login = z.object({
  data: z.object({
    accessToken: z.string(),
    profile: z.object({ id: z.string(), isNewlyRegistered: z.boolean() }),
  }),
});

describe.each(testDrivers)('client contract: social redirects on %s', (driver) => {
  let provider: LocalOidcProvider;
  let t: TestApp;

  beforeAll(async () => {
    ({ t, provider } = await startSocialTestApp(driver, PUBLIC_URL));
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  /** The browser's navigation to the redirect, the provider's pages, then the callback page's POST. */
  async function roundTrip(path: string, connection: string, account: string) {
    const started = await t.app.inject({ method: 'GET', url: path });
    expect(started.statusCode, started.body).toBe(302);
    const callback = await signInAtLocalProvider(String(started.headers.location), account);
    expect(callback.pathname).toBe(`/auth/social/${connection}/callback`);
    const answer = await skeletonClient(t).post('/api/player/sessions/social', {
      query: Object.fromEntries(callback.searchParams),
      body: { connection, provider: connection, locale: 'en', fingerprint: 'fp-social' },
    });
    return expectReads(
      answer,
      200,
      login.extend({ data: login.shape.data.extend({ backRoute: z.string() }) }),
    ).data;
  }

  const state = (backRoute: string) => encodeURIComponent(JSON.stringify({ backRoute }));

  it('§11 takes the connection from the path when the state holds only backRoute', async () => {
    const signedIn = await roundTrip(
      `/api/player/sessions/social/local/redirect?state=${state('/games/dice?demo=1')}`,
      'local',
      `contract-direct-${driver}`,
    );
    expect(signedIn.profile.isNewlyRegistered).toBe(true);
    expect(signedIn.backRoute).toBe('/games/dice?demo=1');
  });

  it('§11 takes an auth0 connection from &connection=, and a URL-encoded back route', async () => {
    const signedIn = await roundTrip(
      `/api/player/sessions/social/auth0/redirect?state=${state(encodeURIComponent('/profile/wallet?tab=1'))}&connection=google-oauth2`,
      'google-oauth2',
      `contract-auth0-${driver}`,
    );
    expect(signedIn.backRoute).toBe('/profile/wallet?tab=1');
  });

  it('§11 still refuses a back route off the site, and auth0 without a connection', async () => {
    const offSite = await t.app.inject({
      method: 'GET',
      url: `/api/player/sessions/social/local/redirect?state=${state(encodeURIComponent('//evil.example/x'))}`,
    });
    expect(offSite.statusCode).toBe(422);
    const noConnection = await t.app.inject({
      method: 'GET',
      url: `/api/player/sessions/social/auth0/redirect?state=${state('/')}`,
    });
    expect(noConnection.statusCode).toBe(422);
    expect(Object.keys(noConnection.json().error.fields)).toEqual(['connection']);
  });
});
