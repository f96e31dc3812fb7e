import {
  COOLING_OFF_PERIODS,
  type LimitChangeKind,
  LimitDefinition,
  limitPeriods,
  QuestState,
  SELF_EXCLUSION_PERIODS,
  TournamentState,
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

/** The ledger's posting kinds as staff read them. */
export const LEDGER_KIND_LABELS: Record<string, string> = {
  deposit: 'Deposit',
  bet: 'Bet',
  win: 'Win',
  'bet.rollback': 'Bet rolled back',
  prize: 'Prize',
  'tournament.buy-in': 'Tournament buy-in',
  'bonus.credit': 'Bonus credited',
  'bonus.forfeit': 'Bonus forfeited',
  'withdrawal.reserve': 'Withdrawal held',
  'withdrawal.payout': 'Withdrawal paid',
  'withdrawal.release': 'Withdrawal released',
  'adjustment.credit': 'Manual credit',
  'adjustment.debit': 'Manual debit',
};

export const ledgerKindLabel = (kind: string) => LEDGER_KIND_LABELS[kind] ?? kind;

export const ADJUSTMENT_REASON_LABELS: Record<string, string> = {
  goodwill: 'Goodwill',
  correction: 'Correction',
  chargeback: 'Chargeback',
  other: 'Other',
};

/** What happened to a limit, as the history names it. */
export const LIMIT_CHANGE_LABELS: Record<LimitChangeKind, string> = {
  created: 'Set',
  tightened: 'Lowered',
  extended: 'Lengthened',
  'increase-requested': 'Raise asked (waits 24 h)',
  'removal-requested': 'Removal asked (waits 24 h)',
  'pending-cancelled': 'Waiting change cancelled',
  'increase-applied': 'Raise applied',
  removed: 'Removed',
  expired: 'Expired',
};

export const LIMIT_ACTOR_LABELS: Record<string, string> = {
  player: 'Player',
  staff: 'Staff',
  system: 'Site (a scheduled job)',
};

export const BONUS_OUTCOME_LABELS: Record<string, string> = {
  issued: 'Issued',
  activated: 'Active',
  played: 'Wagered',
  cancelled: 'Cancelled',
  expired: 'Expired',
  lost: 'Lost',
};

export const QUEST_STATE_LABELS: Record<number, string> = {
  [QuestState.available]: 'Available',
  [QuestState.active]: 'Active',
  [QuestState.completed]: 'Completed',
  [QuestState.cancelled]: 'Cancelled',
  [QuestState.expired]: 'Expired',
  [QuestState.expiredByTime]: 'Expired',
};

export const TOURNAMENT_STATE_LABELS: Record<number, string> = {
  [TournamentState.upcoming]: 'Upcoming',
  [TournamentState.running]: 'Running',
  [TournamentState.finishing]: 'Paying prizes',
  [TournamentState.completed]: 'Completed',
};
