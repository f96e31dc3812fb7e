import { z } from 'zod';
import { pageMetaSchema, pagingQuerySchema } from './http.ts';
import { defineRoute } from './routes/define.ts';
import { zText } from './validators/input.ts';

/**
 * The studio's own API (apps/studio), what its game pages call under /studio/api. The studio is a game
 * provider: it knows the platform only through the seamless-wallet API, and its players only through the
 * launch token in the game URL (`?session=` for real money, `?mode=demo&token=` for demo). Every call
 * but the verifier and round recall sends that token as `Authorization: Bearer <token>`.
 *
 * Amounts are decimal text in the session's currency ("1.50"); demo sessions play with virtual coins in
 * the currency "FUN".
 */

export const STUDIO_GAME_KINDS = [
  'slot',
  'dice',
  'roulette',
  'mines',
  'plinko',
  'crash',
  'sportsbook',
] as const;
export type StudioGameKind = (typeof STUDIO_GAME_KINDS)[number];

export const STUDIO_DEMO_CURRENCY = 'FUN';

const amountSchema = zText({ max: 40 })
  .trim()
  .regex(/^\d{1,12}(\.\d{1,8})?$/, 'a decimal amount such as "1.50"');

/** A player's seed pair: the commitment of the server seed, the client seed and the next nonce. */
export const studioSeedStateSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce of the next round played with this pair. */
  nonce: z.number().int().nonnegative(),
});
export type StudioSeedState = z.infer<typeof studioSeedStateSchema>;

/** A seed pair that was rotated away: its server seed is now public. */
export const studioRevealedSeedsSchema = studioSeedStateSchema.extend({ serverSeed: z.string() });
export type StudioRevealedSeeds = z.infer<typeof studioRevealedSeedsSchema>;

/** PUT /studio/api/seeds: a new client seed rotates the pair and reveals the old server seed. */
export const studioRotateSeedsRequestSchema = z.object({
  clientSeed: zText({ max: 100 })
    .trim()
    .regex(/^[!-9;-~]{1,64}$/, '1 to 64 printable characters without spaces or colons'),
});
export const studioRotateSeedsResponseSchema = z.object({
  data: z.object({ current: studioSeedStateSchema, revealed: studioRevealedSeedsSchema }),
});

/** Slot reels, symbols and pays as the game page draws them (the maths lives on the server). */
export const studioSlotInfoSchema = z.object({
  rows: z.number().int(),
  reels: z.number().int(),
  symbols: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: z.enum(['regular', 'wild', 'scatter']),
      pays: z.record(z.string(), z.number()),
    }),
  ),
  /** Line titles: the row each line crosses on each reel; null for a ways title. */
  lines: z.array(z.array(z.number().int())).nullable(),
  /** Ways titles: the number of ways (rows^reels); null for a line title. */
  ways: z.number().int().nullable(),
  /**
   * The total bet in pay units: the number of lines for a line title, the stated coin count for a ways
   * title. Line and ways pays are in these units (a pay of p returns p / betUnits total bets), scatter
   * pays in total bets.
   */
  betUnits: z.number().int().positive().optional(),
  /** A window to show before the first spin, window[reel][row]. */
  initialWindow: z.array(z.array(z.string())),
});

export const studioPlinkoInfoSchema = z.object({
  tables: z.record(z.string(), z.record(z.string(), z.array(z.number()))),
});

/** What a game page needs to draw a game: its kind, limits and (for slots) the reels and pays. */
export const studioGameInfoSchema = z.object({
  slug: z.string(),
  name: z.string(),
  kind: z.enum(STUDIO_GAME_KINDS),
  /** Return to player as percent text ("96.52"); for dice, mines, crash the fixed 99 % edge. */
  rtp: z.string(),
  volatility: z.string().nullable(),
  slot: studioSlotInfoSchema.nullable(),
  /** Plinko only: the multipliers of buckets 0..rows, left to right, by risk then by rows ("8".."16"). */
  plinko: studioPlinkoInfoSchema.nullable().optional(),
});
export type StudioGameInfo = z.infer<typeof studioGameInfoSchema>;
/** GET /studio/api/games/{slug}: public, no token (the round recall and the verifier draw with it). */
export const studioGameInfoResponseSchema = z.object({ data: studioGameInfoSchema });

