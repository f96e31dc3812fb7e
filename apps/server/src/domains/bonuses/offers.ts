import {
  type Bonus,
  type BonusCondition,
  BonusIssueStatus,
  BonusType,
  type PackageItem,
} from '@casino/contracts';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { gamesForWeights } from '../games/service.ts';
import { findPlayerById } from '../identity/players.ts';
import { isExcluded } from '../limits/rules.ts';
import { settledDeposits } from '../payments/invoices.ts';
import { bonusWagerCap } from '../settings/operator-settings.ts';
import { currencyUnits } from '../settings/service.ts';
import { minorToUnits } from '../wallet/money.ts';
import { type BonusAccount, issueBonus, issueFreespins } from './lifecycle.ts';
import { isLive, isPublished, publishedAt } from './promotion-state.ts';
import { REWARD_DEFINITION_SLUG } from './seed.ts';
import {
  type BonusDefinitionRow,
  type BonusNames,
  bonusDefinitions,
  bonusPackages,
  playerBonuses,
  playerFreespins,
} from './tables.ts';
import { type DefinitionTerms, issueTerms } from './terms.ts';
import { localizedName } from './views.ts';

/**
 * Which deposit bonuses a player may take, and issuing the chosen one when the deposit is confirmed.
 * The same rules answer both (the wallet's list and the settlement), so a bonus shown is a bonus given.
 */

const DAY = 86_400_000;

/** The Monday 00:00 UTC of the promotion week `at` is in. */
export function weekStart(at: Date): Date {
  const day = (at.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - day));
}

const sameUtcDay = (a: Date, b: Date) => a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10);

/** What the rules need to know about the player at a deposit. */
type PlayerFacts = {
  registeredAt: Date;
  /** Confirmed deposits before the one being made. */
  deposits: { id: string; settledAt: Date }[];
  /** Definitions already given to the player, with when. */
  received: { definitionId: string; createdAt: Date }[];
  excluded: boolean;
};

async function factsOf(db: Db, playerId: string, exceptInvoiceId?: string): Promise<PlayerFacts | null> {
  const player = await findPlayerById(db, playerId);
  if (!player) return null;
  const deposits = (await settledDeposits(db, playerId)).filter((deposit) => deposit.id !== exceptInvoiceId);
  const bonuses = await db
    .select({ definitionId: playerBonuses.definitionId, createdAt: playerBonuses.createdAt })
    .from(playerBonuses)
    .where(eq(playerBonuses.playerId, playerId));
  const spins = await db
    .select({ definitionId: playerFreespins.definitionId, createdAt: playerFreespins.createdAt })
    .from(playerFreespins)
    .where(eq(playerFreespins.playerId, playerId));
  return {
    registeredAt: player.createdAt,
    deposits,
    received: [...bonuses, ...spins],
    excluded: await isExcluded(db, playerId),
  };
}

/** Whether the definition is on offer `now`: live, or only scheduled and not ended by staff when the period is skipped. */
export function onOffer(definition: BonusDefinitionRow, now: Date, skip: ReadonlySet<BonusCondition>) {
  return skip.has('period') ? isPublished(definition, now) : isLive(definition, now);
}

/**
 * Whether a deposit bonus's rules let the player take it with a deposit made `now` (the amount aside).
 * `skip` leaves some conditions unchecked (GET /api/game/bonuses?skipCondition[]); the status, the
 * currency and self-exclusion are always checked.
 */
