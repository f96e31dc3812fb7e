import { PLAYER_BONUS_CREATED_EVENT, PLAYER_FREESPIN_CREATED_EVENT } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import type { EventDispatcher } from '../events/dispatcher.ts';
import { requireGame } from '../games/service.ts';
import { createMessage } from '../messenger/messages.ts';
import { currencyUnit } from '../settings/service.ts';
import { minorToUnits } from '../wallet/money.ts';
import { playerBonuses, playerFreespins } from './tables.ts';

/**
 * The player's inbox hears of every bonus and free spins issued (a deposit's, a code's, the cashback,
 * free-spin winnings): one message each, keyed by the bonus, written from its created event.
 */
export function registerBonusMessages(events: EventDispatcher) {
  events.subscribe(PLAYER_BONUS_CREATED_EVENT, async (event, tx) => {
    const { playerBonusId } = event.payload as { playerBonusId: string };
    const [row] = await tx.select().from(playerBonuses).where(eq(playerBonuses.id, playerBonusId));
    if (!row) return;
    const unit = (await currencyUnit(tx, row.currency)) ?? 100;
    await createMessage(tx, {
      playerId: row.playerId,
      key: `bonus:${row.id}`,
      kind: 'bonus.issued',
      params: {
        name: { names: row.names },
        amount: { amount: minorToUnits(row.amount, unit), currency: row.currency },
      },
      link: '/profile/bonuses',
    });
  });
  events.subscribe(PLAYER_FREESPIN_CREATED_EVENT, async (event, tx) => {
    const { playerFreespinId } = event.payload as { playerFreespinId: string };
    const [row] = await tx.select().from(playerFreespins).where(eq(playerFreespins.id, playerFreespinId));
    if (!row) return;
    await createMessage(tx, {
      playerId: row.playerId,
      key: `freespins:${row.id}`,
      kind: 'freespins.issued',
      params: { name: { names: row.names }, count: row.count, game: await gameTitle(tx, row.gameSlug) },
      link: '/profile/bonuses',
    });
  });
}

/**
 * The bonus chosen with a deposit could not be given (no such bonus, or its rules no longer allow it):
 * the player hears that the deposit is credited without it. One message per deposit.
 */
export async function tellChosenBonusDropped(
  tx: Db,
  deposit: { invoiceId: string; playerId: string; currency: string; amount: bigint },
) {
  const unit = (await currencyUnit(tx, deposit.currency)) ?? 100;
  await createMessage(tx, {
    playerId: deposit.playerId,
    key: `bonus-dropped:${deposit.invoiceId}`,
    kind: 'bonus.dropped',
    params: { amount: { amount: minorToUnits(deposit.amount, unit), currency: deposit.currency } },
    link: '/profile/bonuses',
  });
}

/** The game's title; its slug when it is no longer shown. */
async function gameTitle(tx: Db, slug: string): Promise<string> {
  try {
    return (await requireGame(tx, slug)).game.title;
  } catch (error) {
    if (error instanceof AppError) return slug;
    throw error;
  }
}
