import {
  type crashBetRequestSchema,
  type StudioBet,
  type sportsbookBetRequestSchema,
  studioRoutes,
} from '@casino/contracts/studio';
import type { z } from 'zod';
import type { LaunchParams } from '../session/launch-params.ts';
import { call } from './client.ts';

/** Every call of the studio API the pages make, declared once in the shared contract. */

export const openSession = async (slug: string, launch: LaunchParams) =>
  (
    await call(
      studioRoutes.openSession,
      { body: { game: slug, mode: launch.mode, token: launch.token, currency: launch.currency } },
      { token: launch.token },
    )
  ).data;

export const fetchBalance = async (token: string) => (await call(studioRoutes.balance, {}, { token })).data;

export const playRound = async (token: string, bet: StudioBet) =>
  (await call(studioRoutes.play, { body: bet }, { token })).data;

export const revealTile = async (token: string, roundId: string, tile: number) =>
  (await call(studioRoutes.revealTile, { params: { id: roundId }, body: { tile } }, { token })).data;

export const cashOutRound = async (token: string, roundId: string) =>
  (await call(studioRoutes.cashOutRound, { params: { id: roundId } }, { token })).data;

export const fetchRounds = async (token: string, page = 1, perPage = 20) =>
  call(studioRoutes.rounds, { query: { page, perPage } }, { token });

export const fetchRound = async (roundId: string) =>
  (await call(studioRoutes.round, { params: { id: roundId } })).data;

export const fetchGameInfo = async (slug: string) =>
  (await call(studioRoutes.gameInfo, { params: { slug } })).data;

export const fetchSeeds = async (token: string) => (await call(studioRoutes.seeds, {}, { token })).data;

export const rotateSeeds = async (token: string, clientSeed: string) =>
  (await call(studioRoutes.rotateSeeds, { body: { clientSeed } }, { token })).data;

export type VerifyRequest = {
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  params: Record<string, unknown>;
};

export const verifyRound = async (body: VerifyRequest) => (await call(studioRoutes.verify, { body })).data;

/** With the launch token the state carries the caller's own bet (myBet). */
export const fetchCrashState = async (token: string | null) =>
  (await call(studioRoutes.crashState, {}, { token })).data;

export const placeCrashBet = async (token: string, body: z.input<typeof crashBetRequestSchema>) =>
  (await call(studioRoutes.placeCrashBet, { body }, { token })).data;

export const cashOutCrash = async (token: string) =>
  (await call(studioRoutes.cashOutCrash, {}, { token })).data;

/** Demo only: back to the starting FUN balance when it ran below the minimum bet. */
export const refillDemoBalance = async (token: string) =>
  (await call(studioRoutes.refillDemoBalance, {}, { token })).data;

export const fetchFixtures = async () => (await call(studioRoutes.sportsbookFixtures, {})).data;

export const fetchSportsbookBets = async (token: string) =>
  (await call(studioRoutes.sportsbookBets, {}, { token })).data;

export const placeSportsbookBet = async (token: string, body: z.infer<typeof sportsbookBetRequestSchema>) =>
  (await call(studioRoutes.placeSportsbookBet, { body }, { token })).data;

export const fetchSessionFigures = async (token: string) =>
  (await call(studioRoutes.sessionFigures, {}, { token })).data;

/** The player read the reality check: play goes on; answers the figures with the next interval. */
export const acknowledgeRealityCheck = async (token: string) =>
  (await call(studioRoutes.acknowledgeRealityCheck, {}, { token })).data;