function mayTake(
  definition: BonusDefinitionRow,
  currency: string,
  facts: PlayerFacts,
  now: Date,
  skip: ReadonlySet<BonusCondition> = new Set(),
): boolean {
  const terms = definition.terms;
  if (facts.excluded || !(currency in terms.depositFrom) || !onOffer(definition, now, skip)) return false;
  const received = facts.received.filter((item) => item.definitionId === definition.id);
  const checks: [BonusCondition, () => boolean][] = [
    [
      'depositNumber',
      () =>
        terms.depositNumber === undefined ||
        (received.length === 0 && facts.deposits.length + 1 === terms.depositNumber),
    ],
    [
      'newPlayer',
      () =>
        terms.newPlayerDays === undefined ||
        now.getTime() - facts.registeredAt.getTime() <= terms.newPlayerDays * DAY,
    ],
    ['firstDeposit', () => !terms.afterFirstDeposit || facts.deposits.length > 0],
    [
      'week',
      () =>
        !terms.oncePerWeek ||
        !received.some((item) => weekStart(item.createdAt).getTime() === weekStart(now).getTime()),
    ],
    [
      'weekday',
      () =>
        terms.weekday === undefined ||
        (now.getUTCDay() === terms.weekday &&
          !facts.deposits.some((deposit) => sameUtcDay(deposit.settledAt, now))),
    ],
  ];
  return checks.every(([condition, holds]) => skip.has(condition) || holds());
}

/** Whether `amount` (minor units) is in the bonus's deposit range in `currency`. */
export function inDepositRange(terms: DefinitionTerms, currency: string, amount: bigint): boolean {
  const from = terms.depositFrom[currency];
  const to = terms.depositTo[currency];
  return from !== undefined && amount >= BigInt(from) && (to === undefined || amount <= BigInt(to));
}

/** The bonus money a deposit of `amount` earns: a share of it up to the cap, or a fixed amount. */
export function bonusAmountFor(definition: BonusDefinitionRow, currency: string, amount: bigint): bigint {
  const terms = definition.terms;
  if (definition.type === BonusType.cash) return BigInt(terms.amounts[currency] ?? '0');
  if (definition.type !== BonusType.percentage || terms.percent === undefined) return 0n;
  const share = (amount * BigInt(terms.percent)) / 100n;
  const cap = terms.maxAmounts[currency];
  return cap === undefined || share < BigInt(cap) ? share : BigInt(cap);
}

/** The free spins a deposit of `amount` earns: the highest tier it reaches, else the base count. */
export function freespinCountFor(terms: DefinitionTerms, currency: string, amount: bigint): number {
  const spins = terms.freespins;
  if (!spins) return 0;
  const tiers = spins.tiers.filter(
    (tier) => tier.depositFrom[currency] !== undefined && amount >= BigInt(tier.depositFrom[currency]!),
  );
  return tiers.length > 0 ? Math.max(...tiers.map((tier) => tier.count)) : spins.count;
}

export async function depositDefinitions(db: Db): Promise<BonusDefinitionRow[]> {
  return db
    .select()
    .from(bonusDefinitions)
    .where(and(eq(bonusDefinitions.trigger, 'deposit'), publishedAt(bonusDefinitions, new Date())))
    .orderBy(
      sql`${bonusDefinitions.packageId} IS NULL`,
      asc(bonusDefinitions.packagePriority),
      asc(bonusDefinitions.slug),
    );
}

/** The deposit bonuses the player may take now in `currency`, in the order the wallet offers them. */
export async function offeredBonuses(
  db: Db,
  playerId: string,
  currency: string,
  now = new Date(),
  skip: ReadonlySet<BonusCondition> = new Set(),
): Promise<BonusDefinitionRow[]> {
  const facts = await factsOf(db, playerId);
  if (!facts) return [];
  return (await depositDefinitions(db)).filter((definition) =>
    mayTake(definition, currency, facts, now, skip),
  );
}

/**
 * The welcome page's steps: issued already, still to come, or out of reach. A bonus is named by its id
 * or its slug (the page's content names its steps by slug); each answer carries the name it was asked by.
 */
