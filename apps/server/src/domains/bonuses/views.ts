import {
  type PlayerBonus,
  PlayerBonusStatus,
  type PlayerBonusTerms,
  type PlayerFreespin,
} from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { openBonusRounds } from '../game-wallet/rounds.ts';
import { currencyUnits } from '../settings/service.ts';
import { minorToUnits } from '../wallet/money.ts';
import { accountParts } from '../wallet/views.ts';
import type { BonusNames, PlayerBonusRow, PlayerFreespinRow } from './tables.ts';
import type { IssuedTerms } from './terms.ts';

/** How the API shows a player's bonuses and free spins: numbers in the currency's unit, names in a locale. */

export const localizedName = (names: BonusNames, locale: string) =>
  names[locale] ?? names.en ?? Object.values(names)[0] ?? '';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type Units = (minor: bigint | string | null, currency: string) => number;

async function unitsOf(db: Db): Promise<Units> {
  const units = await currencyUnits(db);
  return (minor, currency) => (minor === null ? 0 : minorToUnits(BigInt(minor), units.get(currency) ?? 100));
}

function termsView(terms: IssuedTerms, currency: string, units: Units): PlayerBonusTerms {
  return {
    wagerMultiplier: terms.wagerMultiplier,
    contributions: terms.contributions,
    maxBetAmount: terms.maxBet === null ? null : units(terms.maxBet, currency),
    maxWinAmount: terms.maxWin === null ? null : units(terms.maxWin, currency),
    wagerDays: terms.wagerDays,
  };
}

/** The bonus money of active bonuses (the account's bonus part) and their open bonus-funded rounds. */
async function liveFigures(db: Db, rows: PlayerBonusRow[]) {
  const active = rows.filter((row) => row.status === PlayerBonusStatus.active);
  const balances = new Map<string, bigint>();
  for (const row of active) balances.set(row.id, (await accountParts(db, row.walletAccountId)).bonus);
  return {
    balances,
    open: await openBonusRounds(
      db,
      active.map((row) => row.id),
    ),
  };
}

/** What is left of a bonus: the bonus part while active, the whole amount while queued, nothing once finished. */
function balanceOf(row: PlayerBonusRow, balances: Map<string, bigint>): bigint {
  if (row.status === PlayerBonusStatus.active) return balances.get(row.id) ?? 0n;
  return row.status === PlayerBonusStatus.issued ? row.amount : 0n;
}

export async function playerBonusViews(
  db: Db,
  rows: PlayerBonusRow[],
  locale: string,
): Promise<PlayerBonus[]> {
  const units = await unitsOf(db);
  const { balances, open } = await liveFigures(db, rows);
  return rows.map((row) => {
    const money = (minor: bigint | string | null) => units(minor, row.currency);
    const opened = open.get(row.id) ?? 0;
    const percentage =
      row.required === 0n ? 100 : Math.min(100, Number((row.wagered * 10_000n) / row.required) / 100);
    return {
      id: row.id,
      playerId: row.playerId,
      name: localizedName(row.names, locale),
      amount: money(row.amount),
      currency: row.currency,
      bonusType: row.type,
      status: row.status,
      result: row.result,
      currentWagerPercentage: percentage,
      currentWagerCasinoAmount: money(row.wagered),
      currentWagerSportsbookAmount: 0,
      currentWagerAmount: money(row.wagered),
      requiredWagerCasinoAmount: money(row.required),
      requiredWagerSportsbookAmount: 0,
      wagerCasino: row.terms.wagerMultiplier,
      wagerSportsbook: 0,
      openedTransactionsCount: opened,
      maxBetAmount: row.terms.maxBet === null ? null : money(row.terms.maxBet),
      activationExpiredAt: iso(row.activationExpiresAt),
      wageringExpiredAt: iso(row.wageringExpiresAt),
      createdAt: row.createdAt.toISOString(),
      finishedAt: iso(row.finishedAt),
      isBonusCancelLock: opened > 0,
      packageId: row.packageId,
      packagePriority: row.packagePriority,
      issueSessionId: row.issueSessionId,
      balance: money(balanceOf(row, balances)),
      terms: termsView(row.terms, row.currency, units),
    };
  });
}

export async function playerFreespinViews(
  db: Db,
  rows: PlayerFreespinRow[],
  locale: string,
): Promise<PlayerFreespin[]> {
  const units = await unitsOf(db);
  return rows.map((row) => ({
    id: row.id,
    name: localizedName(row.names, locale),
    status: row.status,
    result: row.result,
    count: row.count,
    usedCount: row.usedCount,
    progress: row.count === 0 ? 0 : Math.round((row.usedCount / row.count) * 10_000) / 100,
    gameId: row.gameSlug,
    currency: row.currency,
    betAmount: units(row.betAmount, row.currency),
    winAmount: units(row.winAmount, row.currency),
    activationExpiredAt: iso(row.activationExpiresAt),
    wageringExpiredAt: null,
    issuedAt: row.createdAt.toISOString(),
    expiredAt: iso(row.expiresAt),
    createdAt: row.createdAt.toISOString(),
    packageId: row.packageId,
    packagePriority: row.packagePriority,
    issueSessionId: row.issueSessionId,
  }));
}
