import type { Db } from '../../db/client.ts';

/**
 * Where the seamless wallet's balance call learns the player's reality-check interval (UKGC RTS 13), in
 * seconds, null when off. The interval belongs to a higher domain (limits), which registers the reader
 * here; without one, no provider is told of any interval.
 */
export type RealityCheckSource = (db: Db, playerId: string) => Promise<number | null>;

let source: RealityCheckSource | null = null;

/** Sets the reader (the last one registered wins); returns what removes it. */
export function registerRealityCheckSource(reader: RealityCheckSource): () => void {
  source = reader;
  return () => {
    if (source === reader) source = null;
  };
}

export async function realityCheckSecondsOf(db: Db, playerId: string): Promise<number | null> {
  return source ? source(db, playerId) : null;
}
