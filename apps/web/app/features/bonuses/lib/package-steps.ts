import { type Bonus, BonusIssueStatus, type PackageItem } from '@casino/contracts';

/** A package step for the player: received, on offer now, still to come, or out of reach. */
export type StepState = 'taken' | 'available' | 'coming' | 'missed';

const byPriority = (a: PackageItem, b: PackageItem) => (a.packagePriority ?? 0) - (b.packagePriority ?? 0);

/**
 * A package's steps in the order they come (packagePriority, lowest first): all of them, from an
 * offered bonus's `packageItems`; else (a server that sends none) the offered bonuses of the package.
 */
export function packageSteps(offers: readonly Bonus[], packageId: string): PackageItem[] {
  const offered = offers.filter((bonus) => bonus.package?.id === packageId);
  const whole = offered.find((bonus) => bonus.packageItems)?.packageItems;
  return [...(whole ?? offered)].sort(byPriority);
}

/**
 * A step's state from the offers (on offer now) and GET bonuses/status (issued, still to be had, out of
 * reach); null while the statuses are unknown and the step is not on offer.
 */
export function stepState(
  step: PackageItem,
  offers: readonly Bonus[],
  issueStatuses: Readonly<Record<string, number>> | undefined,
): StepState | null {
  const status = issueStatuses?.[step.id];
  if (status === BonusIssueStatus.issued) return 'taken';
  if (offers.some((bonus) => bonus.id === step.id)) return 'available';
  if (status === BonusIssueStatus.available) return 'coming';
  if (status === BonusIssueStatus.unavailable) return 'missed';
  return null;
}
