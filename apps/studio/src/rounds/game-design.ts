import type { Jurisdiction } from '@casino/contracts';

/**
 * Responsible game design of a jurisdiction (UKGC RTS 14), enforced by the studio's server: the least
 * time of a slot cycle and the least time between cycles of other casino games. The platform names the
 * jurisdiction at each launch (its balance answer, or the demo token). The rest of RTS 14 holds in every
 * jurisdiction: the pages offer no turbo, quick spin, slam stop or autoplay, and celebrate only a return
 * above the stake.
 */
export type GameDesign = {
  jurisdiction: Jurisdiction;
  /** A second slot spin of the player sooner than this after the last is refused (0: no rule). */
  slotCycleMs: number;
  /** The same for the other casino games (dice, roulette, plinko, mines); crash keeps its own rhythm. */
  otherCycleMs: number;
};

export function gameDesignOf(jurisdiction: Jurisdiction): GameDesign {
  if (jurisdiction === 'ukgc') return { jurisdiction, slotCycleMs: 2500, otherCycleMs: 5000 };
  return { jurisdiction, slotCycleMs: 0, otherCycleMs: 0 };
}

/** The least time since the player's last cycle of the same sort before this game may play again. */
export function minCycleMs(design: GameDesign, kind: string): number {
  if (kind === 'slot') return design.slotCycleMs;
  return kind === 'crash' ? 0 : design.otherCycleMs;
}
