import {
  PLAYER_BONUS_CODE_UPDATED_EVENT,
  PLAYER_BONUS_CREATED_EVENT,
  PLAYER_BONUS_UPDATED_EVENT,
  PLAYER_FREESPIN_CREATED_EVENT,
  PLAYER_FREESPIN_UPDATED_EVENT,
  type PlayerBonusCode,
  playerChannel,
} from '@casino/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { EventDispatcher } from '../events/dispatcher.ts';
import { publishEvent } from '../events/outbox.ts';
import { findPlayerById } from '../identity/players.ts';
import { type PlayerBonusRow, type PlayerFreespinRow, playerBonuses, playerFreespins } from './tables.ts';
import { playerBonusViews, playerFreespinViews } from './views.ts';

/** The outbox event game_wallet_move writes when a bet or win changes the active bonus (wagering, its end). */
export const PLAYER_BONUS_CHANGED = PLAYER_BONUS_UPDATED_EVENT;

type BonusChanged = { playerBonusId: string };
type FreespinChanged = { playerFreespinId: string };

/** Tells the player's browser a bonus changed; the pushed view is rendered at delivery. */
export async function publishPlayerBonus(tx: Db, row: PlayerBonusRow, created = false) {
  await publishEvent(tx, {
    type: created ? PLAYER_BONUS_CREATED_EVENT : PLAYER_BONUS_UPDATED_EVENT,
    payload: { playerBonusId: row.id } satisfies BonusChanged,
    channel: playerChannel('bonus:player-bonuses', row.playerId),
  });
}

export async function publishPlayerFreespin(tx: Db, row: PlayerFreespinRow, created = false) {
  await publishEvent(tx, {
    type: created ? PLAYER_FREESPIN_CREATED_EVENT : PLAYER_FREESPIN_UPDATED_EVENT,
    payload: { playerFreespinId: row.id } satisfies FreespinChanged,
    channel: playerChannel('bonus:player-freespins', row.playerId),
  });
}

/** A deposit code was used or turned out not available at the deposit. */
export async function publishPlayerBonusCode(tx: Db, code: PlayerBonusCode) {
  await publishEvent(tx, {
    type: PLAYER_BONUS_CODE_UPDATED_EVENT,
    payload: { playerBonusCode: code },
    channel: playerChannel('bonus:player-bonus-codes', code.playerId),
  });
}

const localeOf = async (tx: Db, playerId: string) => (await findPlayerById(tx, playerId))?.locale ?? 'en';

/** player.bonus.* and player.freespin.* are pushed with the item as it is at delivery, in the player's locale. */
export function renderBonusPushes(events: EventDispatcher) {
  const renderBonus = async (event: { payload: unknown }, tx: Db) => {
    const { playerBonusId } = event.payload as BonusChanged;
    const [row] = await tx.select().from(playerBonuses).where(eq(playerBonuses.id, playerBonusId));
    if (!row) return null;
    const locale = await localeOf(tx, row.playerId);
    const [playerBonus] = await playerBonusViews(tx, [row], locale);
    return { playerBonus };
  };
  const renderFreespin = async (event: { payload: unknown }, tx: Db) => {
    const { playerFreespinId } = event.payload as FreespinChanged;
    const [row] = await tx.select().from(playerFreespins).where(eq(playerFreespins.id, playerFreespinId));
    if (!row) return null;
    const locale = await localeOf(tx, row.playerId);
    const [playerFreespin] = await playerFreespinViews(tx, [row], locale);
    return { playerFreespin };
  };
  events.render(PLAYER_BONUS_CREATED_EVENT, renderBonus);
  events.render(PLAYER_BONUS_UPDATED_EVENT, renderBonus);
  events.render(PLAYER_FREESPIN_CREATED_EVENT, renderFreespin);
  events.render(PLAYER_FREESPIN_UPDATED_EVENT, renderFreespin);
}
