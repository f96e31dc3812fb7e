import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { autologinLink } from './autologin.ts';
import { call, registerByEmail } from './test-helpers.ts';

describe.each(testDrivers)('autologin links on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t.close());

  const exchange = (token: string) =>
    call(t, { method: 'POST', url: '/api/player/sessions/token', payload: { token } });

  it('signs the player in once', async () => {
    const registered = await registerByEmail(t, 'autologin@example.com');
    const link = await autologinLink(t.database.db, {
      login: 'autologin@example.com',
      publicUrl: 'https://casino.example',
    });
    const url = new URL(link!);
    expect(url.origin + url.pathname).toBe('https://casino.example/auth/autologin');
    const first = await exchange(url.searchParams.get('state')!);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.profile.id).toBe(registered.profile.id);
    const sessions = await call(t, {
      method: 'GET',
      url: '/api/player/sessions',
      token: first.json().data.accessToken,
    });
    expect(sessions.json().data.find((session: { current: boolean }) => session.current).method).toBe(
      'autologin',
    );
    expect((await exchange(url.searchParams.get('state')!)).statusCode).toBe(401);
  });

  it('has no link for an unknown player and refuses an expired one', async () => {
    expect(
      await autologinLink(t.database.db, { login: 'nobody@example.com', publicUrl: 'https://x.example' }),
    ).toBeNull();
    await registerByEmail(t, 'expired@example.com');
    const link = await autologinLink(t.database.db, {
      login: 'expired@example.com',
      publicUrl: 'https://x.example',
      ttlSeconds: -10,
    });
    expect((await exchange(new URL(link!).searchParams.get('state')!)).statusCode).toBe(401);
  });
});
