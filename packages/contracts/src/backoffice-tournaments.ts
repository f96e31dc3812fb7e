import { z } from 'zod';
import { dataEnvelope, idParamsSchema, pagedEnvelope, pagingQuerySchema } from './http.ts';
import { PROMOTION_STATES, promotionScheduleSchema } from './promotion-lifecycle.ts';
import { defineRoute } from './routes/define.ts';
import { TournamentScoring } from './tournaments.ts';
import { zId, zMultilineText, zText } from './validators/input.ts';

/**
 * The tournament editor (issue 31): staff write a tournament's terms, schedule it, and end it early.
 * `tournamentTermsSchema` is the engine's rules as a schema: the seeded series pass it (a test), the
 * editor's form and the server validate with it, so a 422 names the field the engine would refuse.
 * Money is in major units as decimal text: stakes and money or bonus prizes in the base currency,
 * buy-ins and free-spin stakes in the currency they name.
 */

const localeKey = z.string().regex(/^[a-z]{2}(-[a-z]{2})?$/, 'locale');
const localized = (max: number, multiline = false) =>
  z
    .record(localeKey, (multiline ? zMultilineText({ max }) : zText({ max })).trim().min(1))
    .refine((texts) => 'en' in texts, { message: 'englishRequired' });

/** A positive decimal amount in major units ("0.20", "500"). */
const majorAmount = zText({ max: 20 }).regex(/^\d{1,12}(\.\d{1,8})?$/, 'amount');
const positiveAmount = majorAmount.refine((value) => Number(value) > 0, { message: 'positive' });
const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'currency');
const amountsByCurrency = z.record(currencyCode, positiveAmount);
const slug = zText({ max: 80 }).regex(/^[a-z0-9][a-z0-9-]{2,79}$/, 'slug');

export const TOURNAMENT_SCORINGS = [
  TournamentScoring.totalBet,
  TournamentScoring.betCount,
  TournamentScoring.bestMultiplier,
] as const;
export const TOURNAMENT_ENTRY_KINDS = ['auto', 'join', 'buy-in'] as const;
export const TOURNAMENT_PRIZE_KINDS = ['money', 'bonus', 'freespins', 'points'] as const;

export const tournamentPrizeTermsSchema = z
  .object({
    place: z.number().int().min(1).max(1000),
    type: z.enum(TOURNAMENT_PRIZE_KINDS),
    /** Money and bonus: major units of the base currency; points and free spins: a whole count. */
    amount: positiveAmount,
    /** Free spins: each spin's stake per currency (at least one). */
    spinStakes: amountsByCurrency.default({}),
    gameSlug: zText({ max: 80 }).trim().min(1).nullable().default(null),
    /** Bonus: the wagering multiplier. */
    wagerMultiplier: z.number().int().min(0).max(200).nullable().default(null),
    titles: localized(120),
  })
  .superRefine((prize, ctx) => {
    const whole = prize.type === 'points' || prize.type === 'freespins';
    if (whole && !/^\d+$/.test(prize.amount))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'wholeNumber' });
    if (prize.type === 'freespins' && !prize.gameSlug)
      ctx.addIssue({ code: 'custom', path: ['gameSlug'], message: 'required' });
    if (prize.type === 'freespins' && Object.keys(prize.spinStakes).length === 0)
      ctx.addIssue({ code: 'custom', path: ['spinStakes'], message: 'required' });
    if (prize.type === 'bonus' && prize.wagerMultiplier === null)
      ctx.addIssue({ code: 'custom', path: ['wagerMultiplier'], message: 'required' });
  });
export type TournamentPrizeTerms = z.infer<typeof tournamentPrizeTermsSchema>;

/** What a tournament is: its texts, scoring, stake and game rules, entry and prizes. */
export const tournamentTermsSchema = z
  .object({
    titles: localized(120),
    descriptions: localized(1000, true),
    image: zText({ max: 500 }).url().nullable().default(null),
    scoring: z.union(TOURNAMENT_SCORINGS.map((value) => z.literal(value))),
    entryType: z.enum(TOURNAMENT_ENTRY_KINDS),
    /** A buy-in tournament's price per currency it can be paid in. */
    buyIn: amountsByCurrency.default({}),
    minStake: majorAmount.nullable().default(null),
    maxStake: majorAmount.nullable().default(null),
    /** Collections whose games count (every game when empty), and those that never count. */
    gameCollections: z.array(slug).max(50).default([]),
    excludedCollections: z.array(slug).max(50).default([]),
    /** Currencies whose bets count (every enabled one when empty). */
    currencies: z.array(currencyCode).max(50).default([]),
    prizes: z.array(tournamentPrizeTermsSchema).min(1).max(100),
  })
  .superRefine((terms, ctx) => {
    if (terms.entryType === 'buy-in' && Object.keys(terms.buyIn).length === 0)
      ctx.addIssue({ code: 'custom', path: ['buyIn'], message: 'required' });
    if (terms.minStake !== null && terms.maxStake !== null && Number(terms.maxStake) < Number(terms.minStake))
      ctx.addIssue({ code: 'custom', path: ['maxStake'], message: 'belowMinimum' });
    const places = terms.prizes.map((prize) => prize.place).sort((a, b) => a - b);
    places.forEach((place, index) => {
      if (place !== index + 1)
        ctx.addIssue({ code: 'custom', path: ['prizes', index, 'place'], message: 'placesInOrder' });
    });
  });
export type TournamentTerms = z.infer<typeof tournamentTermsSchema>;
export type TournamentTermsInput = z.input<typeof tournamentTermsSchema>;

