import { z } from 'zod';

type ValueOf<T> = T[keyof T];

export const PlayerStatus = { active: 1, limited: 2, blocked: 3, selfExcluded: 4 } as const;
export type PlayerStatus = ValueOf<typeof PlayerStatus>;

export const AccountStatus = { active: 1, hidden: 2 } as const;
export type AccountStatus = ValueOf<typeof AccountStatus>;

export const InvoiceStatus = { pending: 1, success: 2, error: 3 } as const;
export type InvoiceStatus = ValueOf<typeof InvoiceStatus>;

export const InvoiceType = { deposit: 1, withdrawal: 2 } as const;
export type InvoiceType = ValueOf<typeof InvoiceType>;

export const BetStatus = { unsettled: 1, won: 2, lost: 3, rolledBack: 4 } as const;
export type BetStatus = ValueOf<typeof BetStatus>;

export const DocumentStatus = { pending: 1, approved: 2, declined: 3 } as const;
export type DocumentStatus = ValueOf<typeof DocumentStatus>;

export const PlayerBonusStatus = { issued: 1, active: 2, finished: 3 } as const;
export type PlayerBonusStatus = ValueOf<typeof PlayerBonusStatus>;

/**
 * Result 2 reads 'activated' while the status is active and 'played' once it is finished,
 * so both names map to 2. Use `bonusOutcome` to get the single meaning of a pair.
 */
export const PlayerBonusResult = {
  issued: 1,
  activated: 2,
  played: 2,
  cancelled: 3,
  expired: 4,
  lost: 5,
} as const;
export type PlayerBonusResult = ValueOf<typeof PlayerBonusResult>;

export const FreeSpinStatus = PlayerBonusStatus;
export type FreeSpinStatus = PlayerBonusStatus;

/** Same as the bonus result without 'lost'. */
export const FreeSpinResult = { issued: 1, activated: 2, played: 2, cancelled: 3, expired: 4 } as const;
export type FreeSpinResult = ValueOf<typeof FreeSpinResult>;

export const BonusType = { cash: 1, percentage: 2, freeSpins: 3 } as const;
export type BonusType = ValueOf<typeof BonusType>;

export const BonusCodeStatus = { active: 1, used: 2, incorrect: 3, notAvailable: 4 } as const;
export type BonusCodeStatus = ValueOf<typeof BonusCodeStatus>;

/** The spec only shows 1 (adding a code) and 3 (listing codes). */
export const BonusCodeTrigger = { add: 1, list: 3 } as const;
export type BonusCodeTrigger = ValueOf<typeof BonusCodeTrigger>;

export const LimitDefinition = { bet: 1, loss: 2, deposit: 3, selfExclusion: 4, coolingOff: 5 } as const;
export type LimitDefinition = ValueOf<typeof LimitDefinition>;

/** In display order: limits are grouped by period daily, weekly, monthly. */
export const limitPeriods = ['daily', 'weekly', 'monthly'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];
export const LimitPeriod = { daily: 'daily', weekly: 'weekly', monthly: 'monthly' } as const;

export const QuestState = {
  available: 1,
  active: 2,
  completed: 3,
  cancelled: 4,
  expired: 5,
  expiredByTime: 6,
} as const;
export type QuestState = ValueOf<typeof QuestState>;

export const NotificationState = { unread: 1, read: 2 } as const;
export type NotificationState = ValueOf<typeof NotificationState>;

export const currencyTypes = ['fiat', 'crypto'] as const;
export type CurrencyType = (typeof currencyTypes)[number];
export const CurrencyType = { fiat: 'fiat', crypto: 'crypto' } as const;

export const paymentProcessingTypes = ['form', 'qr', 'iframe', 'message', 'asyncRedirect'] as const;
export type PaymentProcessingType = (typeof paymentProcessingTypes)[number];
export const PaymentProcessingType = {
  form: 'form',
  qr: 'qr',
  iframe: 'iframe',
  message: 'message',
  asyncRedirect: 'asyncRedirect',
} as const;

export const paymentMethodTypes = ['form', 'address'] as const;
export type PaymentMethodType = (typeof paymentMethodTypes)[number];
export const PaymentMethodType = { form: 'form', address: 'address' } as const;

/** Items with status issued or active stay in the bonus and free-spin lists. */
export function isListedBonusStatus(status: number): boolean {
  return status === PlayerBonusStatus.issued || status === PlayerBonusStatus.active;
}

export function isQuestExpired(state: number): boolean {
  return state === QuestState.expired || state === QuestState.expiredByTime;
}

export type BonusOutcome = 'issued' | 'activated' | 'played' | 'cancelled' | 'expired' | 'lost';

const finishedOutcomes: Record<number, BonusOutcome> = {
  [PlayerBonusResult.played]: 'played',
  [PlayerBonusResult.cancelled]: 'cancelled',
  [PlayerBonusResult.expired]: 'expired',
  [PlayerBonusResult.lost]: 'lost',
};

/**
 * Meaning of a status/result pair, or null when the pair is not a valid combination
 * (free spins cannot be 'lost').
 */
export function bonusOutcome(
  status: number,
  result: number,
  kind: 'bonus' | 'freeSpin' = 'bonus',
): BonusOutcome | null {
  if (status === PlayerBonusStatus.issued) return result === PlayerBonusResult.issued ? 'issued' : null;
  if (status === PlayerBonusStatus.active) return result === PlayerBonusResult.activated ? 'activated' : null;
  if (status !== PlayerBonusStatus.finished) return null;
  const outcome = finishedOutcomes[result] ?? null;
  return kind === 'freeSpin' && outcome === 'lost' ? null : outcome;
}

/** Served by GET /api/settings/constants. */
export const constantsCatalogue = {
  playerStatuses: PlayerStatus,
  accountStatuses: AccountStatus,
  invoiceStatuses: InvoiceStatus,
  invoiceTypes: InvoiceType,
  betStatuses: BetStatus,
  documentStatuses: DocumentStatus,
  playerBonusStatuses: PlayerBonusStatus,
  playerBonusResults: PlayerBonusResult,
  freeSpinStatuses: FreeSpinStatus,
  freeSpinResults: FreeSpinResult,
  bonusTypes: BonusType,
  bonusCodeStatuses: BonusCodeStatus,
  bonusCodeTriggers: BonusCodeTrigger,
  limitDefinitions: LimitDefinition,
  limitPeriods: LimitPeriod,
  questStates: QuestState,
  notificationStates: NotificationState,
  currencyTypes: CurrencyType,
  paymentProcessingTypes: PaymentProcessingType,
  paymentMethodTypes: PaymentMethodType,
} as const;

const numberMap = z.record(z.string(), z.number().int());
const stringMap = z.record(z.string(), z.string());

export const constantsResponseSchema = z.object({
  playerStatuses: numberMap,
  accountStatuses: numberMap,
  invoiceStatuses: numberMap,
  invoiceTypes: numberMap,
  betStatuses: numberMap,
  documentStatuses: numberMap,
  playerBonusStatuses: numberMap,
  playerBonusResults: numberMap,
  freeSpinStatuses: numberMap,
  freeSpinResults: numberMap,
  bonusTypes: numberMap,
  bonusCodeStatuses: numberMap,
  bonusCodeTriggers: numberMap,
  limitDefinitions: numberMap,
  limitPeriods: stringMap,
  questStates: numberMap,
  notificationStates: numberMap,
  currencyTypes: stringMap,
  paymentProcessingTypes: stringMap,
  paymentMethodTypes: stringMap,
});
export type ConstantsResponse = z.infer<typeof constantsResponseSchema>;
