import {
  type BackofficeTournament,
  type Currency,
  ErrorCode,
  type FieldIssue,
  type PromotionState,
  promotionState,
  TournamentState,
  type TournamentTerms,
} from '@casino/contracts';
import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError } from '../../plugins/errors.ts';
import { publishEvents } from '../events/outbox.ts';
import { type CatalogueRef, refsOf, unknownCatalogueRefs } from '../games/catalogue-refs.ts';
import { listEnabledCurrencies } from '../settings/service.ts';
import { decimalToMinor, minorToDecimalString } from '../wallet/money.ts';
import { timersOf } from './lifecycle.ts';
import {
  type NewTournamentPrize,
  type TournamentPrizeRow,
  type TournamentRow,
  tournamentEntries,
  tournamentPrizes,
  tournaments,
} from './tables.ts';
import { baseOf } from './views.ts';

/**
 * The back office's tournaments (issue 31): the editor's terms stored as the engine's row and prizes,
 * and the promotion lifecycle read from the row's times. The jobs (lifecycle.ts) stay the engine's:
 * scheduling queues them, an edit of a time queues the new time's, and a job due at an old time does
 * nothing. Entries and their scores are never written here, and prizes only before they are paid
 * (a tournament is ended, so no longer editable, from its end on).
 */

export type Schedule = { startsAt: string; endsAt: string };

export const lifecycleOf = (row: TournamentRow, now = new Date()): PromotionState =>
  promotionState(
    { scheduledAt: row.scheduledAt, startsAt: row.startAt, endsAt: row.endAt, endedAt: row.endedAt },
    now,
  );

const conflict = (message: string) => new AppError(ErrorCode.conflict, message);

/** Major-unit text in a currency's minor units; a field issue when it has more decimals than the currency. */
class Amounts {
  readonly issues: FieldIssue[] = [];
  constructor(readonly currencies: Currency[]) {}

  issue(field: string, rule: string) {
    this.issues.push({ field, rule });
  }

  get base() {
    const base = baseOf(this.currencies);
    if (!base) throw new Error('no base currency is enabled');
    return base;
  }

  minor(value: string, code: string, field: string): bigint {
    const currency = this.currencies.find((item) => item.code === code);
    if (!currency) {
      this.issue(field, 'currency');
      return 0n;
    }
    const minor = decimalToMinor(value, currency.subunitToUnit);
    if (minor === null) this.issue(field, 'decimals');
    return minor ?? 0n;
  }

  byCurrency(values: Record<string, string>, field: string): Record<string, string> {
    return Object.fromEntries(
      Object.entries(values).map(([code, value]) => [
        code,
        String(this.minor(value, code, `${field}.${code}`)),
      ]),
    );
  }
}

/**
 * The engine's columns (but the window) and prizes of the editor's terms, in the enabled `currencies`
 * (422 per field for an amount or a currency they cannot hold). A series' periods are opened by it too.
 */
export function engineTerms(terms: TournamentTerms, currencies: Currency[]) {
  const amounts = new Amounts(currencies);
  const base = amounts.base.code;
  const stake = (value: string | null, field: string) =>
    value === null ? null : amounts.minor(value, base, field);
  for (const [index, code] of terms.currencies.entries())
    if (!amounts.currencies.some((currency) => currency.code === code))
      amounts.issue(`currencies.${index}`, 'currency');
  const fields = {
    titles: terms.titles,
    descriptions: terms.descriptions,
    image: terms.image,
    scoring: terms.scoring,
    entryType: terms.entryType,
    buyIn: terms.entryType === 'buy-in' ? amounts.byCurrency(terms.buyIn, 'buyIn') : {},
    minStakeMinor: stake(terms.minStake, 'minStake'),
    maxStakeMinor: stake(terms.maxStake, 'maxStake'),
    gameCollections: terms.gameCollections,
    excludedCollections: terms.excludedCollections,
    currencies: terms.currencies,
  };
  const prizes = terms.prizes.map((prize, index): Omit<NewTournamentPrize, 'tournamentId'> => {
    const inMoney = prize.type === 'money' || prize.type === 'bonus';
    return {
      place: prize.place,
      type: prize.type,
      amount: inMoney ? amounts.minor(prize.amount, base, `prizes.${index}.amount`) : BigInt(prize.amount),
      amounts:
        prize.type === 'freespins' ? amounts.byCurrency(prize.spinStakes, `prizes.${index}.spinStakes`) : {},
      gameSlug: prize.type === 'freespins' ? prize.gameSlug : null,
      wagerMultiplier: prize.type === 'bonus' ? prize.wagerMultiplier : null,
      titles: prize.titles,
    };
  });
  if (amounts.issues.length > 0) throw AppError.validation(amounts.issues);
  return { fields, prizes };
}

/**
 * The engine's columns and prizes of terms checked against the site: its enabled currencies, and the
 * collections and free-spins games the terms name (422 per field). A series' template goes through it too.
 */
