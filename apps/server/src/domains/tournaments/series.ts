import {
  type BackofficeTournamentSeries,
  type Currency,
  ErrorCode,
  isEditable,
  type PromotionSchedule,
  type PromotionTransition,
  promotionState,
  type SeriesPeriodDays,
  seriesPeriod,
  seriesTournamentIdentity,
  type TournamentTerms,
} from '@casino/contracts';
import { count, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError } from '../../plugins/errors.ts';
import { inState, lifecycleView, transitionWindow } from '../bonuses/promotion-state.ts';
import { runsTournamentSeries } from '../settings/operator-settings.ts';
import { listEnabledCurrencies } from '../settings/service.ts';
import { engineTerms, siteTerms } from './editor.ts';
import { createTournament } from './lifecycle.ts';
import { type TournamentSeriesRow, tournamentSeries, tournaments } from './tables.ts';
import { baseOf } from './views.ts';

/**
 * Tournament series (issue 31): a template opened as one tournament per period. A live series opens
 * its current period and the next one (the hourly `tournaments.series` job, the start of the app, and a
 * run at a scheduled series' start); a period that starts at or after the series' end is not opened.
 * An opened tournament is a row of its own with its own terms: an edit of the series reaches only the
 * periods not opened yet, and an ended series opens no more (those opened run to their end).
 */

/** The series' job: the hourly run, and one at a scheduled series' start (series-routes.ts). */
export const SERIES_JOB = 'tournaments.series';

export type SeriesFields = { days: SeriesPeriodDays; template: TournamentTerms };

const conflict = (message: string, issues: { field: string; rule: string }[] = []) =>
  new AppError(ErrorCode.conflict, message, issues);

/** Runs `check`, its field issues named as the request names them (`template.…`). */
async function asTemplate<T>(check: () => T | Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== ErrorCode.validationFailed) throw error;
    throw AppError.validation(error.issues.map((issue) => ({ ...issue, field: `template.${issue.field}` })));
  }
}

/** The engine's tournament of the template in these currencies (a period being opened). */
const templateTerms = (template: TournamentTerms, currencies: Currency[]) =>
  asTemplate(() => engineTerms(template, currencies));

/** The template an editor sent, checked against the site's currencies and catalogue. */
const checkTemplate = (db: Db, template: TournamentTerms) => asTemplate(() => siteTerms(db, template));

/** The editor's view of series: their lifecycle, and the tournaments opened from each so far. */
export async function seriesViews(db: Db, rows: TournamentSeriesRow[], now = new Date()) {
  const keys = rows.map((row) => row.key);
  const [currencies, opened] = await Promise.all([
    listEnabledCurrencies(db),
    keys.length
      ? db
          .select({ key: tournaments.series, n: count(), until: max(tournaments.endAt) })
          .from(tournaments)
          .where(inArray(tournaments.series, keys))
          .groupBy(tournaments.series)
      : [],
  ]);
  return rows.map((row): BackofficeTournamentSeries => {
    const own = opened.find((item) => item.key === row.key);
    return {
      id: row.id,
      key: row.key,
      days: row.days as SeriesPeriodDays,
      template: row.template,
      ...lifecycleView(row, now),
      baseCurrency: baseOf(currencies)?.code ?? '',
      openedCount: own?.n ?? 0,
      openedUntil: own?.until ? new Date(own.until).toISOString() : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function findSeries(db: Db, id: string, lock = false): Promise<TournamentSeriesRow> {
  if (!isUuid(id)) throw AppError.notFound('No such series.');
  const select = db.select().from(tournamentSeries).where(eq(tournamentSeries.id, id));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) throw AppError.notFound('No such series.');
  return row;
}

export async function createSeries(tx: Db, input: SeriesFields & { key: string }) {
  await checkTemplate(tx, input.template);
  const [row] = await tx
    .insert(tournamentSeries)
    .values({ key: input.key, days: input.days, template: input.template })
    .onConflictDoNothing({ target: tournamentSeries.key })
    .returning();
  if (!row) throw AppError.validation([{ field: 'key', rule: 'unique' }]);
  return row;
}

/**
 * A draft, scheduled or live series changed; 409 once it ended, and for a live one's period (its
 * tournaments so far are of that length). The tournaments it opened keep their terms.
 */
export async function updateSeries(
  tx: Db,
  before: TournamentSeriesRow,
  input: SeriesFields,
  now = new Date(),
) {
  const state = promotionState(before, now);
  if (!isEditable(state)) throw conflict('An ended series is history: it is not edited.');
  if (state === 'live' && input.days !== before.days)
    throw conflict('A live series keeps its period.', [{ field: 'days', rule: 'locked' }]);
  await checkTemplate(tx, input.template);
  const [row] = await tx
    .update(tournamentSeries)
    .set({ days: input.days, template: input.template, updatedAt: now })
    .where(eq(tournamentSeries.id, before.id))
    .returning();
  return row!;
}

export async function transitionSeries(
  tx: Db,
  before: TournamentSeriesRow,
  transition: PromotionTransition,
  schedule?: PromotionSchedule,
  now = new Date(),
) {
  const [row] = await tx
    .update(tournamentSeries)
    .set({ ...transitionWindow(before, transition, now, schedule), updatedAt: now })
    .where(eq(tournamentSeries.id, before.id))
    .returning();
  return row!;
}

/** Opens the series' current and next period that are not opened yet (each identity once). */
async function openPeriods(db: Db, series: TournamentSeriesRow, currencies: Currency[], now: Date) {
  const { fields, prizes } = await templateTerms(series.template, currencies);
  const days = series.days as SeriesPeriodDays;
  for (const offset of [0, 1]) {
    const period = seriesPeriod(now, days, offset);
    if (series.endsAt && period.startsAt >= series.endsAt) continue;
    await createTournament(
      db,
      {
        ...fields,
        prizes,
        identity: seriesTournamentIdentity(series.key, period.startsAt),
        series: series.key,
        startAt: period.startsAt,
        endAt: period.endsAt,
      },
      now,
    );
  }
}

/** Opens a series' periods now (one just scheduled to be live at once), unless the series are off. */
export async function openSeries(db: Db, series: TournamentSeriesRow, now = new Date()) {
  if (!(await runsTournamentSeries(db))) return;
  await openPeriods(db, series, await listEnabledCurrencies(db), now);
}

/**
 * Opens the periods of every live series, unless the operator turned the series off. A series whose
 * template the site's currencies no longer hold (one was disabled since) opens nothing and is answered
 * with why, so the job can say so; the others open.
 */
export async function openTournamentSeries(db: Db, now = new Date()) {
  const skipped: { key: string; error: AppError }[] = [];
  if (!(await runsTournamentSeries(db))) return skipped;
  const [live, currencies] = await Promise.all([
    db
      .select()
      .from(tournamentSeries)
      .where(inState(tournamentSeries, 'live', now))
      .orderBy(tournamentSeries.createdAt, tournamentSeries.key),
    listEnabledCurrencies(db),
  ]);
  for (const series of live) {
    try {
      await openPeriods(db, series, currencies, now);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      skipped.push({ key: series.key, error });
    }
  }
  return skipped;
}
