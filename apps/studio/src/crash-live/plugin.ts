import { studioRoutes } from '@casino/contracts';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PurseFor } from '../rounds/purse.ts';
import { type Clock, refuseWhileRealityCheckDue, systemClock } from '../rounds/reality-check.ts';
import { StudioError } from '../server/errors.ts';
import { bearerToken, type PlayerSessions } from '../server/player-session.ts';
import { gameSessionRoute, studioRoute } from '../server/studio-route.ts';
import type { StudioDb } from '../storage/db.ts';
import { cashOut, placeBet, playerBet } from './bets.ts';
import { CrashFeed } from './feed.ts';
import { CrashLeadership } from './leader.ts';
import { CrashLoop } from './loop.ts';
import { type CrashLiveOptions, crashOptions } from './options.ts';
import type { PayDeps } from './settlement.ts';
import { currentState, ownBetView, shownBets } from './views.ts';

export type CrashLiveDeps = {
  db: StudioDb;
  sessions: PlayerSessions;
  purseFor: PurseFor;
  /** The studio's clock, for the reality check a bet must pass (the system's by default). */
  clock?: Clock;
  options?: Partial<CrashLiveOptions>;
};

/**
 * Crash, live: GET /crash/state, POST /crash/bets, POST /crash/cashout and the websocket GET /crash/live
 * (guests may watch), relative to where it is registered (the studio mounts it under /studio/api).
 * Every node serves these; only the node holding the lease runs the round loop.
 */
export async function crashLivePlugin(app: FastifyInstance, deps: CrashLiveDeps): Promise<void> {
  const options = crashOptions(deps.options);
  const pay: PayDeps = { db: deps.db, sessions: deps.sessions, purseFor: deps.purseFor };
  const feed = new CrashFeed(
    { state: () => currentState(deps.db, options), bets: (roundId) => shownBets(deps.db, roundId) },
    options.pollMs,
    app.log,
  );
  // The platform registers the websocket plugin for its realtime gateway; with Centrifugo it does not.
  if (!app.hasDecorator('websocketServer')) await app.register(websocket);

  const { resolvePlayer } = deps.sessions;
  studioRoute(app, studioRoutes.crashState, async (_, request) => ({ data: await stateFor(request) }));
  app.get('/crash/live', { websocket: true }, (socket) => {
    feed.add(socket).catch((error: unknown) => {
      app.log.warn({ err: error }, 'crash watcher not served');
      socket.close(1011, 'crash state unavailable');
    });
  });
  gameSessionRoute(app, resolvePlayer, studioRoutes.placeCrashBet, async ({ body }, session) => {
    refuseWhileRealityCheckDue(session, (deps.clock ?? systemClock)());
    const bet = await placeBet(pay, session, deps.purseFor(session), body);
    await feed.publishBets(bet.roundId);
    return { data: bet };
  });
  gameSessionRoute(app, resolvePlayer, studioRoutes.cashOutCrash, async (_, session) => {
    const bet = await cashOut(pay, session, deps.purseFor(session));
    await feed.publishBets(bet.roundId);
    return { data: bet };
  });

  async function stateFor(request: FastifyRequest) {
    const state = await currentState(deps.db, options);
    if (!state) throw StudioError.unavailable('The first crash round has not opened yet.');
    if (!bearerToken(request)) return state;
    const session = await deps.sessions.resolvePlayer(request);
    const bet = await playerBet(deps.db, state.roundId, session.player);
    const shown = bet && bet.status !== 'pending' && bet.status !== 'refunded';
    return { ...state, myBet: shown ? ownBetView(bet) : null };
  }

  runLoopWhileLeading(app, pay, feed, options, deps.db);
}

/** Tries for the lease at start and every third of its length; runs the loop while holding it. */
function runLoopWhileLeading(
  app: FastifyInstance,
  pay: PayDeps,
  feed: CrashFeed,
  options: CrashLiveOptions,
  db: StudioDb,
) {
  const leadership = new CrashLeadership(db, options.leaseMs);
  let loop: CrashLoop | null = null;
  let ticking: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  /** Renewals keep failing while the database is away: that is logged once, not every tick. */
  let renewalFailing = false;
  const tick = async () => {
    let failed = false;
    const leading = await leadership.leads((error) => {
      failed = true;
      if (!renewalFailing) app.log.warn({ err: error }, 'crash lease not renewed');
    });
    renewalFailing = failed;
    if (leading && !loop) {
      loop = new CrashLoop({ ...pay, options, feed, log: app.log });
      loop.start();
    } else if (!leading && loop) {
      await loop.stop();
      loop = null;
    }
  };
  const tickOnce = () => {
    ticking ??= tick().finally(() => {
      ticking = null;
    });
    return ticking;
  };

  app.addHook('onReady', async () => {
    await tickOnce();
    timer = setInterval(tickOnce, options.leaseMs / 3);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await ticking;
    await loop?.stop();
    loop = null;
    await leadership.release().catch(() => undefined);
    feed.close();
  });
}
