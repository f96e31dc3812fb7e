import {
  type crashBetRequestSchema,
  crashPlayerBetResponseSchema,
  crashStateResponseSchema,
  type StudioBet,
  studioBalanceResponseSchema,
  studioGameInfoResponseSchema,
  studioPlayResponseSchema,
  studioRotateSeedsResponseSchema,
  studioRoundResponseSchema,
  studioRoundsResponseSchema,
  studioSeedsResponseSchema,
  studioSessionResponseSchema,
  studioVerifyResponseSchema,
} from '@casino/contracts/studio';
import type { z } from 'zod';
import type { LaunchParams } from '../session/launch-params.ts';
import { request } from './client.ts';

/** Every call of the studio API the pages make, typed by the shared contract. */

export const openSession = async (slug: string, launch: LaunchParams) =>
  (
    await request(studioSessionResponseSchema, 'POST', '/session', {
      token: launch.token,
      body: { game: slug, mode: launch.mode, token: launch.token, currency: launch.currency },
    })
  ).data;

export const fetchBalance = async (token: string) =>
  (await request(studioBalanceResponseSchema, 'GET', '/balance', { token })).data;

export const playRound = async (token: string, bet: StudioBet) =>
  (await request(studioPlayResponseSchema, 'POST', '/rounds', { token, body: bet })).data;

export const revealTile = async (token: string, roundId: string, tile: number) =>
  (
    await request(studioPlayResponseSchema, 'POST', `/rounds/${encodeURIComponent(roundId)}/reveal`, {
      token,
      body: { tile },
    })
  ).data;

export const cashOutRound = async (token: string, roundId: string) =>
  (
    await request(studioPlayResponseSchema, 'POST', `/rounds/${encodeURIComponent(roundId)}/cashout`, {
      token,
      body: {},
    })
  ).data;

export const fetchRounds = async (token: string, page = 1, perPage = 20) =>
  request(studioRoundsResponseSchema, 'GET', `/rounds?page=${page}&perPage=${perPage}`, { token });

export const fetchRound = async (roundId: string) =>
  (await request(studioRoundResponseSchema, 'GET', `/rounds/${encodeURIComponent(roundId)}`)).data;

export const fetchGameInfo = async (slug: string) =>
  (await request(studioGameInfoResponseSchema, 'GET', `/games/${encodeURIComponent(slug)}`)).data;

export const fetchSeeds = async (token: string) =>
  (await request(studioSeedsResponseSchema, 'GET', '/seeds', { token })).data;

export const rotateSeeds = async (token: string, clientSeed: string) =>
  (await request(studioRotateSeedsResponseSchema, 'PUT', '/seeds', { token, body: { clientSeed } })).data;

export type VerifyRequest = {
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  params: Record<string, unknown>;
};

export const verifyRound = async (body: VerifyRequest) =>
  (await request(studioVerifyResponseSchema, 'POST', '/verify', { body })).data;

/** With the launch token the state carries the caller's own bet (myBet). */
export const fetchCrashState = async (token: string | null) =>
  (await request(crashStateResponseSchema, 'GET', '/crash/state', { token })).data;

export const placeCrashBet = async (token: string, body: z.input<typeof crashBetRequestSchema>) =>
  (await request(crashPlayerBetResponseSchema, 'POST', '/crash/bets', { token, body })).data;

export const cashOutCrash = async (token: string) =>
  (await request(crashPlayerBetResponseSchema, 'POST', '/crash/cashout', { token, body: {} })).data;

/** Demo only: back to the starting FUN balance when it ran below the minimum bet. */
export const refillDemoBalance = async (token: string) =>
  (await request(studioBalanceResponseSchema, 'POST', '/balance/refill', { token, body: {} })).data;
