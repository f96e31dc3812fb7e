import { z } from 'zod';
import { BonusCodeTrigger } from './enums.ts';
import { dataEnvelope, idParamsSchema, pageMetaSchema, pagingQuerySchema, queryList } from './http.ts';
import { defineRoute } from './routes/define.ts';
import { zId, zText } from './validators/input.ts';

/**
 * Bonuses (spec sections 2, 3, 4, 7 and 8; client contract sections 6, 12 and 13): the deposit bonuses
 * on offer (IBonus), the player's bonuses and free spins (statuses 1 issued, 2 active, 3 finished with
 * results 2 played, 3 cancelled, 4 expired, 5 lost), bonus codes and cashback. Amounts are numbers in
 * the currency's unit on the wire, integer minor units on the server.
 */

const amountItemSchema = z.object({ amount: z.number(), currency: z.string() });

/** How much a game's bets count towards wagering, as the bonus's terms say (ours: the transparency the player sees). */
export const wagerContributionSchema = z.object({
  /** 'slots', 'instant', 'table', or a game's identity for a per-game weight. */
  group: z.string(),
  /** 0 to 100. */
  percent: z.number(),
  /** The games' identities the group covers. */
  gameIds: z.array(z.string()),
});
export type WagerContribution = z.infer<typeof wagerContributionSchema>;

/** A bonus definition on offer (IBonus) as a step of a package: no `packageItems` of its own. */
export const packageItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 1 on offer. */
  status: z.number().int(),
  /** BonusType: 1 cash, 2 percentage, 3 free spins. */
  type: z.number().int(),
  /** The wagering multiplier on casino games (35 = 35x the bonus). */
  wagerCasino: z.number(),
  wagerSportsbook: z.number(),
  baseCurrencyMaxWinAmount: z.number().nullable(),
  maxWinAmountItems: z.array(amountItemSchema),
  assignConditions: z.object({
    /** A cash bonus's amount per currency. */
    amountItems: z.array(amountItemSchema),
    baseCurrencyAmount: z.number().nullable(),
    /** A percentage bonus's share of the deposit (100 = as much again). */
    depositPercentage: z.number().nullable(),
    baseCurrencyMaxAmount: z.number().nullable(),
    maxAmountItems: z.array(amountItemSchema),
    freespinDurationMinutes: z.number().nullable(),
    /** The free spins' game (identity) and provider. */
    gameId: z.string().nullable(),
    providerId: z.string().nullable(),
    presets: z.array(z.object({ quantity: z.number().int(), betAmount: z.number().nullable() })),
  }),
  triggerConditions: z.object({
    baseCurrencyInvoiceAmountFrom: z.number().nullable(),
    baseCurrencyInvoiceAmountTo: z.number().nullable(),
    invoiceAmountItems: z.array(
      z.object({ amountFrom: z.number(), amountTo: z.number().nullable(), currency: z.string() }),
    ),
    availableFrom: z.string().nullable(),
    availableTo: z.string().nullable(),
  }),
  wagerCasinoConditions: z.object({
    gameIds: z.array(z.string()),
    gameIdsExcluded: z.array(z.string()),
    providerIds: z.array(z.string()),
    providerIdsExcluded: z.array(z.string()),
    /** Ours: how much each group of games counts. */
    contributions: z.array(wagerContributionSchema),
  }),
  wagerSportsbookConditions: z.null(),
  package: z.object({ id: z.string(), name: z.string() }).nullable(),
  packagePriority: z.number().int().nullable(),
  /** The deposit range in the asked currency (from invoiceAmountItems). */
  minDeposit: z.number().nullable(),
  maxDeposit: z.number().nullable(),
  /** Ours: the largest bet while wagering, in the asked currency; null: no cap. */
  maxBetAmount: z.number().nullable(),
  /** Ours: days to wager once credited. */
  wagerDays: z.number().int().nullable(),
});
export type PackageItem = z.infer<typeof packageItemSchema>;

/** A bonus definition on offer (IBonus). */
export const bonusSchema = packageItemSchema.extend({
  /** Only on a package's bonus: all of the package's steps, in order, whether on offer now or not. */
  packageItems: z.array(packageItemSchema).optional(),
});
export type Bonus = z.infer<typeof bonusSchema>;