export async function siteTerms(db: Db, terms: TournamentTerms) {
  const issues = await unknownCatalogueRefs(db, [
    ...refsOf('collection', 'gameCollections', terms.gameCollections),
    ...refsOf('collection', 'excludedCollections', terms.excludedCollections),
    ...terms.prizes.flatMap((prize, at): CatalogueRef[] =>
      prize.type === 'freespins' && prize.gameSlug
        ? [{ field: `prizes.${at}.gameSlug`, kind: 'game', name: prize.gameSlug }]
        : [],
    ),
  ]);
  if (issues.length > 0) throw AppError.validation(issues);
  return engineTerms(terms, await listEnabledCurrencies(db));
}

/** The engine's columns and prizes of the editor's terms and window. */
async function engineFields(db: Db, terms: TournamentTerms, schedule: Schedule) {
  const { fields, prizes } = await siteTerms(db, terms);
  return {
    fields: { ...fields, startAt: new Date(schedule.startsAt), endAt: new Date(schedule.endsAt) },
    prizes,
  };
}

async function loadForUpdate(tx: Db, id: string): Promise<TournamentRow> {
  if (!isUuid(id)) throw AppError.notFound('Tournament not found.');
  const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
  if (!row) throw AppError.notFound('Tournament not found.');
  return row;
}

async function replacePrizes(tx: Db, id: string, prizes: Omit<NewTournamentPrize, 'tournamentId'>[]) {
  await tx.delete(tournamentPrizes).where(eq(tournamentPrizes.tournamentId, id));
  await tx.insert(tournamentPrizes).values(prizes.map((prize) => ({ ...prize, tournamentId: id })));
}

const engineStateAt = (startAt: Date, now: Date) =>
  startAt <= now ? TournamentState.running : TournamentState.upcoming;

export async function createDraft(
  tx: Db,
  input: TournamentTerms & Schedule & { identity: string },
): Promise<TournamentRow> {
  const { fields, prizes } = await engineFields(tx, input, input);
  const [row] = await tx
    .insert(tournaments)
    .values({ ...fields, identity: input.identity, scheduledAt: null })
    .onConflictDoNothing({ target: tournaments.identity })
    .returning();
  if (!row) throw AppError.validation([{ field: 'identity', rule: 'unique' }]);
  await replacePrizes(tx, row.id, prizes);
  return row;
}

/**
 * A live tournament keeps what its entries were scored and paid by: its start, scoring, entry and
 * buy-in; its end may move, but not into the past.
 */
function checkLiveEdit(
  row: TournamentRow,
  next: Awaited<ReturnType<typeof engineFields>>['fields'],
  now: Date,
) {
  const issues: FieldIssue[] = [];
  if (next.startAt.getTime() !== row.startAt.getTime()) issues.push({ field: 'startsAt', rule: 'locked' });
  if (next.scoring !== row.scoring) issues.push({ field: 'scoring', rule: 'locked' });
  if (next.entryType !== row.entryType) issues.push({ field: 'entryType', rule: 'locked' });
  if (JSON.stringify(sortKeys(next.buyIn)) !== JSON.stringify(sortKeys(row.buyIn)))
    issues.push({ field: 'buyIn', rule: 'locked' });
  if (next.endAt <= now) issues.push({ field: 'endsAt', rule: 'inThePast' });
  if (issues.length > 0)
    throw new AppError(ErrorCode.conflict, 'A live tournament keeps these terms.', issues);
}

const sortKeys = (value: Record<string, string>) =>
  Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));

export async function updateTournament(
  tx: Db,
  id: string,
  input: TournamentTerms & Schedule,
  now = new Date(),
): Promise<{ before: TournamentRow; after: TournamentRow }> {
  const before = await loadForUpdate(tx, id);
  const state = lifecycleOf(before, now);
  if (state === 'ended') throw conflict('An ended tournament is history: it is not edited.');
  const { fields, prizes } = await engineFields(tx, input, input);
  if (state === 'live') checkLiveEdit(before, fields, now);
  const engineState = state === 'draft' ? before.state : engineStateAt(fields.startAt, now);
  const [after] = await tx
    .update(tournaments)
    .set({ ...fields, state: Math.max(before.state, engineState) })
    .where(eq(tournaments.id, id))
    .returning();
  await replacePrizes(tx, id, prizes);
  if (state !== 'draft') await publishEvents(tx, timersOf(after!));
  return { before, after: after! };
}

const entriesOf = async (tx: Db, id: string) =>
  tx.$count(tournamentEntries, eq(tournamentEntries.tournamentId, id));