/**
 * Free spins the platform gave the player in this slot (real money only): `remaining` spins, each at
 * `betAmount`, the stake the player cannot change. A free spin moves no money of the player's: its
 * winnings go to the platform's free spins and become a bonus once the last spin is played.
 */
export const studioFreespinsSchema = z.object({
  id: z.string(),
  remaining: z.number().int().positive(),
  betAmount: amountSchema,
});
export type StudioFreespins = z.infer<typeof studioFreespinsSchema>;

/** POST /studio/api/session: opens the studio's side of a launch. */
export const studioSessionRequestSchema = z.object({
  game: zText({ max: 100 }).trim().min(1),
  mode: z.enum(['real', 'demo']),
  token: zText({ max: 1024 }).trim().min(16),
  /** Real money: the currency the platform launched in. */
  currency: zText({ max: 10 }).trim().min(1).optional(),
});
export const studioSessionSchema = z.object({
  mode: z.enum(['real', 'demo']),
  currency: z.string(),
  balance: amountSchema,
  minBet: amountSchema,
  maxBet: amountSchema,
  /** Digits after the point in `currency` (2 for EUR and FUN, 0 for JPY, 8 for BTC); amounts may drop trailing zeros. */
  decimals: z.number().int().min(0).max(8).optional(),
  game: studioGameInfoSchema,
  seeds: studioSeedStateSchema,
  /** The player's round of this game still in play (a mines round to resume after a reload), or null. */
  openRound: z.lazy(() => studioRoundSchema.nullable()).optional(),
  /**
   * Responsible game design (RTS 14): the least time in ms from one round of this game to the next (a
   * sooner one is refused with 15020); 0 when the jurisdiction asks none. The page waits it out.
   */
  minCycleMs: z.number().int().min(0).optional(),
  /** A real-money slot's free spins to play, or null (always null in demo). */
  freespins: studioFreespinsSchema.nullable().optional(),
});
export type StudioSession = z.infer<typeof studioSessionSchema>;
export const studioSessionResponseSchema = z.object({ data: studioSessionSchema });

/** The bet of one round, by game kind. Roulette may hold several chips on one spin. */
export const studioBetSchema = z.discriminatedUnion('kind', [
  /** With `freespinId` (the session's `freespins.id`) a free spin: `amount` must be their `betAmount`. */
  z.object({ kind: z.literal('slot'), amount: amountSchema, freespinId: zText({ max: 64 }).optional() }),
  z.object({
    kind: z.literal('dice'),
    amount: amountSchema,
    direction: z.enum(['under', 'over']),
    /** Hundredths: 4950 is 49.50. */
    targetHundredths: z.number().int().min(0).max(9999),
  }),
  z.object({
    kind: z.literal('roulette'),
    chips: z
      .array(
        z.object({
          betKind: zText({ max: 32 }),
          numbers: z.array(z.number().int().min(0).max(36)).max(18),
          amount: amountSchema,
        }),
      )
      .min(1)
      .max(50),
  }),
  z.object({
    kind: z.literal('plinko'),
    amount: amountSchema,
    rows: z.number().int(),
    risk: zText({ max: 32 }),
  }),
  /** Opens a mines round; tiles are revealed one by one, then cashed out. */
  z.object({ kind: z.literal('mines'), amount: amountSchema, mineCount: z.number().int() }),
]);
export type StudioBet = z.infer<typeof studioBetSchema>;

export const studioRoundStatuses = ['open', 'settled', 'rolledBack'] as const;

/**
 * A round as stored: what was bet, what came out, what it paid and the seeds that decided it. The
 * server seed is there once the pair has been rotated (until then only its hash).
 */