/** The terms a player's bonus was issued with, as they were (ours, for /profile/bonuses). */
export const playerBonusTermsSchema = z.object({
  wagerMultiplier: z.number(),
  contributions: z.array(wagerContributionSchema),
  maxBetAmount: z.number().nullable(),
  maxWinAmount: z.number().nullable(),
  wagerDays: z.number().int().nullable(),
});
export type PlayerBonusTerms = z.infer<typeof playerBonusTermsSchema>;

/** A player's bonus (IPlayerBonus) and what it is worth now. */
export const playerBonusSchema = z.object({
  id: z.string(),
  playerId: z.string(),
  name: z.string(),
  /** The bonus credited (or to be credited at activation). */
  amount: z.number(),
  currency: z.string(),
  bonusType: z.number().int(),
  status: z.number().int(),
  result: z.number().int(),
  /** 0 to 100, two decimals. */
  currentWagerPercentage: z.number(),
  currentWagerCasinoAmount: z.number(),
  currentWagerSportsbookAmount: z.number(),
  currentWagerAmount: z.number(),
  requiredWagerCasinoAmount: z.number(),
  requiredWagerSportsbookAmount: z.number(),
  wagerCasino: z.number(),
  wagerSportsbook: z.number(),
  /** Bets still open in rounds the bonus funded (the bonus cannot be cancelled while any is). */
  openedTransactionsCount: z.number().int(),
  maxBetAmount: z.number().nullable(),
  activationExpiredAt: z.string().nullable(),
  wageringExpiredAt: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Cancelling is locked (rounds still open). */
  isBonusCancelLock: z.boolean(),
  packageId: z.string().nullable(),
  packagePriority: z.number().int().nullable(),
  issueSessionId: z.string().nullable(),
  /** Ours: the bonus money left (the account's bonus part while active), what cancelling takes away. */
  balance: z.number(),
  /** Ours: the terms as issued. */
  terms: playerBonusTermsSchema,
});
export type PlayerBonus = z.infer<typeof playerBonusSchema>;

/** A player's free spins. */
export const playerFreespinSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.number().int(),
  result: z.number().int(),
  count: z.number().int(),
  usedCount: z.number().int(),
  /** usedCount / count, 0 to 100. */
  progress: z.number(),
  /** The game's identity. */
  gameId: z.string(),
  currency: z.string(),
  /** Ours: the stake of each spin, and what the spins won so far (bonus money). */
  betAmount: z.number(),
  winAmount: z.number(),
  activationExpiredAt: z.string().nullable(),
  wageringExpiredAt: z.string().nullable(),
  issuedAt: z.string(),
  expiredAt: z.string().nullable(),
  createdAt: z.string(),
  packageId: z.string().nullable(),
  packagePriority: z.number().int().nullable(),
  issueSessionId: z.string().nullable(),
});
export type PlayerFreespin = z.infer<typeof playerFreespinSchema>;

export const playerBonusCodeSchema = z.object({
  id: z.string(),
  playerId: z.string(),
  bonusCode: z.string(),
  /** BonusCodeTrigger: 1 promo (issued at once), 3 deposit (issued with the next deposit). */
  trigger: z.number().int(),
  /** BonusCodeStatus: 1 waiting for a deposit, 2 accepted (used), 3 incorrect, 4 not available. */
  status: z.number().int(),
  result: z.number().int().nullable(),
  createdAt: z.string(),
});
export type PlayerBonusCode = z.infer<typeof playerBonusCodeSchema>;

export const cashbackItemSchema = z.object({
  bonusId: z.string(),
  bonusName: z.string(),
  /** What the last completed period pays (or paid), in the asked currency. */
  amount: z.number(),
  /** The day it is (or was) credited, ISO. */
  date: z.string(),
});
export type CashbackItem = z.infer<typeof cashbackItemSchema>;

/** Whether the player can still receive a bonus (the welcome page's steps). */
export const BonusIssueStatus = { available: 1, issued: 2, unavailable: 3 } as const;
export type BonusIssueStatus = (typeof BonusIssueStatus)[keyof typeof BonusIssueStatus];

