import { z } from 'zod';
import {
  acknowledgedSchema,
  dataEnvelope,
  idParamsSchema,
  pageMetaSchema,
  pagingQuerySchema,
  queryList,
} from './http.ts';
import { defineRoute } from './routes/define.ts';
import { zId } from './validators/input.ts';

/**
 * Tournaments (spec sections 2 and 3; client contract sections 9 and 13): a race over a period in
 * which eligible real-money bets score points; the leaderboard is live, and the prizes are paid once
 * when the tournament ends, ties going to whoever reached the score first.
 */

/** ITournament.state: 2 and 3 are active for the client, 4 and 5 finished. */
export const TournamentState = {
  /** Announced: shown with a countdown to its start; players may join. */
  upcoming: 2,
  /** Running: eligible bets score. */
  running: 3,
  /** Ended: no bet scores any more; the prizes are being paid. */
  finishing: 4,
  /** Ended and every prize paid. */
  completed: 5,
} as const;

/** ITournament.type: what a bet scores (SoftSwiss's modes). */
export const TournamentScoring = {
  /** The total staked, in the base currency's major units. */
  totalBet: 1,
  /** One point a bet. */
  betCount: 2,
  /** The best win/stake multiplier of one bet. */
  bestMultiplier: 3,
} as const;

/** How a player gets in: every eligible bet enters them, they join, or they pay a buy-in. */
export const TournamentEntry = { auto: 'auto', join: 'join', buyIn: 'buy-in' } as const;

export const tournamentPrizeSchema = z.object({
  place: z.number().int(),
  /** 'money' (cash), 'bonus' (bonus money), 'freespins', 'points'. */
  type: z.enum(['money', 'bonus', 'freespins', 'points']),
  /** What the place wins, said in words ("500 EUR", "50 free spins"). */
  title: z.string(),
  /** Points, spins, or major units of `currency`. */
  amount: z.number(),
  currency: z.string().nullable(),
  bonusId: z.string().optional(),
  /** Who holds the place (the leaderboard's entry), once there is one. */
  entry: z.object({ playerId: z.string(), nickname: z.string(), points: z.number() }).nullable().optional(),
});
export type TournamentPrize = z.infer<typeof tournamentPrizeSchema>;