export const studioRoundSchema = z.object({
  id: z.string(),
  game: z.string(),
  gameName: z.string(),
  kind: z.enum(STUDIO_GAME_KINDS),
  mode: z.enum(['real', 'demo']),
  status: z.enum(studioRoundStatuses),
  currency: z.string(),
  bet: amountSchema,
  win: amountSchema,
  /** win / bet, e.g. 2.5; 0 for a loss. */
  multiplier: z.number(),
  /** The bet's parameters (direction and target, chips, rows and risk, mine count ...). */
  params: z.record(z.string(), z.unknown()),
  /** What came out: slot stops, window and wins; the roll; the pocket; the path; mine tiles ... */
  outcome: z.record(z.string(), z.unknown()),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type StudioRound = z.infer<typeof studioRoundSchema>;

/** A played round and the balance after it; after a free spin, the free spins left (null: none). */
export const studioPlayResponseSchema = z.object({
  data: z.object({
    round: studioRoundSchema,
    balance: amountSchema,
    seeds: studioSeedStateSchema,
    freespins: studioFreespinsSchema.nullable().optional(),
  }),
});
export type StudioPlayResult = z.infer<typeof studioPlayResponseSchema>['data'];

/** POST /studio/api/rounds/{id}/reveal: opens one tile of an open mines round. */
export const studioRevealTileRequestSchema = z.object({ tile: z.number().int().min(0).max(24) });

export const studioRoundsQuerySchema = pagingQuerySchema;
export const studioRoundsResponseSchema = z.object({
  data: z.array(studioRoundSchema),
  meta: pageMetaSchema,
});
export const studioRoundResponseSchema = z.object({ data: studioRoundSchema });

/** The balance; for a real-money slot also its free spins (null: none left). */
export const studioBalanceResponseSchema = z.object({
  data: z.object({
    balance: amountSchema,
    currency: z.string(),
    freespins: studioFreespinsSchema.nullable().optional(),
  }),
});
/**
 * The reality check of a real-money session (UKGC RTS 13), null when the player chose none (and in
 * demo). Every `intervalSeconds` of play the studio refuses the next round (409 15021) until the player
 * acknowledges the figures; `dueInSeconds` counts down to that (0 and `due` once it is there), from the
 * server's clock, so the page needs no clock of its own to agree with it.
 */
export const studioRealityCheckSchema = z
  .object({
    intervalSeconds: z.number().int().positive(),
    due: z.boolean(),
    dueInSeconds: z.number().int().min(0),
  })
  .nullable();
export type StudioRealityCheck = z.infer<typeof studioRealityCheckSchema>;

/**
 * GET /studio/api/session/figures (RTS 2E): the game session's elapsed time and net position, computed
 * by the studio from the session's rounds. `net` is wins minus bets (negative: the player is down).
 */
export const studioSessionFiguresResponseSchema = z.object({
  data: z.object({
    startedAt: z.string(),
    elapsedSeconds: z.number().int(),
    rounds: z.number().int(),
    bets: amountSchema,
    wins: amountSchema,
    net: z.string(),
    currency: z.string(),
    realityCheck: studioRealityCheckSchema,
  }),
});
export type StudioSessionFigures = z.infer<typeof studioSessionFiguresResponseSchema>['data'];

export const studioSeedsResponseSchema = z.object({
  data: z.object({ current: studioSeedStateSchema, previous: studioRevealedSeedsSchema.nullable() }),
});

/**
 * POST /studio/api/verify: recomputes a round from its seeds, without asking the studio's records.
 * `params` as in the round (dice direction and target, plinko rows and risk, mines count ...).
 */
export const studioVerifyRequestSchema = z.object({
  game: zText({ max: 100 }).trim().min(1),
  serverSeed: zText({ max: 256 }).trim().min(1),
  clientSeed: studioRotateSeedsRequestSchema.shape.clientSeed,
  nonce: z.number().int().nonnegative(),
  params: z.record(zText({ max: 64 }), z.unknown()).default({}),
});
export const studioVerifyResponseSchema = z.object({
  data: z.object({
    serverSeedHash: z.string(),
    outcome: z.record(z.string(), z.unknown()),
    /** What the outcome pays as a multiple of the bet. */
    multiplier: z.number(),
  }),
});

/** Crash: one shared round for every player. Phases as the websocket /studio/api/crash/live sends them. */
export const crashPhases = ['betting', 'running', 'crashed'] as const;

export const crashBetViewSchema = z.object({
  /** A masked player name ("pl***12"), the same for a player across rounds. */
  player: z.string(),
  currency: z.string(),
  amount: amountSchema,
  /** The multiplier the bet cashed out at; null while riding or when it crashed with the round. */
  cashedOutAt: z.number().nullable(),
  win: amountSchema.nullable(),
});

/**
 * The caller's own bet on the round: in GET /studio/api/crash/state when it carries the launch token
 * (never in websocket messages). `player` is the masked name its row has in `bets`.
 */
export const crashOwnBetSchema = z.object({
  player: z.string(),
  amount: amountSchema,
  autoCashout: z.number().nullable(),
  cashedOutAt: z.number().nullable(),
  win: amountSchema.nullable(),
});

export const crashStateSchema = z.object({
  roundId: z.string(),
  /** The round's sequence number: its nonce in the crash seed chain. */
  number: z.number().int(),
  phase: z.enum(crashPhases),
  /** SHA-256 of the round's server seed, published before betting opens. */
  serverSeedHash: z.string(),
  /** Revealed once the round has crashed. */
  serverSeed: z.string().nullable(),
  /** The public client seed every crash round uses. */
  clientSeed: z.string(),
  /** Betting closes / the round started / it crashed, ISO 8601 with server time. */
  bettingEndsAt: z.string(),
  startedAt: z.string().nullable(),
  crashPoint: z.number().nullable(),
  /** Multiplier growth: m(t) = e^(growthPerMs · t), t in ms since startedAt. */
  growthPerMs: z.number(),
  serverTime: z.string(),
  bets: z.array(crashBetViewSchema),
  /** Recent crash points, newest first. */
  history: z.array(z.object({ roundId: z.string(), crashPoint: z.number() })),
  /** Only in GET /studio/api/crash/state with the launch token: the caller's bet, null without one. */
  myBet: crashOwnBetSchema.nullable().optional(),
});
export type CrashState = z.infer<typeof crashStateSchema>;
export const crashStateResponseSchema = z.object({ data: crashStateSchema });

/** POST /studio/api/crash/bets: a bet on the round in its betting phase, with an optional auto cash-out. */
export const crashBetRequestSchema = z.object({
  amount: amountSchema,
  autoCashout: z.number().min(1.01).max(1_000_000).nullable().optional(),
});
export const crashPlayerBetSchema = z.object({
  roundId: z.string(),
  amount: amountSchema,
  autoCashout: z.number().nullable(),
  cashedOutAt: z.number().nullable(),
  win: amountSchema.nullable(),
  balance: amountSchema,
});
export const crashPlayerBetResponseSchema = z.object({ data: crashPlayerBetSchema });

/** What the websocket sends: the whole state on connect and at every phase change, bets as they change. */
export const crashLiveMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('state'), state: crashStateSchema }),
  z.object({ type: z.literal('bets'), roundId: z.string(), bets: z.array(crashBetViewSchema) }),
]);
export type CrashLiveMessage = z.infer<typeof crashLiveMessageSchema>;

