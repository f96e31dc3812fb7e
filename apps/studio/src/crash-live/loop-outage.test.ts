import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../server/src/test/databases.ts';
import type { PurseFor } from '../rounds/purse.ts';
import type { PlayerSessions } from '../server/player-session.ts';
import type { StudioDb } from '../storage/db.ts';
import { CrashFeed } from './feed.ts';
import { CrashLoop } from './loop.ts';
import { crashOptions } from './options.ts';
import { latestRound } from './round-store.ts';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('the crash loop while the database is away', () => {
  it('logs the outage once, keeps trying, and opens a round soon after the database is back', async () => {
    const database = await openTestDatabase('pglite');
    let away = true;
    // Every query fails while `away`, as it does while PostgreSQL restarts.
    const db = new Proxy(database.db as unknown as StudioDb, {
      get: (target, key, receiver) => {
        const value = Reflect.get(target, key, receiver);
        if (!away || typeof value !== 'function') return value;
        return () => {
          throw refused();
        };
      },
    });
    const logged = { errors: 0, warnings: 0 };
    const log = { error: () => logged.errors++, warn: () => logged.warnings++ };
    const options = crashOptions({ bettingMs: 60_000 });
    const feed = new CrashFeed({ state: async () => null, bets: async () => [] }, options.pollMs, log);
    const loop = new CrashLoop({
      db,
      sessions: {} as PlayerSessions,
      purseFor: (() => {
        throw new Error('no bets in this test');
      }) as PurseFor,
      options,
      feed,
      log,
    });
    try {
      loop.start();
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(logged.errors, 'one report for the whole outage').toBe(1);
      expect(await latestRound(database.db as unknown as StudioDb)).toBeNull();

      away = false;
      const backAt = Date.now();
      await expect
        .poll(() => latestRound(database.db as unknown as StudioDb), { timeout: 5_000, interval: 50 })
        .not.toBeNull();
      expect(Date.now() - backAt).toBeLessThan(3_000);
      expect(logged.errors).toBe(1);
    } finally {
      await loop.stop();
      await database.close();
    }
  });
});
