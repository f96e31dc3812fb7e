import {
  ErrorCode,
  studioGameInfoResponseSchema,
  studioRotateSeedsRequestSchema,
  studioSessionRequestSchema,
  studioVerifyRequestSchema,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { gameInfo } from '../catalogue/game-info.ts';
import { findStudioGame } from '../catalogue/games.ts';
import { minorToDecimal } from '../catalogue/money.ts';
import { demoCurrency } from '../rounds/demo-purse.ts';
import { refillDemoBalance } from '../rounds/purse.ts';
import { verifyRound } from '../rounds/verify.ts';
import {
  activeSeedPair,
  lastRevealedPair,
  revealedSeeds,
  rotateSeeds,
  seedState,
} from '../seeds/seed-pairs.ts';
import { parseStudioInput, StudioError } from './errors.ts';
import { openStudioSession, type SessionDeps, sessionAnswer } from './session-open.ts';

/** Sessions, balance, seeds, game info and the verifier under /studio/api. */
export function registerSessionRoutes(app: FastifyInstance, deps: SessionDeps) {
  const { resolvePlayer } = deps.sessions;

  app.post('/session', async (request) => {
    const input = parseStudioInput(studioSessionRequestSchema, request.body);
    const session = await openStudioSession(deps, input);
    return { data: await sessionAnswer(deps, session) };
  });

  app.get('/session', async (request) => ({
    data: await sessionAnswer(deps, await resolvePlayer(request)),
  }));

  app.get('/balance', async (request) => {
    const purse = deps.purseFor(await resolvePlayer(request));
    const balance = await purse.balance();
    return {
      data: { balance: minorToDecimal(balance, purse.currency.decimals), currency: purse.currency.code },
    };
  });

  app.post('/balance/refill', async (request) => {
    const session = await resolvePlayer(request);
    const balance = await refillDemoBalance(deps.db, session);
    return {
      data: { balance: minorToDecimal(balance, demoCurrency().decimals), currency: session.currency },
    };
  });

  app.get('/seeds', async (request) => {
    const { player } = await resolvePlayer(request);
    const [current, previous] = await Promise.all([
      activeSeedPair(deps.db, player),
      lastRevealedPair(deps.db, player),
    ]);
    return { data: { current: seedState(current), previous: previous ? revealedSeeds(previous) : null } };
  });

  app.put('/seeds', async (request) => {
    const { player } = await resolvePlayer(request);
    const { clientSeed } = parseStudioInput(studioRotateSeedsRequestSchema, request.body);
    const { current, revealed } = await rotateSeeds(deps.db, player, clientSeed);
    return { data: { current: seedState(current), revealed: revealedSeeds(revealed) } };
  });

  app.get<{ Params: { slug: string } }>('/games/:slug', async (request) => {
    const game = findStudioGame(request.params.slug);
    if (!game)
      throw new StudioError(ErrorCode.gameNotFound, `The studio has no game ${request.params.slug}.`);
    return studioGameInfoResponseSchema.parse({ data: gameInfo(game) });
  });

  app.post('/verify', async (request) => ({
    data: verifyRound(parseStudioInput(studioVerifyRequestSchema, request.body)),
  }));
}