export const bonusIssueStatusSchema = z.object({ id: z.string(), issueStatus: z.number().int() });

const currencySchema = zText({ max: 10 }).trim().min(1).toUpperCase();
const numberFilter = z.coerce.number().int().min(0).max(1000);

export const playerBonusesQuerySchema = pagingQuerySchema.extend({
  status: queryList(numberFilter).optional(),
  currency: queryList(currencySchema).optional(),
  packageId: queryList(zId()).optional(),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type PlayerBonusesQuery = z.infer<typeof playerBonusesQuerySchema>;

/**
 * The conditions of a bonus's trigger that `skipCondition[]` may leave unchecked (decision 0035):
 * amount (the deposit range), period (availableFrom/To), depositNumber (a package's n-th deposit, not
 * received yet), newPlayer (days from registration), firstDeposit (only after the first deposit), week
 * (once per promotion week), weekday (one day of the week). The bonus's status, the currency and the
 * player's self-exclusion are always checked.
 */
export const BONUS_CONDITIONS = [
  'amount',
  'period',
  'depositNumber',
  'newPlayer',
  'firstDeposit',
  'week',
  'weekday',
] as const;
export type BonusCondition = (typeof BONUS_CONDITIONS)[number];

export const bonusesQuerySchema = z.object({
  currency: currencySchema,
  bonusIds: queryList(zId()).optional(),
  /** BonusTriggerType: 3 deposit bonuses (the default), 11 the referral owner's bonus; any other lists none. */
  triggerType: z.coerce.number().int().min(0).max(1000).optional(),
  /** A deposit amount in the currency's unit: only bonuses whose deposit range takes it. */
  amount: z.coerce.number().min(0).max(1e12).optional(),
  /** Only the bonus and free-spin rewards of this quest, in the currency. */
  questId: zId().optional(),
  skipCondition: queryList(z.enum(BONUS_CONDITIONS)).optional(),
});
export type BonusesQuery = z.infer<typeof bonusesQuerySchema>;

export const bonusStatusQuerySchema = z.object({
  bonusIds: queryList(zId()),
  currency: currencySchema.optional(),
});

export const bonusCodesQuerySchema = z.object({
  trigger: z.coerce.number().int().min(1).max(3).default(BonusCodeTrigger.list),
});

export const addBonusCodeRequestSchema = z.object({
  bonusCode: zText({ max: 64 }).trim().min(1),
  trigger: z.union([z.literal(BonusCodeTrigger.add), z.literal(BonusCodeTrigger.list)]),
});
export type AddBonusCodeRequest = z.infer<typeof addBonusCodeRequestSchema>;

export const deleteBonusCodeRequestSchema = z.object({ playerBonusCodeId: zId() });

export const cashbackQuerySchema = z.object({ currency: currencySchema });

/** Published on bonus:player-bonuses#{pid}: the alert is keyed `status-result`. */
export const PLAYER_BONUS_CREATED_EVENT = 'player.bonus.created';
export const PLAYER_BONUS_UPDATED_EVENT = 'player.bonus.updated';
export const playerBonusPushSchema = z.object({ playerBonus: playerBonusSchema });
export type PlayerBonusPush = z.infer<typeof playerBonusPushSchema>;

/** Published on bonus:player-freespins#{pid}. */
export const PLAYER_FREESPIN_CREATED_EVENT = 'player.freespin.created';
export const PLAYER_FREESPIN_UPDATED_EVENT = 'player.freespin.updated';
export const playerFreespinPushSchema = z.object({ playerFreespin: playerFreespinSchema });
export type PlayerFreespinPush = z.infer<typeof playerFreespinPushSchema>;

/** Published on bonus:player-bonus-codes#{pid} when a deposit code is used or turns out unavailable. */
export const PLAYER_BONUS_CODE_UPDATED_EVENT = 'player.bonus.code.updated';
export const playerBonusCodePushSchema = z.object({ playerBonusCode: playerBonusCodeSchema });

const tag = 'Bonuses';
const paged = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: pageMetaSchema });

