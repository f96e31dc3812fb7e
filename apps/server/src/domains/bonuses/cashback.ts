import type { CashbackItem } from '@casino/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gamesForWeights } from '../games/service.ts';
import { isExcluded } from '../limits/rules.ts';
import { bonusWagerCap } from '../settings/operator-settings.ts';
import { currencyUnit } from '../settings/service.ts';
import { minorToUnits } from '../wallet/money.ts';
import { type AccountCashMovements, cashMovementsByAccount } from '../wallet/movements.ts';
import { issueBonus } from './lifecycle.ts';
import { weekStart } from './offers.ts';
import { isLive, publishedAt } from './promotion-state.ts';
import { type BonusDefinitionRow, bonusDefinitions, cashbackPayouts } from './tables.ts';
import { issueTerms } from './terms.ts';
import { localizedName } from './views.ts';

/**
 * The weekly cashback: a share of each account's net real-money loss over a promotion week (bets minus
 * wins and rollbacks on the cash part, from the ledger), paid as a bonus once per player, currency and
 * week (a unique row and the bonus's source key), when the loss and the week's deposits reach the minimums.
 */

const WEEK = 7 * 86_400_000;

async function cashbackDefinition(db: Db, now = new Date()): Promise<BonusDefinitionRow | undefined> {
  const [row] = await db
    .select()
    .from(bonusDefinitions)
    .where(and(eq(bonusDefinitions.trigger, 'cashback'), publishedAt(bonusDefinitions, now)));
  return row && isLive(row, now) ? row : undefined;
}

const netLoss = (moves: AccountCashMovements) => moves.bets - moves.wins - moves.rollbacks;

/** What the week's figures earn in the account's currency (0: below a minimum, or no cashback there). */
function cashbackFor(definition: BonusDefinitionRow, moves: AccountCashMovements): bigint {
  const rules = definition.terms.cashback;
  const minLoss = rules?.minLoss[moves.currency];
  const minDeposit = rules?.minDeposit[moves.currency];
  if (!rules || minLoss === undefined || minDeposit === undefined) return 0n;
  const loss = netLoss(moves);
  if (loss < BigInt(minLoss) || moves.deposits < BigInt(minDeposit)) return 0n;
  const share = (loss * BigInt(rules.percent)) / 100n;
  const cap = definition.terms.maxAmounts[moves.currency];
  return cap !== undefined && share > BigInt(cap) ? BigInt(cap) : share;
}

/** Pays the week starting `periodStart` (a Monday, UTC); a second run pays nobody twice. Answers how many were paid. */
export async function payWeeklyCashback(tx: Db, periodStart: Date): Promise<number> {
  const definition = await cashbackDefinition(tx);
  if (!definition) return 0;
  const period = { from: periodStart, to: new Date(periodStart.getTime() + WEEK) };
  const games = await gamesForWeights(tx);
  const cap = await bonusWagerCap(tx);
  let paid = 0;
  for (const moves of await cashMovementsByAccount(tx, period)) {
    const amount = cashbackFor(definition, moves);
    if (amount <= 0n || (await isExcluded(tx, moves.playerId))) continue;
    const day = periodStart.toISOString().slice(0, 10);
    const account = {
      playerId: moves.playerId,
      walletAccountId: moves.walletAccountId,
      currency: moves.currency,
    };
    const bonus = await issueBonus(tx, {
      definition,
      account,
      amount,
      terms: issueTerms(definition.terms, moves.currency, games, cap),
      activationDays: definition.terms.activationDays,
      sourceKey: `cashback:${moves.walletAccountId}:${day}`,
    });
    if (!bonus) continue;
    await tx
      .insert(cashbackPayouts)
      .values({ ...account, periodStart: day, netLoss: netLoss(moves), amount, playerBonusId: bonus.id })
      .onConflictDoNothing();
    paid += 1;
  }
  return paid;
}

/** GET cashback: what this week earns so far (credited next Monday), then what earlier weeks paid. */
export async function cashbackOf(
  db: Db,
  account: { playerId: string; walletAccountId: string; currency: string },
  locale: string,
  now = new Date(),
): Promise<CashbackItem[]> {
  const definition = await cashbackDefinition(db);
  if (!definition) return [];
  const unit = (await currencyUnit(db, account.currency)) ?? 100;
  const name = localizedName(definition.names, locale);
  const start = weekStart(now);
  const [moves] = await cashMovementsByAccount(db, {
    from: start,
    to: new Date(start.getTime() + WEEK),
    walletAccountId: account.walletAccountId,
  });
  const pending = moves ? cashbackFor(definition, moves) : 0n;
  const past = await db
    .select()
    .from(cashbackPayouts)
    .where(
      and(eq(cashbackPayouts.playerId, account.playerId), eq(cashbackPayouts.currency, account.currency)),
    )
    .orderBy(desc(cashbackPayouts.periodStart))
    .limit(10);
  const item = (amount: bigint, date: Date) => ({
    bonusId: definition.id,
    bonusName: name,
    amount: minorToUnits(amount, unit),
    date: date.toISOString(),
  });
  return [
    item(pending, new Date(start.getTime() + WEEK)),
    ...past.map((row) =>
      item(row.amount, new Date(new Date(`${row.periodStart}T00:00:00Z`).getTime() + WEEK)),
    ),
  ];
}