export async function issueStatuses(db: Db, playerId: string, keys: string[], currency: string | undefined) {
  const facts = await factsOf(db, playerId);
  const uuids = keys.filter(isUuid);
  const rows =
    keys.length === 0
      ? []
      : await db
          .select()
          .from(bonusDefinitions)
          .where(
            or(
              inArray(bonusDefinitions.slug, keys),
              uuids.length > 0 ? inArray(bonusDefinitions.id, uuids) : undefined,
            ),
          );
  const now = new Date();
  return keys.flatMap((key) => {
    const definition = rows.find((row) => row.id === key || row.slug === key);
    if (!definition) return [];
    const issued = facts?.received.some((item) => item.definitionId === definition.id);
    const terms = definition.terms;
    const late =
      (terms.newPlayerDays !== undefined &&
        facts &&
        now.getTime() - facts.registeredAt.getTime() > terms.newPlayerDays * DAY) ||
      (terms.depositNumber !== undefined && facts && facts.deposits.length >= terms.depositNumber) ||
      (currency !== undefined && !(currency in terms.depositFrom));
    const status = issued
      ? BonusIssueStatus.issued
      : late || facts?.excluded
        ? BonusIssueStatus.unavailable
        : BonusIssueStatus.available;
    return [{ id: key, issueStatus: status }];
  });
}

/**
 * IBonus in `currency`: amounts as numbers of its unit. A package's bonus carries all of its package's
 * steps (`packageItems`), so the player sees what the package holds, not only the step on offer now.
 */
export async function bonusViews(
  db: Db,
  definitions: BonusDefinitionRow[],
  currency: string,
  locale: string,
): Promise<Bonus[]> {
  const view = await bonusView(db, currency, locale);
  const packaged = definitions.some((definition) => definition.packageId)
    ? (await depositDefinitions(db)).filter((definition) => definition.packageId)
    : [];
  return definitions.map((definition) =>
    definition.packageId
      ? {
          ...view(definition),
          packageItems: packaged.filter((step) => step.packageId === definition.packageId).map(view),
        }
      : view(definition),
  );
}

/** How one definition reads in `currency` and `locale`. */
async function bonusView(
  db: Db,
  currency: string,
  locale: string,
): Promise<(definition: BonusDefinitionRow) => PackageItem> {
  const units = await currencyUnits(db);
  const unit = units.get(currency) ?? 100;
  const money = (minor: string | undefined) =>
    minor === undefined ? null : minorToUnits(BigInt(minor), unit);
  const items = (values: Record<string, string>) =>
    Object.entries(values).map(([code, minor]) => ({
      currency: code,
      amount: minorToUnits(BigInt(minor), units.get(code) ?? 100),
    }));
  const packages = new Map(
    (await db.select().from(bonusPackages)).map((row) => [
      row.id,
      localizedName(row.names as BonusNames, locale),
    ]),
  );
  const cap = await bonusWagerCap(db);
  return (definition) => {
    const terms = definition.terms;
    const spins = terms.freespins;
    return {
      id: definition.id,
      name: localizedName(definition.names, locale),
      // The wire's 1, on offer: only live definitions are listed.
      status: 1,
      type: definition.type,
      wagerCasino: cap === null ? terms.wagerMultiplier : Math.min(cap, terms.wagerMultiplier),
      wagerSportsbook: 0,
      baseCurrencyMaxWinAmount: money(terms.maxWins.EUR),
      maxWinAmountItems: items(terms.maxWins),
      assignConditions: {
        amountItems: items(terms.amounts),
        baseCurrencyAmount: money(terms.amounts.EUR),
        depositPercentage: terms.percent ?? null,
        baseCurrencyMaxAmount: money(terms.maxAmounts.EUR),
        maxAmountItems: items(terms.maxAmounts),
        freespinDurationMinutes: spins ? spins.validDays * 24 * 60 : null,
        gameId: spins?.gameSlug ?? null,
        providerId: spins ? 'studio' : null,
        presets: spins ? [{ quantity: spins.count, betAmount: money(spins.betAmounts[currency]) }] : [],
      },
      triggerConditions: {
        baseCurrencyInvoiceAmountFrom: money(terms.depositFrom.EUR),
        baseCurrencyInvoiceAmountTo: money(terms.depositTo.EUR),
        invoiceAmountItems: Object.entries(terms.depositFrom).map(([code, from]) => ({
          currency: code,
          amountFrom: minorToUnits(BigInt(from), units.get(code) ?? 100),
          amountTo:
            terms.depositTo[code] === undefined
              ? null
              : minorToUnits(BigInt(terms.depositTo[code]!), units.get(code) ?? 100),
        })),
        availableFrom: definition.startsAt?.toISOString() ?? null,
        availableTo: definition.endsAt?.toISOString() ?? null,
      },
      wagerCasinoConditions: {
        gameIds: terms.weights.flatMap((rule) => (rule.percent > 0 ? rule.games : [])),
        gameIdsExcluded: terms.restrictedGames,
        providerIds: [],
        providerIdsExcluded: [],
        contributions: terms.weights.map((rule) => ({
          group: rule.group,
          percent: rule.percent,
          gameIds: rule.games,
        })),
      },
      wagerSportsbookConditions: null,
      package: definition.packageId
        ? { id: definition.packageId, name: packages.get(definition.packageId) ?? '' }
        : null,
      packagePriority: definition.packagePriority,
      minDeposit: money(terms.depositFrom[currency]),
      maxDeposit: money(terms.depositTo[currency]),
      maxBetAmount: money(terms.maxBets[currency]),
      wagerDays: terms.wagerDays,
    };
  };
}

