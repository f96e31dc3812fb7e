import { ErrorCode } from '@casino/contracts';
import { and, count, desc, eq, gt, isNotNull, lt, ne, notInArray } from 'drizzle-orm';
import type { StudioCurrency } from '../catalogue/currencies.ts';
import type { StudioGame } from '../catalogue/games.ts';
import { createRandomStream } from '../rng/provably-fair.ts';
import { takeNonce } from '../seeds/seed-pairs.ts';
import { StudioError } from '../server/errors.ts';
import type { PlayerSession } from '../server/player-session.ts';
import type { StudioDb } from '../storage/db.ts';
import {
  type StudioRoundRow,
  type StudioSeedPairRow,
  studioRounds,
  studioSeedPairs,
} from '../storage/tables.ts';
import type { ValidBet } from './bet-validation.ts';
import { paramsOf, playRound } from './instant-play.ts';

export type RoundWithSeeds = { round: StudioRoundRow; pair: StudioSeedPairRow };

/**
 * Decides a round and records it as open, before any money moves: the nonce is taken and the round
 * inserted in one transaction, so a seed rotation waits for it and then sees it open.
 */
export async function recordNewRound(
  db: StudioDb,
  input: {
    session: PlayerSession;
    game: StudioGame;
    bet: ValidBet;
    currency: StudioCurrency;
    /** Responsible game design: the least time since the player's last cycle of this sort of game. */
    minCycleMs?: number;
    /** When the round is played (the studio's clock); now by default. */
    now?: Date;
  },
): Promise<RoundWithSeeds> {
  const { session, game, bet, currency } = input;
  return db.transaction(async (tx) => {
    // Taking the nonce locks the player's seed pair: two rounds of one player go one after the other,
    // so the cycle check below cannot be raced by a second request.
    const { pair, nonce } = await takeNonce(tx, session.player);
    const now = input.now ?? new Date();
    if (input.minCycleMs && input.minCycleMs > 0)
      await refuseTooSoon(tx, session.player, game.kind, now, input.minCycleMs);
    const played = playRound(
      createRandomStream({ serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce }),
      bet,
    );
    const [round] = await tx
      .insert(studioRounds)
      .values({
        playerRef: session.player,
        sessionId: session.id,
        gameSlug: game.slug,
        kind: game.kind,
        mode: session.mode,
        currency: currency.code,
        betMinor: bet.amount,
        winMinor: played.win,
        freespinId: bet.kind === 'slot' ? bet.freespinId : null,
        params: paramsOf(bet, currency),
        outcome: played.outcome,
        seedPairId: pair.id,
        nonce,
        createdAt: now,
      })
      .returning();
    return { round: round!, pair };
  });
}

/**
 * RTS 14: a slot cycle lasts at least `minCycleMs` (another slot spin of the player sooner is refused),
 * other casino games count among themselves. A rolled-back round (its bet refused) was no cycle.
 */
async function refuseTooSoon(
  tx: StudioDb,
  player: string,
  kind: StudioGame['kind'],
  now: Date,
  minCycleMs: number,
) {
  const sameSort =
    kind === 'slot' ? eq(studioRounds.kind, 'slot') : notInArray(studioRounds.kind, ['slot', 'crash']);
  const [last] = await tx
    .select({ createdAt: studioRounds.createdAt })
    .from(studioRounds)
    .where(
      and(
        eq(studioRounds.playerRef, player),
        sameSort,
        ne(studioRounds.status, 'rolledBack'),
        gt(studioRounds.createdAt, new Date(now.getTime() - minCycleMs)),
      ),
    )
    .orderBy(desc(studioRounds.createdAt))
    .limit(1);
  if (last) {
    const waitMs = last.createdAt.getTime() + minCycleMs - now.getTime();
    throw new StudioError(
      ErrorCode.gameCycleTooFast,
      `A game cycle lasts at least ${minCycleMs / 1000} s: play again in ${Math.ceil(waitMs / 100) / 10} s.`,
    );
  }
}

export async function markBetTaken(db: StudioDb, roundId: string, transactionId: string) {
  await db.update(studioRounds).set({ betTransactionId: transactionId }).where(eq(studioRounds.id, roundId));
}

/** Closes an open round; false when it was no longer open (settled or rolled back meanwhile). */
export async function closeRound(
  db: StudioDb,
  roundId: string,
  status: 'settled' | 'rolledBack',
): Promise<StudioRoundRow | null> {
  const [row] = await db
    .update(studioRounds)
    .set({ status, settledAt: new Date() })
    .where(and(eq(studioRounds.id, roundId), eq(studioRounds.status, 'open')))
    .returning();
  return row ?? null;
}

const withSeeds = () => ({ round: studioRounds, pair: studioSeedPairs });

/** A round with its seed pair, by id; null when unknown (or the id is not a uuid). */
export async function findRound(db: StudioDb, roundId: string): Promise<RoundWithSeeds | null> {
  if (!UUID.test(roundId)) return null;
  const [row] = await db
    .select(withSeeds())
    .from(studioRounds)
    .innerJoin(studioSeedPairs, eq(studioSeedPairs.id, studioRounds.seedPairId))
    .where(eq(studioRounds.id, roundId));
  return row ?? null;
}

/** The player's rounds, newest first, and how many there are. */
export async function listRounds(
  db: StudioDb,
  playerRef: string,
  page: { page: number; perPage: number },
): Promise<{ rows: RoundWithSeeds[]; total: number }> {
  const mine = eq(studioRounds.playerRef, playerRef);
  const rows = await db
    .select(withSeeds())
    .from(studioRounds)
    .innerJoin(studioSeedPairs, eq(studioSeedPairs.id, studioRounds.seedPairId))
    .where(mine)
    .orderBy(desc(studioRounds.createdAt), desc(studioRounds.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  const [total] = await db.select({ value: count() }).from(studioRounds).where(mine);
  return { rows, total: total?.value ?? 0 };
}

/** The player's open round of a game (a mines round to resume after a reload), if any. */
export async function findOpenRound(
  db: StudioDb,
  playerRef: string,
  gameSlug: string,
): Promise<RoundWithSeeds | null> {
  const [row] = await db
    .select(withSeeds())
    .from(studioRounds)
    .innerJoin(studioSeedPairs, eq(studioSeedPairs.id, studioRounds.seedPairId))
    .where(
      and(
        eq(studioRounds.playerRef, playerRef),
        eq(studioRounds.gameSlug, gameSlug),
        eq(studioRounds.status, 'open'),
        isNotNull(studioRounds.betTransactionId),
      ),
    )
    .orderBy(desc(studioRounds.createdAt))
    .limit(1);
  return row ?? null;
}

/** Open rounds older than `before`: the recovery at start settles or rolls them back. */
export async function staleOpenRounds(db: StudioDb, before: Date): Promise<StudioRoundRow[]> {
  return db
    .select()
    .from(studioRounds)
    .where(and(eq(studioRounds.status, 'open'), lt(studioRounds.createdAt, before)));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
