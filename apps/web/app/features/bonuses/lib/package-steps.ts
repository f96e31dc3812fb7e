import type { Bonus } from '@casino/contracts';

/** A package's bonuses in the order they come (packagePriority, lowest first). */
export function packageSteps(bonuses: readonly Bonus[], packageId: string): Bonus[] {
  return bonuses
    .filter((bonus) => bonus.package?.id === packageId)
    .sort((a, b) => (a.packagePriority ?? 0) - (b.packagePriority ?? 0));
}
