import { ACKNOWLEDGED, tournamentRoutes as calls, pageMeta, pageOffset } from '@casino/contracts';
import { and, asc, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { route } from '../../plugins/routes.ts';
import { sessionOf } from '../identity/request-origin.ts';
import { listEnabledCurrencies } from '../settings/service.ts';
import { activeAccountOf } from '../wallet/accounts.ts';
import { findTournament, participate } from './entry.ts';
import { renderTournamentPushes } from './events.ts';
import { databaseLeaderboards, type LeaderboardStore, RedisLeaderboards } from './leaderboard.ts';
import {
  advanceTournament,
  TOURNAMENT_TIMER_EVENT,
  type TournamentStep,
  type TournamentTimer,
} from './lifecycle.ts';
import { registerTournamentScoring } from './scoring.ts';
import { openTournamentSeries, SERIES_JOB } from './series.ts';
import { tournaments } from './tables.ts';
import { listingOf, tournamentDetail, tournamentView, type ViewContext } from './views.ts';

/** Each app's store, by its event dispatcher (shared by the app and its plugins' contexts). */
const stores = new WeakMap<object, LeaderboardStore>();

/** The leaderboards of an app (tests, the bench): Redis sorted sets when REDIS_URL is set, else the database. */
export function leaderboardsOf(app: FastifyInstance): LeaderboardStore {
  const store = stores.get(app.events);
  if (!store) throw new Error('The tournaments plugin is not registered');
  return store;
}

/** Redis when the app has one (its own client, closed with the app), else the database. */
function leaderboardStore(app: FastifyInstance): LeaderboardStore {
  const url = app.env.REDIS_URL;
  if (!url) return databaseLeaderboards;
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  redis.on('error', (error) => app.log.warn({ err: error }, 'tournament leaderboards: redis'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return new RedisLeaderboards(redis, app.env.REDIS_PREFIX);
}

/**
 * Tournaments (client contract sections 9 and 13): scores from the game wallet's rounds (scoring.ts),
 * the live leaderboards and their pushes, joining and buying in, and each tournament's start, end and
 * payout on the job queue (lifecycle.ts); the seeded series renewed hourly.
 */
export async function tournamentRoutes(app: FastifyInstance) {
  const store = leaderboardStore(app);
  stores.set(app.events, store);
  registerTournamentScoring(app.events, store);
  renderTournamentPushes(app.events, store, app.defaultLocale);

  const advanceJob = app.jobs.define<{ id: string; step: TournamentStep; runAt?: string }>(
    'tournaments.advance',
    (tx, job) => advanceTournament(tx, store, job.data.id, job.data.step, job.data.runAt),
  );
  app.jobs.define(
    SERIES_JOB,
    async (tx) => {
      for (const { key, error } of await openTournamentSeries(tx))
        app.log.warn(
          { series: key, issues: error.issues },
          'tournament series: its template no longer opens',
        );
    },
    { cron: '7 * * * *' },
  );
  app.events.subscribe(TOURNAMENT_TIMER_EVENT, async (event, tx) => {
    const timer = event.payload as TournamentTimer;
    // An edit or an early end moves a time: its job is another key, and the one due at the old
    // time finds that time gone and does nothing (advanceTournament).
    await app.jobs.schedule(tx, advanceJob, {
      key: `${timer.step}:${timer.id}:${timer.runAt}`,
      runAt: new Date(timer.runAt),
      data: { id: timer.id, step: timer.step, runAt: timer.runAt },
    });
  });

  const contextOf = async (request: FastifyRequest): Promise<ViewContext & { playerId: string | null }> => {
    const playerId = request.player?.playerId ?? null;
    const [currencies, account] = await Promise.all([
      listEnabledCurrencies(app.db),
      playerId ? activeAccountOf(app.db, playerId) : null,
    ]);
    return {
      locale: request.locale,
      defaultLocale: app.defaultLocale,
      currencies,
      playerCurrency: account?.currency ?? null,
      playerId,
    };
  };

  route(app, calls.tournaments, async ({ query }, request) => {
    const filters: SQL[] = [isNotNull(tournaments.scheduledAt)];
    if (query.state?.length) filters.push(inArray(tournaments.state, query.state));
    if (query.identity?.length) filters.push(inArray(tournaments.identity, query.identity));
    const where = and(...filters);
    const [rows, total, ctx] = await Promise.all([
      app.db
        .select()
        .from(tournaments)
        .where(where)
        .orderBy(asc(tournaments.endAt), asc(tournaments.identity))
        .limit(query.perPage)
        .offset(pageOffset(query)),
      app.db.$count(tournaments, where),
      contextOf(request),
    ]);
    const { prizes, players } = await listingOf(
      app.db,
      rows.map((row) => row.id),
    );
    return {
      data: rows.map((row) => tournamentView(row, prizes.get(row.id) ?? [], players.get(row.id) ?? 0, ctx)),
      meta: pageMeta(query, total),
    };
  });

  route(app, calls.tournament, async ({ params }, request) => {
    const row = await findTournament(app.db, params.id);
    return { data: await tournamentDetail(app.db, store, row, await contextOf(request)) };
  });

  route(app, calls.participate, async ({ params }, request) => {
    await participate(app.db, sessionOf(request).playerId, params.id);
    return ACKNOWLEDGED;
  });
}
