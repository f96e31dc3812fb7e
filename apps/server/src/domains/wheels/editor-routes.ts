import {
  backofficeWheelRoutes as calls,
  type PromotionSchedule,
  type PromotionTransition,
} from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../plugins/routes.ts';
import { audited } from '../audit/audited.ts';
import {
  auditOf,
  createWheel,
  findWheel,
  listBackofficeWheels,
  transitionWheel,
  updateWheel,
  wheelViewOf,
} from './editor.ts';

/**
 * The back office's wheel editor (bonuses.read to look, bonuses.write to change): every write is
 * audited with the wheel and its sectors before and after, in its transaction. Nothing is cached on
 * the player side (every wheel list reads the database), so a change shows on every node at once; this
 * node's guest pages are dropped too, other nodes' expire within PAGE_CACHE_SECONDS.
 */
export async function wheelsBackofficeRoutes(app: FastifyInstance) {
  const write = async <T>(request: FastifyRequest, work: Parameters<typeof audited<T>>[2]) => {
    const value = await audited(app.db, request, work);
    app.guestPages.clear();
    return value;
  };

  route(app, calls.listWheels, async ({ query }) => listBackofficeWheels(app.db, query));
  route(app, calls.getWheel, async ({ params }) => ({
    data: await wheelViewOf(app.db, await findWheel(app.db, params.id)),
  }));

  route(app, calls.createWheel, async ({ body }, request) => {
    const row = await write(request, async (tx) => {
      const created = await createWheel(tx, body);
      return {
        value: created,
        audit: {
          action: 'wheel.create',
          target: { type: 'wheel', id: created.id },
          before: null,
          after: await auditOf(tx, created),
        },
      };
    });
    return { data: await wheelViewOf(app.db, row) };
  });

  route(app, calls.updateWheel, async ({ params, body }, request) => {
    const row = await write(request, async (tx) => {
      const before = await findWheel(tx, params.id, true);
      const beforeAudit = await auditOf(tx, before);
      const after = await updateWheel(tx, before, body);
      return {
        value: after,
        audit: {
          action: 'wheel.update',
          target: { type: 'wheel', id: after.id },
          before: beforeAudit,
          after: await auditOf(tx, after),
        },
      };
    });
    return { data: await wheelViewOf(app.db, row) };
  });

  const transition = (
    request: FastifyRequest,
    id: string,
    step: PromotionTransition,
    schedule?: PromotionSchedule,
  ) =>
    write(request, async (tx) => {
      const before = await findWheel(tx, id, true);
      const after = await transitionWheel(tx, before, step, schedule);
      return {
        value: after,
        audit: { action: `wheel.${step}`, target: { type: 'wheel', id }, before, after },
      };
    });
  route(app, calls.scheduleWheel, async ({ params, body }, request) => ({
    data: await wheelViewOf(app.db, await transition(request, params.id, 'schedule', body)),
  }));
  route(app, calls.unscheduleWheel, async ({ params }, request) => ({
    data: await wheelViewOf(app.db, await transition(request, params.id, 'unschedule')),
  }));
  route(app, calls.endWheel, async ({ params }, request) => ({
    data: await wheelViewOf(app.db, await transition(request, params.id, 'end')),
  }));
}
