import { z } from 'zod';
import { backofficeTournamentSchema, tournamentTermsSchema } from './backoffice-tournaments.ts';
import { dataEnvelope, idParamsSchema, pagedEnvelope, pagingQuerySchema } from './http.ts';
import { PROMOTION_STATES, promotionScheduleSchema } from './promotion-lifecycle.ts';
import { defineRoute } from './routes/define.ts';
import { zText } from './validators/input.ts';

/**
 * Tournament series (issue 31): a tournament per period (a day or a week, in UTC) made from one
 * template. A live series opens its current period's tournament and the next one's (the hourly
 * `tournaments.series` job); an opened tournament keeps the terms it was opened with, so an edit of the
 * series changes only the periods not opened yet. The template is `tournamentTermsSchema`, the engine's
 * rules, so a series is refused at save for what its tournaments would be refused for.
 */

export const SERIES_PERIOD_DAYS = [1, 7] as const;
export type SeriesPeriodDays = (typeof SERIES_PERIOD_DAYS)[number];

const DAY_MS = 86_400_000;

/** The period of `days` that holds `at`: days from 00:00 UTC, weeks from Monday 00:00 UTC. */
export function seriesPeriodStart(at: Date, days: SeriesPeriodDays): Date {
  const day = Math.floor(at.getTime() / DAY_MS) * DAY_MS;
  if (days === 1) return new Date(day);
  // 1970-01-01 was a Thursday: Monday is 4 days on.
  const sinceMonday = (Math.floor(day / DAY_MS) + 3) % 7;
  return new Date(day - sinceMonday * DAY_MS);
}

/** The period `offset` periods after the one that holds `at` (0: that one, 1: the next). */
export function seriesPeriod(at: Date, days: SeriesPeriodDays, offset = 0) {
  const startsAt = new Date(seriesPeriodStart(at, days).getTime() + offset * days * DAY_MS);
  return { startsAt, endsAt: new Date(startsAt.getTime() + days * DAY_MS) };
}

/** A period's tournament identity: the series' key and the period's first day. */
export const seriesTournamentIdentity = (key: string, startsAt: Date) =>
  `${key}-${startsAt.toISOString().slice(0, 10)}`;

/** Room for the period's date in the tournament's identity (80 characters at most). */
const seriesKey = zText({ max: 60 }).regex(/^[a-z0-9][a-z0-9-]{2,59}$/, 'slug');
const periodDays = z.union([z.literal(1), z.literal(7)]);

/** What a series is: its period and the template each period's tournament is opened from. */
export const tournamentSeriesInputSchema = z.object({
  days: periodDays,
  template: tournamentTermsSchema,
});
export type TournamentSeriesInput = z.input<typeof tournamentSeriesInputSchema>;

export const createTournamentSeriesSchema = tournamentSeriesInputSchema.extend({ key: seriesKey });
export type CreateTournamentSeries = z.input<typeof createTournamentSeriesSchema>;

export const backofficeTournamentSeriesSchema = z.object({
  id: z.string(),
  key: z.string(),
  days: periodDays,
  template: backofficeTournamentSchema.shape.terms,
  state: z.enum(PROMOTION_STATES),
  scheduledAt: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** The currency of the template's stakes and its money and bonus prizes. */
  baseCurrency: z.string(),
  /** The tournaments opened from it so far, and when the last of them ends. */
  openedCount: z.number().int(),
  openedUntil: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BackofficeTournamentSeries = z.infer<typeof backofficeTournamentSeriesSchema>;

export const backofficeTournamentSeriesQuerySchema = pagingQuerySchema.extend({
  state: z.enum(PROMOTION_STATES).optional(),
});

const tag = 'Back office: tournament series';
const path = '/api/backoffice/tournament-series';

const transition = (name: 'unschedule' | 'end', summary: string) =>
  defineRoute({
    method: 'POST',
    path: `${path}/{id}/${name}`,
    access: 'staff',
    permission: 'bonuses.write',
    tag,
    summary,
    params: idParamsSchema,
    response: dataEnvelope(backofficeTournamentSeriesSchema),
  });

export const backofficeTournamentSeriesRoutes = {
  listTournamentSeries: defineRoute({
    method: 'GET',
    path,
    access: 'staff',
    permission: 'bonuses.read',
    tag,
    summary: 'Tournament series (drafts too), by key; in one lifecycle state when asked.',
    query: backofficeTournamentSeriesQuerySchema,
    response: pagedEnvelope(backofficeTournamentSeriesSchema),
  }),
  tournamentSeries: defineRoute({
    method: 'GET',
    path: `${path}/{id}`,
    access: 'staff',
    permission: 'bonuses.read',
    tag,
    summary: 'A series with its template, as the editor shows it.',
    params: idParamsSchema,
    response: dataEnvelope(backofficeTournamentSeriesSchema),
  }),
  createTournamentSeries: defineRoute({
    method: 'POST',
    path,
    access: 'staff',
    permission: 'bonuses.write',
    tag,
    summary:
      'Creates a draft series (422 on key when it is taken); its template is checked by the engine’s schema; audited.',
    body: createTournamentSeriesSchema,
    status: 201,
    response: dataEnvelope(backofficeTournamentSeriesSchema),
  }),
  updateTournamentSeries: defineRoute({
    method: 'PUT',
    path: `${path}/{id}`,
    access: 'staff',
    permission: 'bonuses.write',
    tag,
    summary:
      'Edits a draft, scheduled or live series (409 once ended; a live one keeps its period): only periods not opened yet take the change; audited.',
    params: idParamsSchema,
    body: tournamentSeriesInputSchema,
    response: dataEnvelope(backofficeTournamentSeriesSchema),
  }),
  scheduleTournamentSeries: defineRoute({
    method: 'POST',
    path: `${path}/{id}/schedule`,
    access: 'staff',
    permission: 'bonuses.write',
    tag,
    summary:
      'Schedules a draft series between startsAt and endsAt (null: from now, open-ended); live, it opens its periods; audited.',
    params: idParamsSchema,
    body: promotionScheduleSchema,
    response: dataEnvelope(backofficeTournamentSeriesSchema),
  }),
  unscheduleTournamentSeries: transition(
    'unschedule',
    'Takes a scheduled series back to draft before it starts.',
  ),
  endTournamentSeries: transition(
    'end',
    'Ends a series now: it opens no more tournaments (those opened run to their end).',
  ),
};
