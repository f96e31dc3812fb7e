import { PlayerBonusStatus } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import type { TestApp } from '../../test/test-app.ts';
import { accountParts } from '../wallet/views.ts';
import { offeredBonuses, weekStart } from './offers.ts';
import { playerFreespins } from './tables.ts';
import {
  definitionOf,
  depositWith,
  expectLedgerHolds,
  newPlayer,
  SLOT,
  startBonusApp,
} from './test-helpers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Noon UTC on the next Friday to come. */
function comingFriday(now = new Date()): Date {
  const friday = new Date(weekStart(now).getTime() + 4 * DAY + 12 * HOUR);
  return friday > now ? friday : new Date(friday.getTime() + 7 * DAY);
}

describe.each(testDrivers)('bonuses: Free Spins Friday on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startBonusApp(driver);
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the spins with the first deposit of a Friday, not with a second deposit that day', async () => {
    // Only JavaScript's Date moves (the app's clock for the offer and the deposit's settlement).
    const friday = comingFriday();
    vi.useFakeTimers({ toFake: ['Date'], now: friday });
    const db = t.database.db;
    const definition = await definitionOf(db, 'free-spins-friday');
    const p = await newPlayer(t);
    const offered = async (at: Date) =>
      (await offeredBonuses(db, p.playerId, 'EUR', at)).map((offer) => offer.slug);
    const spins = () =>
      db
        .select()
        .from(playerFreespins)
        .where(
          and(eq(playerFreespins.playerId, p.playerId), eq(playerFreespins.definitionId, definition.id)),
        );

    expect(await offered(new Date())).toContain('free-spins-friday');
    // 50 EUR reach the 60-spin tier.
    await depositWith(t, p, 50, { bonusId: definition.id });
    expect(await spins()).toMatchObject([
      { count: 60, gameSlug: SLOT, betAmount: 20n, status: PlayerBonusStatus.active },
    ]);

    // A second deposit the same Friday (ten minutes on: the player's access token lasts fifteen): not
    // offered any more, and chosen anyway it gives no spins.
    vi.setSystemTime(friday.getTime() + 10 * 60_000);
    expect(await offered(new Date())).not.toContain('free-spins-friday');
    await depositWith(t, p, 100, { bonusId: definition.id });
    expect(await spins()).toHaveLength(1);
    expect(await accountParts(db, p.accountId)).toMatchObject({ cash: 15_000n, bonus: 0n });
    await expectLedgerHolds(db);

    // The rule is per day: the next Friday's first deposit may take them again.
    expect(await offered(new Date(friday.getTime() + 7 * DAY))).toContain('free-spins-friday');
  });
});
