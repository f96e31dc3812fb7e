import { PlayerBonusResult, PlayerBonusStatus } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadEnv } from '../../plugins/env.ts';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp } from '../../test/test-app.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import { checkLedger } from '../wallet/ledger.ts';
import { accountParts } from '../wallet/views.ts';
import { playerBonuses } from './tables.ts';
import { giveBonuses } from './test-helpers.ts';

const DAY = 86_400_000;

describe.each(testDrivers)('bonus expiry across a restart on %s', (driver) => {
  it('expires the bonuses an app issued, by the next app on the same database, once', async () => {
    const first = await startTestApp(driver);
    const { accessToken: token, profile } = await registerByEmail(
      first,
      `expiry-restart-${driver}@example.com`,
      { currency: 'EUR' },
    );
    const playerId = profile.id as string;
    // The first account is opened when the player first lists them.
    const listed = await call(first, { method: 'GET', url: '/api/wallet/accounts', token });
    const account = (listed.json().data as { id: string; currency: string }[])[0]!;
    await giveBonuses(
      first.database.db,
      { playerId, walletAccountId: account.id, currency: account.currency },
      `restart-${driver}`,
    );
    // The timers reach the job queue through the outbox; then the app stops, its database stays.
    await first.app.events.dispatchPending();
    await first.app.close();

    const next = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database: first.database,
    });
    await next.ready();
    try {
      await next.jobs.runDue(new Date(Date.now() + 31 * DAY));
      const rows = await first.database.db
        .select()
        .from(playerBonuses)
        .where(eq(playerBonuses.playerId, playerId));
      expect(rows.map((row) => [row.status, row.result])).toEqual([
        [PlayerBonusStatus.finished, PlayerBonusResult.expired],
        [PlayerBonusStatus.finished, PlayerBonusResult.expired],
      ]);
      expect((await accountParts(first.database.db, account.id)).bonus).toBe(0n);
      // Nothing is left to run, and a second pass forfeits nothing twice.
      expect(await next.jobs.runDue(new Date(Date.now() + 62 * DAY))).toBe(0);
      expect((await checkLedger(first.database.db)).ok).toBe(true);
    } finally {
      await next.close();
      await first.database.close();
    }
  });
});
