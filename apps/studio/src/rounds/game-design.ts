/**
 * Responsible game design of a jurisdiction (UKGC RTS 14), enforced by the studio's server: the least
 * time of a slot cycle, the least time between cycles of other casino games, and whether the pages
 * may offer turbo, quick spin, slam stop and autoplay.
 */
export type GameDesign = {
  jurisdiction: Jurisdiction;
  /** A second slot spin of the player sooner than this after the last is refused (0: no rule). */
  slotCycleMs: number;
  /** The same for the other casino games (dice, roulette, plinko, mines); crash keeps its own rhythm. */
  otherCycleMs: number;
  /** Turbo, quick spin, slam stop and autoplay are offered (the pages hide them when false). */
  quickPlay: boolean;
  /** A celebration is shown only when the return is more than the stake. */
  celebrateOnlyRealWins: boolean;
};

export const JURISDICTIONS = ['none', 'ukgc'] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

export function gameDesignOf(jurisdiction: Jurisdiction): GameDesign {
  if (jurisdiction === 'ukgc')
    return {
      jurisdiction,
      slotCycleMs: 2500,
      otherCycleMs: 5000,
      quickPlay: false,
      celebrateOnlyRealWins: true,
    };
  return { jurisdiction, slotCycleMs: 0, otherCycleMs: 0, quickPlay: true, celebrateOnlyRealWins: false };
}

/** The least time since the player's last cycle of the same sort before this game may play again. */
export function minCycleMs(design: GameDesign | undefined, kind: string): number {
  if (!design) return 0;
  if (kind === 'slot') return design.slotCycleMs;
  return kind === 'crash' ? 0 : design.otherCycleMs;
}