export async function scheduleTournament(tx: Db, id: string, now = new Date()) {
  const before = await loadForUpdate(tx, id);
  if (lifecycleOf(before, now) !== 'draft') throw conflict('Only a draft is scheduled.');
  if (before.endAt <= now) throw AppError.validation([{ field: 'endsAt', rule: 'inThePast' }]);
  const [after] = await tx
    .update(tournaments)
    .set({ scheduledAt: now, state: engineStateAt(before.startAt, now) })
    .where(eq(tournaments.id, id))
    .returning();
  await publishEvents(tx, timersOf(after!));
  return { before, after: after! };
}

export async function unscheduleTournament(tx: Db, id: string, now = new Date()) {
  const before = await loadForUpdate(tx, id);
  if (lifecycleOf(before, now) !== 'scheduled')
    throw conflict('Only a scheduled tournament goes back to draft.');
  if ((await entriesOf(tx, id)) > 0) throw conflict('Players have entered: end it instead.');
  const [after] = await tx
    .update(tournaments)
    .set({ scheduledAt: null })
    .where(eq(tournaments.id, id))
    .returning();
  return { before, after: after! };
}

/**
 * Ends a live tournament now: its end moves to now, so the finish and payout jobs of the new end run
 * as at a normal end. A scheduled one is cancelled (completed, nothing paid) unless players entered.
 */
export async function endTournament(tx: Db, id: string, now = new Date()) {
  const before = await loadForUpdate(tx, id);
  const state = lifecycleOf(before, now);
  if (state !== 'live' && state !== 'scheduled') throw conflict('Only a scheduled or live tournament ends.');
  if (state === 'scheduled') {
    if ((await entriesOf(tx, id)) > 0) throw conflict('Players have entered: end it once it runs.');
    const [after] = await tx
      .update(tournaments)
      .set({ endedAt: now, state: TournamentState.completed })
      .where(eq(tournaments.id, id))
      .returning();
    return { before, after: after! };
  }
  const end = new Date(Math.max(now.getTime(), before.startAt.getTime() + 1));
  const [after] = await tx
    .update(tournaments)
    .set({ endedAt: now, endAt: end })
    .where(eq(tournaments.id, id))
    .returning();
  await publishEvents(tx, timersOf(after!));
  return { before, after: after! };
}

/** The editor's view of rows: their terms back in major units, their lifecycle and entrants. */
export async function editorViews(db: Db, rows: TournamentRow[], now = new Date()) {
  const currencies = await listEnabledCurrencies(db);
  const base = baseOf(currencies);
  const unit = (code: string) => currencies.find((item) => item.code === code)?.subunitToUnit ?? 100;
  const ids = rows.map((row) => row.id);
  const [prizeRows, counts] = ids.length
    ? await Promise.all([
        db.select().from(tournamentPrizes).where(inArray(tournamentPrizes.tournamentId, ids)),
        db
          .select({ id: tournamentEntries.tournamentId, n: count() })
          .from(tournamentEntries)
          .where(inArray(tournamentEntries.tournamentId, ids))
          .groupBy(tournamentEntries.tournamentId),
      ])
    : [[], []];
  const major = (minor: bigint, code: string) => minorToDecimalString(minor, unit(code));
  const byCurrency = (values: Record<string, string>) =>
    Object.fromEntries(Object.entries(values).map(([code, minor]) => [code, major(BigInt(minor), code)]));
  const baseCode = base?.code ?? 'EUR';
  const prizeView = (prize: TournamentPrizeRow) => ({
    place: prize.place,
    type: prize.type,
    amount:
      prize.type === 'money' || prize.type === 'bonus' ? major(prize.amount, baseCode) : String(prize.amount),
    spinStakes: byCurrency(prize.amounts),
    gameSlug: prize.gameSlug,
    wagerMultiplier: prize.wagerMultiplier,
    titles: prize.titles,
  });
  return rows.map(
    (row): BackofficeTournament => ({
      id: row.id,
      identity: row.identity,
      series: row.series,
      state: lifecycleOf(row, now),
      engineState: row.state,
      startsAt: row.startAt.toISOString(),
      endsAt: row.endAt.toISOString(),
      scheduledAt: row.scheduledAt?.toISOString() ?? null,
      endedAt: row.endedAt?.toISOString() ?? null,
      baseCurrency: baseCode,
      playersCount: counts.find((item) => item.id === row.id)?.n ?? 0,
      terms: {
        titles: row.titles,
        descriptions: row.descriptions,
        image: row.image,
        scoring: row.scoring,
        entryType: row.entryType,
        buyIn: byCurrency(row.buyIn),
        minStake: row.minStakeMinor === null ? null : major(row.minStakeMinor, baseCode),
        maxStake: row.maxStakeMinor === null ? null : major(row.maxStakeMinor, baseCode),
        gameCollections: row.gameCollections,
        excludedCollections: row.excludedCollections,
        currencies: row.currencies,
        prizes: prizeRows
          .filter((prize) => prize.tournamentId === row.id)
          .sort((a, b) => a.place - b.place)
          .map(prizeView),
      },
    }),
  );
}
