import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openTestDatabase } from '../test/databases.ts';
import { loadEnv } from './env.ts';
import { SLOW_REQUEST_MS } from './request-log.ts';

type LogLine = { level: number; msg: string; url?: string; statusCode?: number };

/** The app on PGlite with its log kept in memory, at the given LOG_LEVEL. */
async function appLoggingAt(level: string) {
  const database = await openTestDatabase('pglite');
  const lines: LogLine[] = [];
  const app = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: level }),
    database,
    logStream: { write: (line) => void lines.push(JSON.parse(line)) },
  });
  app.get('/test/slow', async () => {
    await sleep(SLOW_REQUEST_MS + 50);
    return { ok: true };
  });
  app.get('/test/broken', async () => {
    throw new Error('broken on purpose');
  });
  await app.ready();
  const requestLines = (url: string) => lines.filter((line) => line.url === url);
  return {
    app,
    requestLines,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

describe('the request log', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('writes no line for a good request at info, but the failed and the slow ones', async () => {
    const logged = await appLoggingAt('info');
    close = logged.close;
    for (let index = 0; index < 5; index++)
      expect((await logged.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect(logged.requestLines('/api/health')).toEqual([]);

    expect((await logged.app.inject({ url: '/test/broken' })).statusCode).toBe(500);
    expect(logged.requestLines('/test/broken')).toEqual([
      expect.objectContaining({ level: 50, msg: 'request failed', statusCode: 500 }),
    ]);
    await logged.app.inject({ url: '/test/slow' });
    expect(logged.requestLines('/test/slow')).toEqual([
      expect.objectContaining({ level: 40, msg: 'slow request', statusCode: 200 }),
    ]);
  });

  it('writes one line per request at LOG_LEVEL=debug', async () => {
    const logged = await appLoggingAt('debug');
    close = logged.close;
    await logged.app.inject({ url: '/api/health' });
    expect(logged.requestLines('/api/health')).toEqual([
      expect.objectContaining({ level: 20, msg: 'request completed', statusCode: 200 }),
    ]);
  });
});
