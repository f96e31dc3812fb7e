import {
  COOLING_OFF_PERIODS,
  LimitDefinition,
  limitPeriods,
  SELF_EXCLUSION_PERIODS,
} from '@casino/contracts';

/** PlayerStatus as staff read it. */
export const PLAYER_STATUS_LABELS: Record<number, string> = {
  1: 'Active',
  2: 'Limited',
  3: 'Blocked',
  4: 'Self-excluded',
};

export const playerStatusLabel = (status: number) => PLAYER_STATUS_LABELS[status] ?? `Status ${status}`;

/** The badge modifier of a status: green active, amber limited, red blocked or self-excluded. */
export const playerStatusTone = (status: number) =>
  status === 1 ? 'active' : status === 2 ? 'invited' : 'disabled';

export const LIMIT_LABELS: Record<number, string> = {
  [LimitDefinition.bet]: 'Bet limit',
  [LimitDefinition.loss]: 'Loss limit',
  [LimitDefinition.deposit]: 'Deposit limit',
  [LimitDefinition.selfExclusion]: 'Self-exclusion',
  [LimitDefinition.coolingOff]: 'Cooling-off',
};

export const isExclusion = (definition: number) =>
  definition === LimitDefinition.selfExclusion || definition === LimitDefinition.coolingOff;

/** The periods a limit of `definition` can have, as the server accepts them. */
export function periodsFor(definition: number): readonly string[] {
  if (definition === LimitDefinition.selfExclusion) return SELF_EXCLUSION_PERIODS;
  if (definition === LimitDefinition.coolingOff) return COOLING_OFF_PERIODS;
  return limitPeriods;
}

export const periodLabel = (period: string) => period.replace(/-/g, ' ');