/**
 * Gives what a definition promises for a deposit of `amount` (or a code with no deposit: amount 0):
 * the bonus money and its free spins, each once per source.
 */
export async function grantDefinition(
  tx: Db,
  definition: BonusDefinitionRow,
  account: BonusAccount,
  source: { key: string; amount: bigint; invoiceId?: string | null },
): Promise<void> {
  const games = await gamesForWeights(tx);
  const terms = issueTerms(definition.terms, account.currency, games, await bonusWagerCap(tx));
  const money = bonusAmountFor(definition, account.currency, source.amount);
  if (money > 0n)
    await issueBonus(tx, {
      definition,
      account,
      amount: money,
      terms,
      activationDays: definition.terms.activationDays,
      sourceKey: `${source.key}:bonus`,
      invoiceId: source.invoiceId,
    });
  const spins = definition.terms.freespins;
  const count = freespinCountFor(definition.terms, account.currency, source.amount);
  const bet = spins?.betAmounts[account.currency];
  if (spins && count > 0 && bet !== undefined)
    await issueFreespins(tx, {
      definition,
      account,
      count,
      gameSlug: spins.gameSlug,
      betAmount: BigInt(bet),
      validDays: spins.validDays,
      terms,
      sourceKey: `${source.key}:freespins`,
    });
}

/** A confirmed deposit with a chosen bonus: given when the rules still allow it and the amount is in range. */
export async function grantChosenBonus(
  tx: Db,
  deposit: {
    invoiceId: string;
    playerId: string;
    walletAccountId: string;
    currency: string;
    amount: bigint;
    bonusId: string;
  },
  now = new Date(),
): Promise<boolean> {
  // Invoices opened before bonusId was checked at input may name no bonus at all.
  if (!isUuid(deposit.bonusId)) return false;
  const [definition] = await tx
    .select()
    .from(bonusDefinitions)
    .where(eq(bonusDefinitions.id, deposit.bonusId));
  const facts = await factsOf(tx, deposit.playerId, deposit.invoiceId);
  if (definition?.trigger !== 'deposit' || !facts) return false;
  if (!mayTake(definition, deposit.currency, facts, now)) return false;
  if (!inDepositRange(definition.terms, deposit.currency, deposit.amount)) return false;
  const account = {
    playerId: deposit.playerId,
    walletAccountId: deposit.walletAccountId,
    currency: deposit.currency,
  };
  await grantDefinition(tx, definition, account, {
    key: `deposit:${deposit.invoiceId}`,
    amount: deposit.amount,
    invoiceId: deposit.invoiceId,
  });
  return true;
}

export { factsOf as playerBonusFacts };

/** The definition retention rewards are issued under (domains/rewards: quests, tournaments, wheels). */
export async function rewardDefinition(tx: Db): Promise<BonusDefinitionRow> {
  const [row] = await tx
    .select()
    .from(bonusDefinitions)
    .where(eq(bonusDefinitions.slug, REWARD_DEFINITION_SLUG));
  if (!row) throw new Error('The retention reward definition is not seeded');
  return row;
}
