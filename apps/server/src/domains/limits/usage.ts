import { LimitDefinition, type LimitPeriod } from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { playerTimeZone } from '../identity/players.ts';
import { cashMovements } from '../wallet/movements.ts';
import type { PlayerLimitRow } from './tables.ts';
import { type Window, windowOf } from './windows.ts';

/** What a cash limit's current window used, in minor units, read from the ledger through the wallet. */
export type Usage = { window: Window; used: bigint };

export async function usageOf(db: Db, row: PlayerLimitRow, now: Date, timeZone?: string): Promise<Usage> {
  const zone = timeZone ?? (await playerTimeZone(db, row.playerId));
  const window = windowOf(row.period as LimitPeriod, now, zone);
  const moved = await cashMovements(db, {
    playerId: row.playerId,
    currency: row.currency!,
    from: window.from,
    to: window.to,
  });
  const staked = moved.bets - moved.rollbacks;
  const used =
    row.definition === LimitDefinition.deposit
      ? moved.deposits
      : row.definition === LimitDefinition.bet
        ? staked
        : staked - moved.wins;
  return { window, used: used > 0n ? used : 0n };
}