export const leaderboardEntrySchema = z.object({
  playerId: z.string(),
  nickname: z.string(),
  place: z.number().int(),
  points: z.number(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const tournamentSchema = z.object({
  id: z.string(),
  identity: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  /** The scoring mode (TournamentScoring). */
  type: z.number().int(),
  state: z.number().int(),
  /** Whether the asking player may take part (their currency is eligible, it has not ended ...). */
  isAvailable: z.boolean(),
  /** The player must join (or buy in) before their bets score. */
  confirmationRequired: z.boolean(),
  /** Ours: how players enter, and what the buy-in costs in each currency (major units). */
  entryType: z.enum(['auto', 'join', 'buy-in']),
  buyIn: z.array(z.object({ isoCode: z.string(), amount: z.number() })),
  startAt: z.string(),
  endAt: z.string(),
  rates: z.object({
    baseCurrencyRate: z.number(),
    currencyRates: z.array(z.object({ isoCode: z.string(), rate: z.number() })),
  }),
  conditions: z.object({
    /** Collection identities whose games count (every game when empty). */
    gameCollections: z.array(z.string()),
    gameCollectionsExcluded: z.array(z.string()),
    /** The smallest stake that counts, in the base currency's major units. */
    minAmount: z.number().nullable(),
    minAmountOp: z.enum(['gte', 'gt']).nullable(),
    maxAmount: z.number().nullable(),
    maxAmountOp: z.enum(['lte', 'lt']).nullable(),
    /** Currencies whose bets count (every enabled one when empty). */
    currencies: z.array(z.string()),
  }),
  baseCurrency: z.string(),
  playersCount: z.number().int(),
  prizes: z.array(tournamentPrizeSchema),
});
export type Tournament = z.infer<typeof tournamentSchema>;

export const playerEntrySchema = z.object({ points: z.number(), place: z.number().int().nullable() });

export const tournamentDetailSchema = tournamentSchema.extend({
  /** The asking player's entry (null for a guest, or a player who has not entered). */
  playerEntry: playerEntrySchema.nullable(),
  /** The top of the leaderboard (as many places as there are prizes, at least 10). */
  leaderboard: z.array(leaderboardEntrySchema),
});
export type TournamentDetail = z.infer<typeof tournamentDetailSchema>;

export const tournamentsQuerySchema = pagingQuerySchema.extend({
  state: queryList(z.coerce.number().int().min(1).max(5)).optional(),
  identity: queryList(zId()).optional(),
});

export const tournamentsPageSchema = z.object({ data: z.array(tournamentSchema), meta: pageMetaSchema });
export type TournamentsPage = z.infer<typeof tournamentsPageSchema>;

/** The `{id}` of a tournament's path: its id or its identity. */
export const tournamentParamsSchema = z.object({ id: zId() });

export const TOURNAMENT_COMPLETED_EVENT = 'tournament.completed';
export const TOURNAMENT_LEADERBOARD_UPDATED_EVENT = 'tournament.leaderboard.updated';
export const TOURNAMENT_PLAYER_ENTRY_UPDATED_EVENT = 'tournament.player-entry.updated';

/** On `tournaments`: the client alerts a player who holds a prize. */
export const tournamentCompletedPushSchema = z.object({
  event: z.literal(TOURNAMENT_COMPLETED_EVENT),
  tournament: z.object({
    id: z.string(),
    title: z.string(),
    identity: z.string(),
    state: z.number().int(),
    endAt: z.string(),
    prizes: z.array(
      z.object({
        place: z.number().int(),
        title: z.string(),
        entry: z.object({ playerId: z.string() }).nullable(),
      }),
    ),
  }),
});

/** On tournaments:{id}: the top of the leaderboard as it is now. */
export const tournamentLeaderboardPushSchema = z.object({
  event: z.literal(TOURNAMENT_LEADERBOARD_UPDATED_EVENT),
  tournamentId: z.string(),
  leaderboard: z.array(leaderboardEntrySchema),
});

/** On tournaments:{id}#{pid}: the player's own points and place. */
export const tournamentPlayerEntryPushSchema = z.object({
  event: z.literal(TOURNAMENT_PLAYER_ENTRY_UPDATED_EVENT),
  entry: z.object({
    tournamentId: z.string(),
    playerId: z.string(),
    points: z.number(),
    place: z.number().int().nullable(),
  }),
});

export const tournamentChannel = (tournamentId: string) => `tournaments:${tournamentId}`;
export const tournamentEntryChannel = (tournamentId: string, playerId: string) =>
  `tournaments:${tournamentId}#${playerId}`;

const tag = 'Retention';

export const tournamentRoutes = {
  tournaments: defineRoute({
    method: 'GET',
    path: '/api/retention/tournaments',
    access: 'guest-or-player',
    tag,
    summary: 'Tournaments in the asked states (and identities), soonest ending first.',
    query: tournamentsQuerySchema,
    response: tournamentsPageSchema,
  }),
  tournament: defineRoute({
    method: 'GET',
    path: '/api/retention/tournaments/{id}',
    access: 'guest-or-player',
    tag,
    summary: "A tournament (by id or identity) with its prizes, leaderboard and the asking player's entry.",
    params: tournamentParamsSchema,
    response: dataEnvelope(tournamentDetailSchema),
  }),
  participate: defineRoute({
    method: 'POST',
    path: '/api/retention/tournaments/{id}/participate',
    access: 'player',
    tag,
    summary: 'Joins a tournament (paying its buy-in from the active account when it has one); once.',
    params: idParamsSchema,
    response: acknowledgedSchema,
  }),
};
