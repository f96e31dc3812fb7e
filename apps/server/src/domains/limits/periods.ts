import {
  COOLING_OFF_PERIODS,
  LimitDefinition,
  limitPeriods,
  SELF_EXCLUSION_PERIODS,
} from '@casino/contracts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Adds calendar months in UTC (the 31st of a shorter month lands on the next month's first days, as Date does). */
const plusMonths = (from: Date, months: number) => {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

type Length = (from: Date) => Date | null;

/** How long each cooling-off and self-exclusion lasts; null: indefinite. */
const LENGTHS: Record<string, Length> = {
  '1-day': (from) => new Date(from.getTime() + DAY),
  '1-week': (from) => new Date(from.getTime() + 7 * DAY),
  '1-month': (from) => plusMonths(from, 1),
  '6-weeks': (from) => new Date(from.getTime() + 42 * DAY),
  '6-months': (from) => plusMonths(from, 6),
  '1-year': (from) => plusMonths(from, 12),
  '3-years': (from) => plusMonths(from, 36),
  '5-years': (from) => plusMonths(from, 60),
  permanent: () => null,
};

/** The period ids a definition accepts (spec section 9: from the constants). */
export function periodsOf(definition: number): readonly string[] {
  if (definition === LimitDefinition.selfExclusion) return SELF_EXCLUSION_PERIODS;
  if (definition === LimitDefinition.coolingOff) return COOLING_OFF_PERIODS;
  return limitPeriods;
}

/** When an exclusion that began at `from` for `period` ends; null: never by itself. */
export function exclusionEnd(period: string, from: Date): Date | null {
  const length = LENGTHS[period];
  if (!length) throw new Error(`unknown exclusion period ${period}`);
  return length(from);
}

/** Whether an exclusion ending at `candidate` ends no sooner than one ending at `current` (null = never). */
export function endsNoSooner(candidate: Date | null, current: Date | null): boolean {
  if (candidate === null) return true;
  if (current === null) return false;
  return candidate.getTime() >= current.getTime();
}

export const RELAXATION_DELAY_MS = 24 * HOUR;

export const isCashDefinition = (definition: number) =>
  definition === LimitDefinition.bet ||
  definition === LimitDefinition.loss ||
  definition === LimitDefinition.deposit;

export const isExclusion = (definition: number) =>
  definition === LimitDefinition.selfExclusion || definition === LimitDefinition.coolingOff;
