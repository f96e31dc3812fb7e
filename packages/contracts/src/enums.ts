import type { ConstantsResponse } from './constants-response.ts';
import { DOCUMENT_TYPES } from './document-types.ts';

type ValueOf<T> = T[keyof T];

export const PlayerStatus = { active: 1, limited: 2, blocked: 3, selfExcluded: 4 } as const;
export type PlayerStatus = ValueOf<typeof PlayerStatus>;

/**
 * An account's status on the wire (client contract section 14: the active account has status 1). The
 * database keeps visibility and the active flag apart; hidden accounts are not listed, only pushed.
 */
export const AccountStatus = { active: 1, inactive: 2, hidden: 3 } as const;
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

/**
 * How a bonus is given, as `triggerType` of GET /api/game/bonuses names it: the client contract shows 1
 * (a promo code), 3 (a deposit) and 11 (the referral programme's owner reward); decision 0035.
 */
export const BonusTriggerType = { promoCode: 1, deposit: 3, referral: 11 } as const;
export type BonusTriggerType = ValueOf<typeof BonusTriggerType>;

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

/** Every enumeration above by name: the source of the `{id, name}` lists of GET /api/settings/constants. */
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

/**
 * Cooling-off and self-exclusion periods a player may choose (spec section 9: "from settings"); a
 * limit's `period` holds one of these ids. Their labels come from content (constants.limitPeriods).
 */
export const COOLING_OFF_PERIODS = ['1-day', '1-week', '1-month', '6-weeks'] as const;
export const SELF_EXCLUSION_PERIODS = ['6-months', '1-year', '3-years', '5-years', 'permanent'] as const;

/**
 * Reality-check intervals a player may choose (UKGC RTS 13), in seconds; "off" is no interval (null).
 * Spec section 9 style: the client reads them from the constants (player.limit.realityCheckInterval).
 */
export const REALITY_CHECK_INTERVALS = [900, 1800, 2700, 3600, 5400, 7200] as const;

/**
 * The intervals on offer: REALITY_CHECK_INTERVALS, and first a short one of `testSeconds` when the
 * server is told one (REALITY_CHECK_TEST_INTERVAL_SECONDS, end-to-end tests only).
 */
export function realityCheckIntervals(testSeconds?: number): number[] {
  const intervals: number[] = [...REALITY_CHECK_INTERVALS];
  return testSeconds && !intervals.includes(testSeconds) ? [testSeconds, ...intervals] : intervals;
}

/** An interval's name in the constants: `15-minutes`, or `20-seconds` for one that is no whole minute. */
export const realityCheckIntervalName = (seconds: number) =>
  seconds % 60 === 0 ? `${seconds / 60}-minutes` : `${seconds}-seconds`;

export type ConstantItem = { id: number | string; name: string };

/** `{pending: 1, success: 2}` → `[{id: 1, name: 'pending'}, ...]`; a value named twice is listed once, by its first name. */
export function constantList<Id extends number | string>(
  values: Record<string, Id>,
): { id: Id; name: string }[] {
  const seen = new Set<Id>();
  const items: { id: Id; name: string }[] = [];
  for (const [name, id] of Object.entries(values)) {
    if (seen.has(id)) continue;
    seen.add(id);
    items.push({ id, name });
  }
  return items;
}

/** String ids named by themselves: `['daily']` → `[{id: 'daily', name: 'daily'}]`. */
export const namedList = (ids: readonly string[]): ConstantItem[] => ids.map((id) => ({ id, name: id }));

/** What the constants take from the operator's settings and the running server. */
export type ConstantsSettings = {
  timeZones: readonly string[];
  registration: { email: boolean; phone: boolean };
  otpEnabled: boolean;
  socialAuth: string[];
  telegram: { bot: string; authUrl: string } | null;
  referralEnabled: boolean;
  depositBonusDeclineDefault: boolean;
  /** The reality-check intervals on offer, in seconds (realityCheckIntervals). */
  realityCheckIntervals: readonly number[];
};

/** The constants answer: our enumerations as lists, the switches from `settings`. */
export function buildConstants(settings: ConstantsSettings): ConstantsResponse {
  const c = constantsCatalogue;
  return {
    player: {
      timeZone: settings.timeZones.map((zone) => ({ id: zone, name: zone })),
      playerStatuses: numbers(c.playerStatuses),
      document: {
        status: numbers(c.documentStatuses),
        type: DOCUMENT_TYPES.map(({ id, section }) => ({ id, name: id, section })),
      },
      limit: {
        definition: numbers(c.limitDefinitions),
        cashPeriod: namedList(limitPeriods),
        coolingOffPeriod: namedList(COOLING_OFF_PERIODS),
        selfExclusionPeriod: namedList(SELF_EXCLUSION_PERIODS),
        realityCheckInterval: settings.realityCheckIntervals.map((seconds) => ({
          id: seconds,
          name: realityCheckIntervalName(seconds),
        })),
      },
      registration: settings.registration,
      otp: { enabled: settings.otpEnabled },
      socialAuth: settings.socialAuth,
      ...(settings.telegram
        ? { telegram: { bot: settings.telegram.bot, auth_url: settings.telegram.authUrl } }
        : {}),
      referral: { enabled: settings.referralEnabled },
    },
    payment: {
      invoiceStatuses: numbers(c.invoiceStatuses),
      invoiceTypes: numbers(c.invoiceTypes),
      processingTypes: namedList(paymentProcessingTypes),
      methodTypes: namedList(paymentMethodTypes),
    },
    game: {
      bet: { status: numbers(c.betStatuses) },
      bonus: { depositBonusDeclineDefault: settings.depositBonusDeclineDefault, type: numbers(c.bonusTypes) },
      bonusCode: { status: numbers(c.bonusCodeStatuses), trigger: numbers(c.bonusCodeTriggers) },
      playerBonus: { status: numbers(c.playerBonusStatuses), result: numbers(c.playerBonusResults) },
      playerFreespin: { status: numbers(c.freeSpinStatuses), result: numbers(c.freeSpinResults) },
    },
    wallet: { accountStatuses: numbers(c.accountStatuses), currencyTypes: namedList(currencyTypes) },
    retention: { questStates: numbers(c.questStates) },
    notification: { states: numbers(c.notificationStates) },
  };
}

const numbers = (values: Record<string, number>) => constantList(values);
