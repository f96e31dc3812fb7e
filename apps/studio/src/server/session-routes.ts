import { ErrorCode, studioGameInfoResponseSchema, studioRoutes } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { gameInfo } from '../catalogue/game-info.ts';
import { findStudioGame } from '../catalogue/games.ts';
import { minorToDecimal } from '../catalogue/money.ts';
import { demoCurrency } from '../rounds/demo-purse.ts';
import { balanceWithFreespins, playsFreespins } from '../rounds/freespins.ts';
import { refillDemoBalance } from '../rounds/purse.ts';
import { acknowledgeRealityCheck } from '../rounds/reality-check.ts';
import { keepRealityCheckReport, tellPlatform } from '../rounds/reality-check-reports.ts';
import { sessionFigures } from '../rounds/session-figures.ts';
import { verifyRound } from '../rounds/verify.ts';
import {
  activeSeedPair,
  lastRevealedPair,
  revealedSeeds,
  rotateSeeds,
  seedState,
} from '../seeds/seed-pairs.ts';
import { StudioError } from './errors.ts';
import { openStudioSession, type SessionDeps, sessionAnswer } from './session-open.ts';
import { gameSessionRoute, studioRoute } from './studio-route.ts';

/** Sessions, balance, seeds, game info and the verifier under /studio/api. */
export function registerSessionRoutes(app: FastifyInstance, deps: SessionDeps) {
  const { resolvePlayer } = deps.sessions;

  studioRoute(app, studioRoutes.openSession, async ({ body }) => {
    const session = await openStudioSession(deps, body);
    return { data: await sessionAnswer(deps, session) };
  });

  gameSessionRoute(app, resolvePlayer, studioRoutes.session, async (_, session) => ({
    data: await sessionAnswer(deps, session),
  }));

  gameSessionRoute(app, resolvePlayer, studioRoutes.sessionFigures, async (_, session) => ({
    data: await sessionFigures(deps.db, session, deps.purseFor(session), deps.clock()),
  }));

  gameSessionRoute(app, resolvePlayer, studioRoutes.acknowledgeRealityCheck, async (_, session) => {
    const now = deps.clock();
    const shown = await sessionFigures(deps.db, session, deps.purseFor(session), now);
    if (await acknowledgeRealityCheck(deps.db, session, now)) {
      // The player has acknowledged whatever the platform answers: a report it missed goes again later.
      const report = await keepRealityCheckReport(deps.db, session, shown);
      if (report)
        await tellPlatform(deps, report, session).catch((error: unknown) =>
          app.log.warn(
            { err: error, session: session.id },
            'the platform did not record a reality check yet',
          ),
        );
    }
    const current = (await deps.sessions.byId(session.id)) ?? session;
    return { data: await sessionFigures(deps.db, current, deps.purseFor(session), now) };
  });

  gameSessionRoute(app, resolvePlayer, studioRoutes.balance, async (_, session) => {
    const purse = deps.purseFor(session);
    const kind = findStudioGame(session.game)?.kind ?? '';
    const { balance, ...offer } = await balanceWithFreespins(purse, playsFreespins(session, kind));
    return {
      data: {
        balance: minorToDecimal(balance, purse.currency.decimals),
        currency: purse.currency.code,
        ...offer,
      },
    };
  });

  gameSessionRoute(app, resolvePlayer, studioRoutes.refillDemoBalance, async (_, session) => {
    const balance = await refillDemoBalance(deps.db, session);
    return {
      data: { balance: minorToDecimal(balance, demoCurrency().decimals), currency: session.currency },
    };
  });

  gameSessionRoute(app, resolvePlayer, studioRoutes.seeds, async (_, { player }) => {
    const [current, previous] = await Promise.all([
      activeSeedPair(deps.db, player),
      lastRevealedPair(deps.db, player),
    ]);
    return { data: { current: seedState(current), previous: previous ? revealedSeeds(previous) : null } };
  });

  gameSessionRoute(app, resolvePlayer, studioRoutes.rotateSeeds, async ({ body }, { player }) => {
    const { current, revealed } = await rotateSeeds(deps.db, player, body.clientSeed);
    return { data: { current: seedState(current), revealed: revealedSeeds(revealed) } };
  });

  studioRoute(app, studioRoutes.gameInfo, async ({ params }) => {
    const game = findStudioGame(params.slug);
    if (!game) throw new StudioError(ErrorCode.gameNotFound, `The studio has no game ${params.slug}.`);
    return studioGameInfoResponseSchema.parse({ data: gameInfo(game) });
  });

  studioRoute(app, studioRoutes.verify, async ({ body }) => ({ data: verifyRound(body) }));
}
