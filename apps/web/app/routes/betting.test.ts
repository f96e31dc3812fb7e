import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fetcher } from '../lib/api-client.ts';
import { loader } from './betting.tsx';

/**
 * The real server, loaded by a path TypeScript does not follow: the web app's type check (DOM types)
 * must not take in the server's code, which is checked with its own settings.
 */
const SERVER = '../../../server/src/';
type TestApp = {
  app: { inject(options: object): Promise<{ body: string; statusCode: number }> };
  database: { db: unknown };
  close(): Promise<void>;
};
type BettingClientSetting = {
  host: string;
  clientId: string;
  sportsBookTheme?: string;
  allowParentUrlUpdate?: boolean;
};
const { startTestApp } = (await import(`${SERVER}test/test-app.ts`)) as {
  startTestApp(driver: string): Promise<TestApp>;
};
const { testDrivers } = (await import(`${SERVER}test/databases.ts`)) as { testDrivers: string[] };
const { savePublicSetting } = (await import(`${SERVER}domains/settings/service.ts`)) as {
  savePublicSetting(db: unknown, key: 'bettingClient', value: BettingClientSetting): Promise<void>;
};

type LoaderArgs = Parameters<typeof loader>[0];

/** The route's loader against the real server: its API calls go through the app's inject. */
function loadBetting(t: TestApp) {
  const api: Fetcher = async (path, init = {}) => {
    const answer = await t.app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      ...(init.body === undefined ? {} : { payload: init.body as object }),
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': 'application/json' },
    });
  };
  return loader({ context: { api } as unknown as AppLoadContext, params: {} } as unknown as LoaderArgs);
}

/** What a thrown `data(null, {status})` carries. */
async function statusThrown(run: Promise<unknown>): Promise<number | null> {
  try {
    await run;
    return null;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? -1;
  }
}

describe.each(testDrivers)('/betting on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t?.close());

  it("exists out of the box with the studio's built-in betting client", async () => {
    const { config } = await loadBetting(t);
    expect(config).toMatchObject({
      host: '/studio/betsy',
      clientId: 'lucky-harbor',
      allowParentUrlUpdate: false,
    });
  });

  it('passes an outside host and its theme on as set', async () => {
    await savePublicSetting(t.database.db, 'bettingClient', {
      host: 'https://sports.example.com',
      clientId: 'lh',
      sportsBookTheme: 'harbor',
      allowParentUrlUpdate: true,
    });
    const { config } = await loadBetting(t);
    expect(config).toEqual({
      host: 'https://sports.example.com',
      clientId: 'lh',
      theme: 'harbor',
      styles: undefined,
      allowParentUrlUpdate: true,
    });
  });

  it('is a 404 without a host or without a client id', async () => {
    await savePublicSetting(t.database.db, 'bettingClient', { host: '', clientId: 'lh' });
    expect(await statusThrown(loadBetting(t))).toBe(404);
    await savePublicSetting(t.database.db, 'bettingClient', { host: '/studio/betsy', clientId: '' });
    expect(await statusThrown(loadBetting(t))).toBe(404);
  });
});
