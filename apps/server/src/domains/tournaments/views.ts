import {
  type Currency,
  type LeaderboardEntry,
  type Tournament,
  type TournamentDetail,
  type TournamentPrize,
  TournamentScoring,
  TournamentState,
} from '@casino/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { maskNickname } from '../game-wallet/history.ts';
import { nicknamesOf } from '../identity/players.ts';
import { minorToUnits } from '../wallet/money.ts';
import type { LeaderboardStore } from './leaderboard.ts';
import { MULTIPLIER_SCALE } from './scoring.ts';
import {
  type LocalizedTexts,
  type TournamentPrizeRow,
  type TournamentRow,
  tournamentEntries,
  tournamentPayouts,
  tournamentPrizes,
} from './tables.ts';

/** Who asks and in which language: the enabled currencies (the base one among them) and the player's. */
export type ViewContext = {
  locale: string;
  defaultLocale: string;
  currencies: Currency[];
  /** The asking player's active account currency; null for a guest (or a player without an account). */
  playerCurrency: string | null;
};

export const textIn = (texts: LocalizedTexts, locale: string, defaultLocale: string) =>
  texts[locale] ?? texts[defaultLocale] ?? texts.en ?? Object.values(texts)[0] ?? '';

export const baseOf = (currencies: Currency[]) => currencies.find((currency) => currency.isBase) ?? null;

/** Points as the client shows them: major units of the base currency, bets, or the multiplier. */
export function displayPoints(tournament: Pick<TournamentRow, 'scoring'>, points: number, baseUnit: number) {
  if (tournament.scoring === TournamentScoring.totalBet) return minorToUnits(BigInt(points), baseUnit);
  if (tournament.scoring === TournamentScoring.bestMultiplier) return points / MULTIPLIER_SCALE;
  return points;
}

/** Whether the asking player may take part now (a guest sees whether anyone may). */
export function isAvailable(tournament: TournamentRow, playerCurrency: string | null, now = new Date()) {
  if (tournament.state >= TournamentState.finishing || now >= tournament.endAt) return false;
  if (playerCurrency === null) return true;
  if (tournament.currencies.length > 0 && !tournament.currencies.includes(playerCurrency)) return false;
  return tournament.entryType !== 'buy-in' || tournament.buyIn[playerCurrency] !== undefined;
}

export function prizeView(prize: TournamentPrizeRow, ctx: ViewContext): TournamentPrize {
  const base = baseOf(ctx.currencies);
  const inMoney = prize.type === 'money' || prize.type === 'bonus';
  return {
    place: prize.place,
    type: prize.type,
    title: textIn(prize.titles, ctx.locale, ctx.defaultLocale),
    amount: inMoney ? minorToUnits(prize.amount, base?.subunitToUnit ?? 100) : Number(prize.amount),
    currency: inMoney ? (base?.code ?? null) : null,
  };
}

const unitOf = (currencies: Currency[], code: string) =>
  currencies.find((currency) => currency.code === code)?.subunitToUnit ?? 100;

export function tournamentView(
  row: TournamentRow,
  prizes: TournamentPrizeRow[],
  playersCount: number,
  ctx: ViewContext,
): Tournament {
  const base = baseOf(ctx.currencies);
  const baseUnit = base?.subunitToUnit ?? 100;
  return {
    id: row.id,
    identity: row.identity,
    title: textIn(row.titles, ctx.locale, ctx.defaultLocale),
    description: textIn(row.descriptions, ctx.locale, ctx.defaultLocale),
    image: row.image,
    type: row.scoring,
    state: row.state,
    isAvailable: isAvailable(row, ctx.playerCurrency),
    confirmationRequired: row.entryType !== 'auto',
    entryType: row.entryType,
    buyIn: Object.entries(row.buyIn).map(([isoCode, minor]) => ({
      isoCode,
      amount: minorToUnits(BigInt(minor), unitOf(ctx.currencies, isoCode)),
    })),
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    rates: {
      baseCurrencyRate: base?.rate.rate ?? 1,
      currencyRates: ctx.currencies.map((currency) => ({ isoCode: currency.code, rate: currency.rate.rate })),
    },
    conditions: {
      gameCollections: row.gameCollections,
      gameCollectionsExcluded: row.excludedCollections,
      minAmount: row.minStakeMinor === null ? null : minorToUnits(row.minStakeMinor, baseUnit),
      minAmountOp: row.minStakeMinor === null ? null : 'gte',
      maxAmount: row.maxStakeMinor === null ? null : minorToUnits(row.maxStakeMinor, baseUnit),
      maxAmountOp: row.maxStakeMinor === null ? null : 'lte',
      currencies: row.currencies,
    },
    baseCurrency: base?.code ?? '',
    playersCount,
    prizes: [...prizes].sort((a, b) => a.place - b.place).map((prize) => prizeView(prize, ctx)),
  };
}

