import { studioRoutes } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { minorToDecimal } from '../catalogue/money.ts';
import { CrashLeadership } from '../crash-live/leader.ts';
import type { PurseFor } from '../rounds/purse.ts';
import type { PlayerSessions } from '../server/player-session.ts';
import { gameSessionRoute, studioRoute } from '../server/studio-route.ts';
import type { StudioDb } from '../storage/db.ts';
import { assertSportsbookSession, placeSportsbookBet, playerSportsbookBets } from './bets.ts';
import { latestResults, upcomingFixtures } from './fixtures.ts';
import { sportsbookStep } from './loop.ts';
import { type SportsbookOptions, sportsbookOptions } from './options.ts';
import type { PayDeps } from './settlement.ts';
import { fixtureView } from './views.ts';

export type SportsbookDeps = {
  db: StudioDb;
  sessions: PlayerSessions;
  purseFor: PurseFor;
  options?: Partial<SportsbookOptions>;
};

/** The lease row of the sportsbook's schedule (in the crash loop's lease table). */
export const SPORTSBOOK_LEASE_ID = 'sportsbook-loop';

/**
 * The built-in betting client's API: GET /sportsbook/fixtures (guests may look), POST /sportsbook/bets
 * and GET /sportsbook/bets with the launch token, relative to where it is registered (/studio/api).
 * Every node serves these; only the node holding the lease schedules and settles fixtures.
 */
export async function sportsbookPlugin(app: FastifyInstance, deps: SportsbookDeps): Promise<void> {
  const options = sportsbookOptions(deps.options);
  const pay: PayDeps = { db: deps.db, sessions: deps.sessions, purseFor: deps.purseFor };
  const { resolvePlayer } = deps.sessions;

  studioRoute(app, studioRoutes.sportsbookFixtures, async () => {
    const [upcoming, results] = await Promise.all([
      upcomingFixtures(deps.db),
      latestResults(deps.db, options.resultsSize),
    ]);
    return {
      data: {
        now: new Date().toISOString(),
        upcoming: upcoming.map(fixtureView),
        results: results.map(fixtureView),
      },
    };
  });
  gameSessionRoute(app, resolvePlayer, studioRoutes.placeSportsbookBet, async ({ body }, session) => {
    const purse = deps.purseFor(session);
    const placed = await placeSportsbookBet(pay, session, purse, body);
    return { data: { bet: placed.bet, balance: minorToDecimal(placed.balance, purse.currency.decimals) } };
  });
  gameSessionRoute(app, resolvePlayer, studioRoutes.sportsbookBets, async (_, session) => {
    assertSportsbookSession(session);
    const purse = deps.purseFor(session);
    const [balance, mine] = await Promise.all([purse.balance(), playerSportsbookBets(deps.db, session)]);
    return {
      data: {
        balance: minorToDecimal(balance, purse.currency.decimals),
        currency: purse.currency.code,
        ...mine,
      },
    };
  });

  runWhileLeading(app, pay, options, deps.db);
}

/** Tries for the lease at start and every tick; steps the schedule while holding it. */
function runWhileLeading(app: FastifyInstance, pay: PayDeps, options: SportsbookOptions, db: StudioDb) {
  const leadership = new CrashLeadership(db, options.leaseMs, SPORTSBOOK_LEASE_ID);
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let failing = false;
  const tick = async () => {
    const leading = await leadership.leads((error) => {
      if (!failing) app.log.warn({ err: error }, 'sportsbook lease not renewed');
    });
    if (!leading) return;
    await sportsbookStep(pay, options, app.log);
  };
  const tickOnce = () => {
    running ??= tick()
      .then(() => {
        failing = false;
      })
      .catch((error: unknown) => {
        if (!failing) app.log.error({ err: error }, 'sportsbook step failed; retrying');
        failing = true;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    await tickOnce();
    timer = setInterval(tickOnce, options.tickMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await running;
    await leadership.release().catch(() => undefined);
  });
}
