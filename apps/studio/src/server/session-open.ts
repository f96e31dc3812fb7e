import {
  ErrorCode,
  type Jurisdiction,
  STUDIO_DEMO_CURRENCY,
  type StudioSession,
  type studioSessionRequestSchema,
} from '@casino/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { findStudioCurrency } from '../catalogue/currencies.ts';
import { gameInfo } from '../catalogue/game-info.ts';
import { findStudioGame, type StudioGame } from '../catalogue/games.ts';
import { minorToDecimal } from '../catalogue/money.ts';
import { balanceWithFreespins, playsFreespins } from '../rounds/freespins.ts';
import { minCycleMs } from '../rounds/game-design.ts';
import { DEMO_START_BALANCE, type PurseFor } from '../rounds/purse.ts';
import type { Clock } from '../rounds/reality-check.ts';
import { findOpenRound } from '../rounds/round-store.ts';
import { roundView } from '../rounds/round-view.ts';
import { activeSeedPair, seedState } from '../seeds/seed-pairs.ts';
import type { StudioDb } from '../storage/db.ts';
import { studioSessions } from '../storage/tables.ts';
import { hashToken } from '../storage/token-hash.ts';
import type { TokenSeal } from '../storage/token-seal.ts';
import { WalletCallError } from '../wallet-client/wallet-call-error.ts';
import { STUDIO_PROVIDER_ID, type WalletClient } from '../wallet-client/wallet-client.ts';
import { readDemoToken } from './demo-token.ts';
import { StudioError } from './errors.ts';
import type { PlayerSession, PlayerSessions } from './player-session.ts';

type SessionRequest = z.infer<typeof studioSessionRequestSchema>;

export type SessionDeps = {
  db: StudioDb;
  wallet: WalletClient;
  secret: string;
  seal: TokenSeal;
  sessions: PlayerSessions;
  purseFor: PurseFor;
  /** The studio's clock: when a session starts, its figures' elapsed time, its reality check. */
  clock: Clock;
};

/** How long the studio accepts a real-money launch token: the platform's game session lifetime. */
const REAL_SESSION_HOURS = 24;

type Launch = {
  player: string;
  currency: string;
  expiresAt: Date;
  sealedToken: string | null;
  /** Real money: the reality-check interval the platform named (seconds), null when none. */
  realityCheckSeconds: number | null;
  /** Whose game design rules (RTS 14) apply: the platform's jurisdiction. */
  jurisdiction: Jurisdiction;
};

/**
 * POST /studio/api/session: the studio's side of a launch. Real money: the token is checked by the
 * wallet's balance call, which also names the player and the game it was launched for. Demo: the
 * token's signature and expiry are checked with the provider secret. Opening the same token again
 * (a reload) finds the same session, FUN balance included; a real one takes the reality-check interval
 * the platform names now (the player may have changed it), its current interval going on.
 */
export async function openStudioSession(deps: SessionDeps, input: SessionRequest): Promise<PlayerSession> {
  const game = findStudioGame(input.game);
  if (!game) throw new StudioError(ErrorCode.gameNotFound, `The studio has no game ${input.game}.`);
  const launch = input.mode === 'demo' ? demoLaunch(deps, input, game) : await realLaunch(deps, input, game);
  const now = deps.clock();
  await deps.db
    .insert(studioSessions)
    .values({
      tokenHash: hashToken(input.token),
      mode: input.mode,
      playerRef: launch.player,
      currency: launch.currency,
      gameSlug: game.slug,
      sealedToken: launch.sealedToken,
      demoBalanceMinor: input.mode === 'demo' ? DEMO_START_BALANCE : null,
      expiresAt: launch.expiresAt,
      createdAt: now,
      realityCheckSeconds: launch.realityCheckSeconds,
      realityCheckFrom: input.mode === 'real' ? now : null,
      jurisdiction: launch.jurisdiction,
    })
    .onConflictDoUpdate({
      target: studioSessions.tokenHash,
      set: { realityCheckSeconds: launch.realityCheckSeconds, jurisdiction: launch.jurisdiction },
    });
  const [row] = await deps.db
    .select({ id: studioSessions.id, game: studioSessions.gameSlug })
    .from(studioSessions)
    .where(eq(studioSessions.tokenHash, hashToken(input.token)));
  if (!row || row.game !== game.slug)
    throw StudioError.unauthorized('This launch token is for another game.');
  const session = await deps.sessions.byId(row.id);
  if (!session) throw new Error(`Studio session ${row.id} vanished`);
  return input.mode === 'real' ? { ...session, walletToken: input.token } : session;
}

function demoLaunch(deps: SessionDeps, input: SessionRequest, game: StudioGame): Launch {
  const claims = readDemoToken(input.token, deps.secret);
  if (!claims || claims.provider !== STUDIO_PROVIDER_ID)
    throw StudioError.unauthorized('The demo link is not valid or has expired.');
  if (claims.game !== game.slug) throw StudioError.unauthorized('This demo link is for another game.');
  return {
    player: `demo-${claims.nonce}`,
    currency: STUDIO_DEMO_CURRENCY,
    expiresAt: new Date(claims.exp * 1000),
    sealedToken: null,
    realityCheckSeconds: null,
    jurisdiction: claims.jurisdiction ?? 'none',
  };
}

async function realLaunch(deps: SessionDeps, input: SessionRequest, game: StudioGame): Promise<Launch> {
  if (!input.currency) throw StudioError.field('currency', 'A real-money launch names its currency.');
  if (!findStudioCurrency(input.currency))
    throw StudioError.field('currency', `The studio does not play in ${input.currency}.`);
  const answer = await deps.wallet
    .balance(input.token, input.currency.toUpperCase())
    .catch((error: unknown) => {
      if (error instanceof WalletCallError && !error.outcomeUnknown)
        throw StudioError.unauthorized('The game session is unknown or has expired; launch the game again.');
      if (error instanceof WalletCallError)
        throw StudioError.unavailable('The game wallet is not reachable; try again.');
      throw error;
    });
  if (answer.game !== game.slug) throw StudioError.unauthorized('This launch token is for another game.');
  return {
    player: answer.player,
    currency: answer.currency,
    expiresAt: new Date(Date.now() + REAL_SESSION_HOURS * 3600_000),
    sealedToken: deps.seal.seal(input.token),
    realityCheckSeconds: answer.realityCheckSeconds ?? null,
    jurisdiction: answer.jurisdiction ?? 'none',
  };
}

/**
 * What the game page needs: balance and limits, the game, the seeds, a round to resume and, for a
 * real-money slot, the free spins the platform's balance answer names.
 */
export async function sessionAnswer(deps: SessionDeps, session: PlayerSession): Promise<StudioSession> {
  const game = findStudioGame(session.game)!;
  const purse = deps.purseFor(session);
  const { currency } = purse;
  const [{ balance, freespins }, pair, open] = await Promise.all([
    balanceWithFreespins(purse, playsFreespins(session, game.kind)),
    activeSeedPair(deps.db, session.player),
    findOpenRound(deps.db, session.player, game.slug),
  ]);
  return {
    mode: session.mode,
    currency: currency.code,
    balance: minorToDecimal(balance, currency.decimals),
    minBet: minorToDecimal(currency.minBet, currency.decimals),
    maxBet: minorToDecimal(currency.maxBet, currency.decimals),
    decimals: currency.decimals,
    game: gameInfo(game),
    seeds: seedState(pair),
    openRound: open ? roundView(open.round, open.pair) : null,
    minCycleMs: minCycleMs(session.design, game.kind),
    freespins: freespins ?? null,
  };
}