/** The prizes of these tournaments and how many players entered each, in two reads. */
export async function listingOf(db: Db, ids: string[]) {
  if (ids.length === 0) return { prizes: new Map<string, TournamentPrizeRow[]>(), players: new Map() };
  const [prizeRows, counts] = await Promise.all([
    db.select().from(tournamentPrizes).where(inArray(tournamentPrizes.tournamentId, ids)),
    db
      .select({ id: tournamentEntries.tournamentId, n: count() })
      .from(tournamentEntries)
      .where(inArray(tournamentEntries.tournamentId, ids))
      .groupBy(tournamentEntries.tournamentId),
  ]);
  const prizes = new Map<string, TournamentPrizeRow[]>();
  for (const prize of prizeRows)
    prizes.set(prize.tournamentId, [...(prizes.get(prize.tournamentId) ?? []), prize]);
  return { prizes, players: new Map<string, number>(counts.map((row) => [row.id, row.n])) };
}

/** The top `size` places with the players' nicknames (masked: the leaderboard is public). */
export async function leaderboardOf(
  db: Db,
  store: LeaderboardStore,
  tournament: TournamentRow,
  size: number,
  baseUnit: number,
): Promise<LeaderboardEntry[]> {
  const top = await store.top(db, tournament.id, size);
  const names = await nicknamesOf(
    db,
    top.map((entry) => entry.playerId),
  );
  return top.map((entry) => ({
    playerId: entry.playerId,
    nickname: maskNickname(names.get(entry.playerId) ?? ''),
    place: entry.place,
    points: displayPoints(tournament, entry.points, baseUnit),
  }));
}

/** How many places a detail and a leaderboard push show: as many as there are prizes, at least 10. */
export const leaderboardSize = (prizeCount: number) => Math.max(prizeCount, 10);

/** Who holds each prize: the leaderboard's places, or once paid, the payouts. */
async function prizeHolders(
  db: Db,
  tournament: TournamentRow,
  leaderboard: LeaderboardEntry[],
  baseUnit: number,
) {
  if (tournament.state !== TournamentState.completed)
    return new Map(leaderboard.map((entry) => [entry.place, entry]));
  const paid = await db
    .select()
    .from(tournamentPayouts)
    .where(eq(tournamentPayouts.tournamentId, tournament.id));
  const names = await nicknamesOf(
    db,
    paid.map((row) => row.playerId),
  );
  return new Map(
    paid.map((row) => [
      row.place,
      {
        playerId: row.playerId,
        nickname: maskNickname(names.get(row.playerId) ?? ''),
        points: displayPoints(tournament, row.points, baseUnit),
      },
    ]),
  );
}

export async function tournamentDetail(
  db: Db,
  store: LeaderboardStore,
  row: TournamentRow,
  ctx: ViewContext & { playerId: string | null },
): Promise<TournamentDetail> {
  const { prizes, players } = await listingOf(db, [row.id]);
  const prizeRows = prizes.get(row.id) ?? [];
  const baseUnit = baseOf(ctx.currencies)?.subunitToUnit ?? 100;
  const view = tournamentView(row, prizeRows, players.get(row.id) ?? 0, ctx);
  const leaderboard = await leaderboardOf(db, store, row, leaderboardSize(prizeRows.length), baseUnit);
  const holders = await prizeHolders(db, row, leaderboard, baseUnit);
  return {
    ...view,
    prizes: view.prizes.map((prize) => {
      const holder = holders.get(prize.place);
      return {
        ...prize,
        entry: holder
          ? { playerId: holder.playerId, nickname: holder.nickname, points: holder.points }
          : null,
      };
    }),
    playerEntry: ctx.playerId ? await playerEntryOf(db, store, row, ctx.playerId, baseUnit) : null,
    leaderboard,
  };
}

/** The player's points and place, or null when they have not entered. */
export async function playerEntryOf(
  db: Db,
  store: LeaderboardStore,
  tournament: TournamentRow,
  playerId: string,
  baseUnit: number,
) {
  const [entry] = await db
    .select({ points: tournamentEntries.points })
    .from(tournamentEntries)
    .where(eqEntry(tournament.id, playerId));
  if (!entry) return null;
  return {
    points: displayPoints(tournament, entry.points, baseUnit),
    place: entry.points > 0 ? await store.placeOf(db, tournament.id, playerId) : null,
  };
}

const eqEntry = (tournamentId: string, playerId: string) =>
  and(eq(tournamentEntries.tournamentId, tournamentId), eq(tournamentEntries.playerId, playerId));