export const bonusRoutes = {
  playerBonuses: defineRoute({
    method: 'GET',
    path: '/api/game/player-bonuses',
    access: 'player',
    tag,
    summary: "The player's bonuses (issued and active by default), with wagering progress and terms.",
    query: playerBonusesQuerySchema,
    response: paged(playerBonusSchema),
  }),
  activatePlayerBonus: defineRoute({
    method: 'PUT',
    path: '/api/game/player-bonuses/{id}/activate',
    access: 'player',
    tag,
    summary: 'Activates an issued bonus: its money is credited; another active bonus is forfeited first.',
    params: idParamsSchema,
    response: dataEnvelope(playerBonusSchema),
  }),
  cancelPlayerBonus: defineRoute({
    method: 'PUT',
    path: '/api/game/player-bonuses/{id}/cancel',
    access: 'player',
    tag,
    summary:
      'Cancels a bonus; an active one forfeits what is left of its money (14003 while rounds are open).',
    params: idParamsSchema,
    response: dataEnvelope(playerBonusSchema),
  }),
  playerFreespins: defineRoute({
    method: 'GET',
    path: '/api/game/player-freespins',
    access: 'player',
    tag,
    summary: "The player's free spins (issued and active by default).",
    query: playerBonusesQuerySchema,
    response: paged(playerFreespinSchema),
  }),
  activatePlayerFreespin: defineRoute({
    method: 'PUT',
    path: '/api/game/player-freespins/{id}/activate',
    access: 'player',
    tag,
    summary: 'Activates issued free spins: the game plays them without debiting cash.',
    params: idParamsSchema,
    response: dataEnvelope(playerFreespinSchema),
  }),
  cancelPlayerFreespin: defineRoute({
    method: 'PUT',
    path: '/api/game/player-freespins/{id}/cancel',
    access: 'player',
    tag,
    summary: 'Cancels free spins; their winnings so far stay bonus money under wagering.',
    params: idParamsSchema,
    response: dataEnvelope(playerFreespinSchema),
  }),
  bonuses: defineRoute({
    method: 'GET',
    path: '/api/game/bonuses',
    access: 'player',
    tag,
    summary:
      'The deposit bonuses the player may take with a deposit in the currency, in the order to offer them.',
    query: bonusesQuerySchema,
    response: dataEnvelope(z.array(bonusSchema)),
  }),
  bonusStatus: defineRoute({
    method: 'GET',
    path: '/api/game/bonuses/status',
    access: 'player',
    tag,
    summary:
      'Whether the player can still receive each bonus, named by id or slug (1 available, 2 issued, 3 unavailable).',
    query: bonusStatusQuerySchema,
    response: dataEnvelope(z.array(bonusIssueStatusSchema)),
  }),
  bonusCodes: defineRoute({
    method: 'GET',
    path: '/api/game/bonuses/bonuscodes',
    access: 'player',
    tag,
    summary: "The player's deposit codes waiting for a deposit (trigger 3).",
    query: bonusCodesQuerySchema,
    response: dataEnvelope(z.array(playerBonusCodeSchema)),
  }),
  addBonusCode: defineRoute({
    method: 'POST',
    path: '/api/game/bonuses/bonuscodes',
    access: 'player',
    tag,
    summary:
      'Redeems a code: trigger 1 issues its bonus at once, trigger 3 waits for the next deposit; status 3 incorrect, 4 not available; 400 code 5 after too many wrong codes, with error.lockedUntil.',
    body: addBonusCodeRequestSchema,
    response: dataEnvelope(playerBonusCodeSchema),
  }),
  deleteBonusCode: defineRoute({
    method: 'DELETE',
    path: '/api/game/bonuses/bonuscodes',
    access: 'player',
    tag,
    summary: 'Removes a deposit code that is still waiting for a deposit.',
    body: deleteBonusCodeRequestSchema,
    response: dataEnvelope(z.object({})),
  }),
  cashback: defineRoute({
    method: 'GET',
    path: '/api/game/bonuses/cashback',
    access: 'player',
    tag,
    summary: "The cashback the current week's net losses would pay, and past payouts.",
    query: cashbackQuerySchema,
    response: dataEnvelope(z.array(cashbackItemSchema)),
  }),
};