const scheduleFields = promotionScheduleSchema.safeExtend({
  startsAt: promotionScheduleSchema.shape.startsAt.unwrap(),
  endsAt: promotionScheduleSchema.shape.endsAt.unwrap(),
});

/** A new tournament: a draft until staff schedule it; both times are required (the engine's window). */
export const createTournamentRequestSchema = z.intersection(
  scheduleFields.extend({ identity: slug }),
  tournamentTermsSchema,
);
export type CreateTournamentRequest = z.input<typeof createTournamentRequestSchema>;

/** An edit sends the whole tournament again but its identity. */
export const updateTournamentRequestSchema = z.intersection(scheduleFields, tournamentTermsSchema);
export type UpdateTournamentRequest = z.input<typeof updateTournamentRequestSchema>;

export const backofficeTournamentSchema = z.object({
  id: z.string(),
  identity: z.string(),
  series: z.string().nullable(),
  state: z.enum(PROMOTION_STATES),
  /** The engine's own step (TournamentState): 2 upcoming, 3 running, 4 finishing, 5 completed. */
  engineState: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  scheduledAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  baseCurrency: z.string(),
  playersCount: z.number().int(),
  terms: z.object({
    titles: z.record(z.string(), z.string()),
    descriptions: z.record(z.string(), z.string()),
    image: z.string().nullable(),
    scoring: z.number().int(),
    entryType: z.enum(TOURNAMENT_ENTRY_KINDS),
    buyIn: z.record(z.string(), z.string()),
    minStake: z.string().nullable(),
    maxStake: z.string().nullable(),
    gameCollections: z.array(z.string()),
    excludedCollections: z.array(z.string()),
    currencies: z.array(z.string()),
    prizes: z.array(
      z.object({
        place: z.number().int(),
        type: z.enum(TOURNAMENT_PRIZE_KINDS),
        amount: z.string(),
        spinStakes: z.record(z.string(), z.string()),
        gameSlug: z.string().nullable(),
        wagerMultiplier: z.number().int().nullable(),
        titles: z.record(z.string(), z.string()),
      }),
    ),
  }),
});
export type BackofficeTournament = z.infer<typeof backofficeTournamentSchema>;

export const backofficeTournamentsQuerySchema = pagingQuerySchema.extend({
  state: z.enum(PROMOTION_STATES).optional(),
});

const tag = 'Back office: tournaments';

export const backofficeTournamentRoutes = {
  listTournaments: defineRoute({
    method: 'GET',
    path: '/api/backoffice/tournaments',
    access: 'staff',
    permission: 'bonuses.read',
    tag,
    summary: 'Tournaments (drafts too), latest start first; in one lifecycle state when asked.',
    query: backofficeTournamentsQuerySchema,
    response: pagedEnvelope(backofficeTournamentSchema),
  }),
  tournament: defineRoute({
    method: 'GET',
    path: '/api/backoffice/tournaments/{id}',
    access: 'staff',
    permission: 'bonuses.read',
    tag,
    summary: 'A tournament with its terms, as the editor shows it.',
    params: idParamsSchema,
    response: dataEnvelope(backofficeTournamentSchema),
  }),
  createTournament: defineRoute({
    method: 'POST',
    path: '/api/backoffice/tournaments',
    access: 'staff',
    permission: 'bonuses.write',
    tag,
    summary: 'Creates a draft tournament (409 for an identity taken); audited.',
    body: createTournamentRequestSchema,
    response: dataEnvelope(backofficeTournamentSchema),
  }),
  updateTournament: defineRoute({
    method: 'PUT',
    path: '/api/backoffice/tournaments/{id}',
    access: 'staff',
    permission: 'bonuses.write',
    tag,
    summary:
      'Edits a draft, scheduled or live tournament; a live one keeps its start, scoring, entry and buy-in (409), and its entries; audited.',
    params: idParamsSchema,
    body: updateTournamentRequestSchema,
    response: dataEnvelope(backofficeTournamentSchema),
  }),
  scheduleTournament: defineRoute({
    method: 'POST',
    path: '/api/backoffice/tournaments/{id}/schedule',
    access: 'staff',
    permission: 'bonuses.write',
    tag,
    summary: 'Schedules a draft: the player site shows it, and its start, end and payout jobs are queued.',
    params: idParamsSchema,
    response: dataEnvelope(backofficeTournamentSchema),
  }),
  unscheduleTournament: defineRoute({
    method: 'POST',
    path: '/api/backoffice/tournaments/{id}/unschedule',
    access: 'staff',
    permission: 'bonuses.write',
    tag,
    summary: 'Takes a scheduled tournament nobody entered back to a draft, before its start.',
    params: idParamsSchema,
    response: dataEnvelope(backofficeTournamentSchema),
  }),
  endTournament: defineRoute({
    method: 'POST',
    path: '/api/backoffice/tournaments/{id}/end',
    access: 'staff',
    permission: 'bonuses.write',
    tag,
    summary:
      'Ends a live tournament now (its prizes paid after the grace as at a normal end), or cancels a scheduled one nobody entered.',
    params: idParamsSchema,
    response: dataEnvelope(backofficeTournamentSchema),
  }),
  tournamentReference: defineRoute({
    method: 'GET',
    path: '/api/backoffice/tournament-reference',
    access: 'staff',
    permission: 'bonuses.read',
    tag,
    summary: 'What the editor offers: the base currency, the enabled currencies and the game collections.',
    response: dataEnvelope(
      z.object({
        baseCurrency: z.string(),
        currencies: z.array(z.object({ code: z.string(), subunitToUnit: z.number().int() })),
        collections: z.array(z.object({ slug: z.string(), name: z.string() })),
      }),
    ),
  }),
};

export const backofficeTournamentIdSchema = z.object({ id: zId() });
