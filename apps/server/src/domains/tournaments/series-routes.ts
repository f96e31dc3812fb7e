import {
  backofficeTournamentSeriesRoutes as calls,
  type PromotionSchedule,
  type PromotionTransition,
  pageMeta,
  pageOffset,
} from '@casino/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../plugins/routes.ts';
import { audited } from '../audit/audited.ts';
import { inState } from '../bonuses/promotion-state.ts';
import type { JobType } from '../jobs/queue.ts';
import {
  createSeries,
  findSeries,
  openSeries,
  SERIES_JOB,
  seriesViews,
  transitionSeries,
  updateSeries,
} from './series.ts';
import { type TournamentSeriesRow, tournamentSeries } from './tables.ts';

const seriesJob: JobType<Record<string, never>> = { name: SERIES_JOB };

/**
 * The back office's tournament series (bonuses.read to see, bonuses.write to change), each write
 * audited with the series before and after in its transaction. A series scheduled to start later gets
 * a run of the series job at its start, so its tournaments open then and not at the next hourly run;
 * one live at once opens its periods in the scheduling transaction.
 */
export async function tournamentSeriesRoutes(app: FastifyInstance) {
  const viewOf = async (db: typeof app.db, row: TournamentSeriesRow) => (await seriesViews(db, [row]))[0]!;

  route(app, calls.listTournamentSeries, async ({ query }) => {
    const where = query.state ? inState(tournamentSeries, query.state, new Date()) : undefined;
    const [rows, total] = await Promise.all([
      app.db
        .select()
        .from(tournamentSeries)
        .where(where)
        .orderBy(asc(tournamentSeries.key))
        .limit(query.perPage)
        .offset(pageOffset(query)),
      app.db.$count(tournamentSeries, where),
    ]);
    return { data: await seriesViews(app.db, rows), meta: pageMeta(query, total) };
  });

  route(app, calls.tournamentSeries, async ({ params }) => ({
    data: await viewOf(app.db, await findSeries(app.db, params.id)),
  }));

  /** A write answering the series after it, audited as `action` with the editor's view before and after. */
  const write = (
    request: FastifyRequest,
    action: string,
    work: (tx: typeof app.db) => Promise<{ before: TournamentSeriesRow | null; after: TournamentSeriesRow }>,
  ) =>
    audited(app.db, request, async (tx) => {
      const { before, after } = await work(tx);
      const view = await viewOf(tx, after);
      return {
        value: view,
        audit: {
          action,
          target: { type: 'tournament-series', id: after.id },
          before: before ? await viewOf(tx, before) : null,
          after: view,
        },
      };
    });

  route(app, calls.createTournamentSeries, async ({ body }, request) => ({
    data: await write(request, 'tournament-series.create', async (tx) => ({
      before: null,
      after: await createSeries(tx, body),
    })),
  }));

  route(app, calls.updateTournamentSeries, async ({ params, body }, request) => ({
    data: await write(request, 'tournament-series.update', async (tx) => {
      const before = await findSeries(tx, params.id, true);
      return { before, after: await updateSeries(tx, before, body) };
    }),
  }));

  const transition = (
    request: FastifyRequest,
    id: string,
    name: PromotionTransition,
    schedule?: PromotionSchedule,
  ) =>
    write(request, `tournament-series.${name}`, async (tx) => {
      const before = await findSeries(tx, id, true);
      const after = await transitionSeries(tx, before, name, schedule);
      if (name === 'schedule') await afterSchedule(tx, after);
      return { before, after };
    });

  /** Live now: its periods open at once; live later: the series job runs at its start. */
  const afterSchedule = async (tx: typeof app.db, series: TournamentSeriesRow) => {
    if (!series.startsAt || series.startsAt <= new Date()) {
      await openSeries(tx, series);
      return;
    }
    await app.jobs.schedule(tx, seriesJob, {
      key: `start:${series.id}:${series.startsAt.toISOString()}`,
      runAt: series.startsAt,
      data: {},
    });
  };

  route(app, calls.scheduleTournamentSeries, async ({ params, body }, request) => ({
    data: await transition(request, params.id, 'schedule', body),
  }));
  route(app, calls.unscheduleTournamentSeries, async ({ params }, request) => ({
    data: await transition(request, params.id, 'unschedule'),
  }));
  route(app, calls.endTournamentSeries, async ({ params }, request) => ({
    data: await transition(request, params.id, 'end'),
  }));
}
