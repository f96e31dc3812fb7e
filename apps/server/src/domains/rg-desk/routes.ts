import { backofficeResponsibleGamingRoutes as calls } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import { route } from '../../plugins/routes.ts';
import { audited } from '../audit/audited.ts';
import { findPlayerById } from '../identity/players.ts';
import { interactionView, listInteractions, recordInteraction, type Staff } from './interactions.ts';
import { listExclusions, listLimitChanges, listMarkers, listRealityChecks } from './lists.ts';
import { computeMarkers, MARKERS_CRON, MARKERS_JOB } from './markers-job.ts';

function staffOf(request: FastifyRequest): Staff {
  const staff = request.staffSession?.staff;
  if (!staff) throw AppError.unauthorized();
  return { id: staff.id, name: staff.name };
}

/**
 * The responsible-gaming desk (issue 31): its lists (responsible-gaming.read) and the interaction log
 * (responsible-gaming.manage), and the job that computes the markers of harm. The desk's cooling-off is a limits route (limits/staff-routes.ts).
 */
export async function rgDeskRoutes(app: FastifyInstance) {
  app.jobs.define<{ asOf?: string }>(
    MARKERS_JOB.name,
    async (tx, job) => {
      await computeMarkers(tx, job.data.asOf ? new Date(job.data.asOf) : new Date());
    },
    { cron: MARKERS_CRON },
  );
  const knownPlayer = async (id: string) => {
    if (!(await findPlayerById(app.db, id))) throw AppError.notFound('No such player.');
  };

  route(app, calls.listExclusions, async ({ query }) => listExclusions(app.db, query));
  route(app, calls.listLimitChanges, async ({ query }) => listLimitChanges(app.db, query));
  route(app, calls.listMarkers, async ({ query }) => listMarkers(app.db, query));
  route(app, calls.listRealityChecks, async ({ query }) => listRealityChecks(app.db, query));

  route(app, calls.listInteractions, async ({ params, query }) => {
    await knownPlayer(params.id);
    return listInteractions(app.db, params.id, query);
  });

  route(app, calls.createInteraction, async ({ params, body }, request) => {
    await knownPlayer(params.id);
    const row = await audited(app.db, request, async (tx) => {
      const value = await recordInteraction(tx, params.id, body, staffOf(request));
      return {
        value,
        audit: {
          action: 'players.rg-interaction.create',
          target: { type: 'player', id: params.id },
          after: { id: value.id, channel: value.channel, outcome: value.outcome, summary: value.summary },
        },
      };
    });
    return { data: interactionView(row) };
  });
}
