import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserFetcher } from '../api-client.ts';
import { createBrowserSession } from './browser-session.ts';
import { fakeToken } from './fake-token.ts';
import { memoryTokenStorage } from './token-storage.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('browser session calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refresh and logout send credentials, so the browser takes the cookie the server sets or clears', async () => {
    const fresh = fakeToken({ sub: 'p1', exp: Math.floor(Date.now() / 1000) + 900 });
    const fetch = vi.fn(async (path: string, _init: RequestInit) =>
      path.endsWith('/refresh') ? json({ data: { accessToken: fresh } }) : json({ data: {} }),
    );
    vi.stubGlobal('fetch', fetch);
    const expiring = fakeToken({ sub: 'p1', exp: Math.floor(Date.now() / 1000) + 5 });
    const session = createBrowserSession(() => 'en', memoryTokenStorage(expiring));
    await expect(session.freshToken()).resolves.toBe(fresh);
    await session.logout();
    expect(fetch.mock.calls.map(([path, init]) => [path, init.credentials])).toEqual([
      ['/api/player/sessions/refresh', 'same-origin'],
      ['/api/player/sessions/logout', 'same-origin'],
    ]);
  });

  it('other calls send no credentials unless they ask', async () => {
    const fetch = vi.fn(async (_path: string, _init: RequestInit) => json({ data: null }));
    vi.stubGlobal('fetch', fetch);
    const fetcher = browserFetcher(() => 'en');
    await fetcher('/api/player/profile');
    await fetcher('/api/player/sessions', { method: 'POST', body: {}, credentials: 'same-origin' });
    expect(fetch.mock.calls.map(([, init]) => init.credentials)).toEqual(['omit', 'same-origin']);
  });
});
