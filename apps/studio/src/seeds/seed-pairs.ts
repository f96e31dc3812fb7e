import type { StudioRevealedSeeds, StudioSeedState } from '@casino/contracts';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { hashServerSeed, newClientSeed, newServerSeed } from '../rng/provably-fair.ts';
import { StudioError } from '../server/errors.ts';
import type { StudioDb } from '../storage/db.ts';
import { type StudioSeedPairRow, studioRounds, studioSeedPairs } from '../storage/tables.ts';

/**
 * A player's seed pairs (docs/decisions/0009): one active pair per player reference, committed by the
 * SHA-256 of its server seed before any round uses it; rotating reveals it and starts a new pair.
 */

export const seedState = (pair: StudioSeedPairRow): StudioSeedState => ({
  serverSeedHash: pair.serverSeedHash,
  clientSeed: pair.clientSeed,
  nonce: pair.nextNonce,
});

export const revealedSeeds = (pair: StudioSeedPairRow): StudioRevealedSeeds => ({
  ...seedState(pair),
  serverSeed: pair.serverSeed,
});

function newPair(playerRef: string, clientSeed = newClientSeed()) {
  const serverSeed = newServerSeed();
  return { playerRef, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed };
}

/** The player's active pair, created on first use (two racing first uses share one). */
export async function activeSeedPair(db: StudioDb, playerRef: string): Promise<StudioSeedPairRow> {
  const find = async () => {
    const [pair] = await db
      .select()
      .from(studioSeedPairs)
      .where(and(eq(studioSeedPairs.playerRef, playerRef), isNull(studioSeedPairs.revealedAt)));
    return pair;
  };
  const found = await find();
  if (found) return found;
  await db.insert(studioSeedPairs).values(newPair(playerRef)).onConflictDoNothing();
  const created = await find();
  if (!created) throw new Error(`No active seed pair for ${playerRef} after creating one`);
  return created;
}

/**
 * The pair and nonce of the player's next round: the nonce moves on atomically (UPDATE ... RETURNING
 * holds the row lock until the caller's transaction ends, so a rotation waits for the round).
 */
export async function takeNonce(
  tx: StudioDb,
  playerRef: string,
): Promise<{ pair: StudioSeedPairRow; nonce: number }> {
  // A rotation committing meanwhile leaves no active row for this statement: the next one sees the new pair.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await activeSeedPair(tx, playerRef);
    const [pair] = await tx
      .update(studioSeedPairs)
      .set({ nextNonce: sql`${studioSeedPairs.nextNonce} + 1` })
      .where(and(eq(studioSeedPairs.playerRef, playerRef), isNull(studioSeedPairs.revealedAt)))
      .returning();
    if (pair) return { pair, nonce: pair.nextNonce - 1 };
  }
  throw StudioError.conflict('The seeds changed at the same time; try again.');
}

/**
 * A new client seed: reveals the active pair's server seed and starts a new pair at nonce 0. Refused
 * (409) while a round of the active pair is open: revealing its seed would show a mines round's mines.
 */
export async function rotateSeeds(
  db: StudioDb,
  playerRef: string,
  clientSeed: string,
): Promise<{ current: StudioSeedPairRow; revealed: StudioSeedPairRow }> {
  await activeSeedPair(db, playerRef);
  return db.transaction(async (tx) => {
    const [active] = await tx
      .select()
      .from(studioSeedPairs)
      .where(and(eq(studioSeedPairs.playerRef, playerRef), isNull(studioSeedPairs.revealedAt)))
      .for('update');
    if (!active) throw StudioError.conflict('The seeds were rotated at the same time; try again.');
    const [open] = await tx
      .select({ id: studioRounds.id })
      .from(studioRounds)
      .where(and(eq(studioRounds.seedPairId, active.id), eq(studioRounds.status, 'open')))
      .limit(1);
    if (open) throw StudioError.conflict('Finish the open round before changing the seeds.');
    const [revealed] = await tx
      .update(studioSeedPairs)
      .set({ revealedAt: new Date() })
      .where(eq(studioSeedPairs.id, active.id))
      .returning();
    const [current] = await tx.insert(studioSeedPairs).values(newPair(playerRef, clientSeed)).returning();
    return { current: current!, revealed: revealed! };
  });
}

/** The pair rotated last, whose server seed is now public; null before the first rotation. */
export async function lastRevealedPair(db: StudioDb, playerRef: string): Promise<StudioSeedPairRow | null> {
  const [pair] = await db
    .select()
    .from(studioSeedPairs)
    .where(and(eq(studioSeedPairs.playerRef, playerRef), isNotNull(studioSeedPairs.revealedAt)))
    .orderBy(desc(studioSeedPairs.revealedAt))
    .limit(1);
  return pair ?? null;
}