/**
 * The sportsbook (the built-in betting client, docs/decisions/0020, docs/games/rtp.md section 9): virtual football fixtures the studio
 * schedules, a 1X2 market with decimal odds fixed when the fixture is scheduled, results drawn with the
 * studio's provably fair RNG at kick-off.
 */
export const SPORTSBOOK_SELECTIONS = ['home', 'draw', 'away'] as const;
export type SportsbookSelection = (typeof SPORTSBOOK_SELECTIONS)[number];

export const sportsbookFixtureSchema = z.object({
  id: z.string(),
  /** The fixture's sequence number: the nonce of its draw. */
  number: z.number().int(),
  home: z.string(),
  away: z.string(),
  /** Kick-off, ISO 8601 server time: bets close then and the result is drawn. */
  startsAt: z.string(),
  /** Decimal odds of the 1X2 market (2 decimals). */
  odds: z.object({ home: z.number(), draw: z.number(), away: z.number() }),
  status: z.enum(['open', 'settled']),
  result: z.enum(SPORTSBOOK_SELECTIONS).nullable(),
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  serverSeedHash: z.string(),
  /** Revealed once settled. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
});
export type SportsbookFixture = z.infer<typeof sportsbookFixtureSchema>;

/** GET /studio/api/sportsbook/fixtures: public; the coming fixtures and the latest results. */
export const sportsbookFixturesResponseSchema = z.object({
  data: z.object({
    now: z.string(),
    upcoming: z.array(sportsbookFixtureSchema),
    results: z.array(sportsbookFixtureSchema),
  }),
});

/** POST /studio/api/sportsbook/bets: a single on one selection of a fixture not yet kicked off. */
export const sportsbookBetRequestSchema = z.object({
  fixtureId: zText({ max: 64 }).trim().min(1),
  selection: z.enum(SPORTSBOOK_SELECTIONS),
  amount: amountSchema,
});

export const sportsbookBetSchema = z.object({
  id: z.string(),
  fixtureId: z.string(),
  home: z.string(),
  away: z.string(),
  startsAt: z.string(),
  selection: z.enum(SPORTSBOOK_SELECTIONS),
  odds: z.number(),
  amount: amountSchema,
  currency: z.string(),
  /** What the bet returns if it wins: amount × odds, rounded down to the minor unit. */
  potentialWin: amountSchema,
  status: z.enum(['open', 'won', 'lost', 'refunded']),
  /** The payout once settled (0 for a loss); null while open. */
  win: amountSchema.nullable(),
  result: z.enum(SPORTSBOOK_SELECTIONS).nullable(),
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type SportsbookBet = z.infer<typeof sportsbookBetSchema>;
export const sportsbookPlacedBetResponseSchema = z.object({
  data: z.object({ bet: sportsbookBetSchema, balance: amountSchema }),
});

/** GET /studio/api/sportsbook/bets: the caller's open bets and the latest settled ones, and the balance. */
export const sportsbookMyBetsResponseSchema = z.object({
  data: z.object({
    balance: amountSchema,
    currency: z.string(),
    open: z.array(sportsbookBetSchema),
    settled: z.array(sportsbookBetSchema),
  }),
});

/**
 * Path parameters are any text: the handler looks them up (an unknown slug or a malformed round id is a
 * 404, as the fuzzer expects), so the schema must not turn junk into a 422.
 */
const slugParamsSchema = z.object({ slug: z.string() });
const roundParamsSchema = z.object({ id: z.string() });

const tag = 'Studio';

/** Every call of the studio's API (not the websocket /studio/api/crash/live), declared once. */
export const studioRoutes = {
  openSession: defineRoute({
    method: 'POST',
    path: '/studio/api/session',
    // The launch token travels in the body; it opens the game session the other calls carry.
    access: 'guest',
    tag,
    summary: "Open the studio's side of a launch",
    body: studioSessionRequestSchema,
    response: studioSessionResponseSchema,
  }),
  session: defineRoute({
    method: 'GET',
    path: '/studio/api/session',
    access: 'game-session',
    tag,
    summary: 'The game session again (after a reload)',
    response: studioSessionResponseSchema,
  }),
  sessionFigures: defineRoute({
    method: 'GET',
    path: '/studio/api/session/figures',
    access: 'game-session',
    tag,
    summary: "The game session's elapsed time and net position (wins minus bets)",
    response: studioSessionFiguresResponseSchema,
  }),
  acknowledgeRealityCheck: defineRoute({
    method: 'POST',
    path: '/studio/api/session/reality-check',
    access: 'game-session',
    tag,
    summary:
      'The player read the reality check: play goes on and the next interval starts (nothing changes before it is due)',
    response: studioSessionFiguresResponseSchema,
  }),
  balance: defineRoute({
    method: 'GET',
    path: '/studio/api/balance',
    access: 'game-session',
    tag,
    summary: "The session's balance",
    response: studioBalanceResponseSchema,
  }),
  refillDemoBalance: defineRoute({
    method: 'POST',
    path: '/studio/api/balance/refill',
    access: 'game-session',
    tag,
    summary: 'Demo only: back to the starting FUN balance',
    response: studioBalanceResponseSchema,
  }),
  seeds: defineRoute({
    method: 'GET',
    path: '/studio/api/seeds',
    access: 'game-session',
    tag,
    summary: "The player's seed pair and the last revealed one",
    response: studioSeedsResponseSchema,
  }),
  rotateSeeds: defineRoute({
    method: 'PUT',
    path: '/studio/api/seeds',
    access: 'game-session',
    tag,
    summary: 'A new client seed: rotates the pair and reveals the old server seed',
    body: studioRotateSeedsRequestSchema,
    response: studioRotateSeedsResponseSchema,
  }),
  verify: defineRoute({
    method: 'POST',
    path: '/studio/api/verify',
    access: 'guest',
    tag,
    summary: 'Recompute a round from its seeds',
    body: studioVerifyRequestSchema,
    response: studioVerifyResponseSchema,
  }),
  gameInfo: defineRoute({
    method: 'GET',
    path: '/studio/api/games/{slug}',
    access: 'guest',
    tag,
    summary: 'What a game page needs to draw a game',
    params: slugParamsSchema,
    response: studioGameInfoResponseSchema,
  }),
  rounds: defineRoute({
    method: 'GET',
    path: '/studio/api/rounds',
    access: 'game-session',
    tag,
    summary: "The player's rounds, newest first",
    query: studioRoundsQuerySchema,
    response: studioRoundsResponseSchema,
  }),
  play: defineRoute({
    method: 'POST',
    path: '/studio/api/rounds',
    access: 'game-session',
    tag,
    summary: 'Play a round (opens a mines round)',
    body: studioBetSchema,
    response: studioPlayResponseSchema,
  }),
  round: defineRoute({
    method: 'GET',
    path: '/studio/api/rounds/{id}',
    // Public: a round's id is an unguessable uuid, shared like a link.
    access: 'guest',
    tag,
    summary: 'One round, for the recall page',
    params: roundParamsSchema,
    response: studioRoundResponseSchema,
  }),
  revealTile: defineRoute({
    method: 'POST',
    path: '/studio/api/rounds/{id}/reveal',
    access: 'game-session',
    tag,
    summary: 'Open one tile of an open mines round',
    params: roundParamsSchema,
    body: studioRevealTileRequestSchema,
    response: studioPlayResponseSchema,
  }),
  cashOutRound: defineRoute({
    method: 'POST',
    path: '/studio/api/rounds/{id}/cashout',
    access: 'game-session',
    tag,
    summary: 'Cash out an open mines round',
    params: roundParamsSchema,
    response: studioPlayResponseSchema,
  }),
  crashState: defineRoute({
    method: 'GET',
    path: '/studio/api/crash/state',
    // Anyone may watch; a token sent must be a valid game session (401), and adds the caller's bet.
    access: 'guest',
    tag,
    summary: 'The live crash round',
    response: crashStateResponseSchema,
  }),
  placeCrashBet: defineRoute({
    method: 'POST',
    path: '/studio/api/crash/bets',
    access: 'game-session',
    tag,
    summary: 'Bet on the crash round in its betting phase',
    body: crashBetRequestSchema,
    response: crashPlayerBetResponseSchema,
  }),
  cashOutCrash: defineRoute({
    method: 'POST',
    path: '/studio/api/crash/cashout',
    access: 'game-session',
    tag,
    summary: "Cash out the caller's crash bet",
    response: crashPlayerBetResponseSchema,
  }),
  sportsbookFixtures: defineRoute({
    method: 'GET',
    path: '/studio/api/sportsbook/fixtures',
    access: 'guest',
    tag,
    summary: 'The coming sportsbook fixtures with their odds, and the latest results',
    response: sportsbookFixturesResponseSchema,
  }),
  placeSportsbookBet: defineRoute({
    method: 'POST',
    path: '/studio/api/sportsbook/bets',
    access: 'game-session',
    tag,
    summary: 'Bet on one selection of a fixture that has not kicked off',
    body: sportsbookBetRequestSchema,
    response: sportsbookPlacedBetResponseSchema,
  }),
  sportsbookBets: defineRoute({
    method: 'GET',
    path: '/studio/api/sportsbook/bets',
    access: 'game-session',
    tag,
    summary: "The caller's open and settled sportsbook bets",
    response: sportsbookMyBetsResponseSchema,
  }),
};
