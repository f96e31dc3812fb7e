import {
  backofficeBonusRoutes as calls,
  type PromotionSchedule,
  type PromotionTransition,
} from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../plugins/routes.ts';
import { audited } from '../audit/audited.ts';
import {
  bonusViewOf,
  createBonus,
  findEditableBonus,
  listBackofficeBonuses,
  transitionBonus,
  updateBonus,
} from './backoffice-bonuses.ts';
import {
  bonusCodeViewOf,
  createCode,
  findCode,
  listBackofficeCodes,
  transitionCode,
  updateCode,
} from './backoffice-codes.ts';
import {
  createPackage,
  findPackage,
  listBonusPackages,
  packageViews,
  updatePackage,
} from './backoffice-packages.ts';
import {
  lapseEndedWaitingCodes,
  PROMOTION_END_JOB,
  type PromotionEnd,
  promotionEndKey,
} from './promotion-jobs.ts';

/**
 * The back office's bonus editors (bonuses.read to look, bonuses.write to change): every write is
 * audited with the row before and after, in its transaction. Scheduling queues the end's job
 * (promotion-jobs.ts); ending now lapses what the job would have, at once.
 */
export async function bonusesBackofficeRoutes(app: FastifyInstance) {
  const endJob = app.jobs.define(PROMOTION_END_JOB, async (tx, job) => {
    await lapseEndedWaitingCodes(tx, new Date(Math.max(Date.now(), Date.parse(job.data.endsAt as string))));
  });

  /** After a transition: the end's job when it has an end, or the lapse now when it ended now. */
  const afterTransition = async (
    tx: Db,
    end: Omit<PromotionEnd, 'endsAt'> & { endsAt: Date | null },
    transition: PromotionTransition,
  ) => {
    if (transition === 'end') await lapseEndedWaitingCodes(tx, new Date());
    if (transition === 'schedule' && end.endsAt) {
      const data = { ...end, endsAt: end.endsAt.toISOString() };
      await app.jobs.schedule(tx, endJob, { key: promotionEndKey(data), runAt: end.endsAt, data });
    }
  };

  route(app, calls.listBonuses, async ({ query }) => listBackofficeBonuses(app.db, query));
  route(app, calls.getBonus, async ({ params }) => ({
    data: await bonusViewOf(app.db, await findEditableBonus(app.db, params.id)),
  }));
  route(app, calls.listBonusPackages, async () => ({ data: await listBonusPackages(app.db) }));
  route(app, calls.getBonusPackage, async ({ params }) => ({
    data: (await packageViews(app.db, [await findPackage(app.db, params.id)]))[0]!,
  }));

  // A package's audit keeps its steps before and after: a change of the package is a change of them.
  route(app, calls.createBonusPackage, async ({ body }, request) => ({
    data: await audited(app.db, request, async (tx) => {
      const [after] = await packageViews(tx, [await createPackage(tx, body)]);
      return {
        value: after!,
        audit: {
          action: 'bonus-package.create',
          target: { type: 'bonus-package', id: after!.id },
          before: null,
          after,
        },
      };
    }),
  }));
  route(app, calls.updateBonusPackage, async ({ params, body }, request) => ({
    data: await audited(app.db, request, async (tx) => {
      const row = await findPackage(tx, params.id, true);
      const [before] = await packageViews(tx, [row]);
      const [after] = await packageViews(tx, [await updatePackage(tx, row, body)]);
      return {
        value: after!,
        audit: {
          action: 'bonus-package.update',
          target: { type: 'bonus-package', id: row.id },
          before,
          after,
        },
      };
    }),
  }));

  route(app, calls.createBonus, async ({ body }, request) => {
    const row = await audited(app.db, request, async (tx) => {
      const created = await createBonus(tx, body);
      return {
        value: created,
        audit: {
          action: 'bonus.create',
          target: { type: 'bonus', id: created.id },
          before: null,
          after: created,
        },
      };
    });
    return { data: await bonusViewOf(app.db, row) };
  });

  route(app, calls.updateBonus, async ({ params, body }, request) => {
    const row = await audited(app.db, request, async (tx) => {
      const before = await findEditableBonus(tx, params.id, true);
      const after = await updateBonus(tx, before, body);
      return {
        value: after,
        audit: { action: 'bonus.update', target: { type: 'bonus', id: after.id }, before, after },
      };
    });
    return { data: await bonusViewOf(app.db, row) };
  });

  const bonusTransition = (
    request: FastifyRequest,
    id: string,
    transition: PromotionTransition,
    schedule?: PromotionSchedule,
  ) =>
    audited(app.db, request, async (tx) => {
      const before = await findEditableBonus(tx, id, true);
      const after = await transitionBonus(tx, before, transition, schedule);
      await afterTransition(tx, { kind: 'bonus', id, endsAt: after.endsAt }, transition);
      return {
        value: after,
        audit: { action: `bonus.${transition}`, target: { type: 'bonus', id }, before, after },
      };
    });
  route(app, calls.scheduleBonus, async ({ params, body }, request) => ({
    data: await bonusViewOf(app.db, await bonusTransition(request, params.id, 'schedule', body)),
  }));
  route(app, calls.unscheduleBonus, async ({ params }, request) => ({
    data: await bonusViewOf(app.db, await bonusTransition(request, params.id, 'unschedule')),
  }));
  route(app, calls.endBonus, async ({ params }, request) => ({
    data: await bonusViewOf(app.db, await bonusTransition(request, params.id, 'end')),
  }));

  route(app, calls.listBonusCodes, async ({ query }) => listBackofficeCodes(app.db, query));

  route(app, calls.createBonusCode, async ({ body }, request) => {
    const row = await audited(app.db, request, async (tx) => {
      const created = await createCode(tx, body);
      return {
        value: created,
        audit: {
          action: 'bonus-code.create',
          target: { type: 'bonus-code', id: created.code },
          before: null,
          after: created,
        },
      };
    });
    return { data: await bonusCodeViewOf(app.db, row) };
  });

  route(app, calls.updateBonusCode, async ({ params, body }, request) => {
    const row = await audited(app.db, request, async (tx) => {
      const before = await findCode(tx, params.code, true);
      const after = await updateCode(tx, before, body);
      return {
        value: after,
        audit: { action: 'bonus-code.update', target: { type: 'bonus-code', id: after.code }, before, after },
      };
    });
    return { data: await bonusCodeViewOf(app.db, row) };
  });

  const codeTransition = (
    request: FastifyRequest,
    code: string,
    transition: PromotionTransition,
    schedule?: PromotionSchedule,
  ) =>
    audited(app.db, request, async (tx) => {
      const before = await findCode(tx, code, true);
      const after = await transitionCode(tx, before, transition, schedule);
      await afterTransition(tx, { kind: 'code', id: after.code, endsAt: after.endsAt }, transition);
      return {
        value: after,
        audit: {
          action: `bonus-code.${transition}`,
          target: { type: 'bonus-code', id: after.code },
          before,
          after,
        },
      };
    });
  route(app, calls.scheduleBonusCode, async ({ params, body }, request) => ({
    data: await bonusCodeViewOf(app.db, await codeTransition(request, params.code, 'schedule', body)),
  }));
  route(app, calls.unscheduleBonusCode, async ({ params }, request) => ({
    data: await bonusCodeViewOf(app.db, await codeTransition(request, params.code, 'unschedule')),
  }));
  route(app, calls.endBonusCode, async ({ params }, request) => ({
    data: await bonusCodeViewOf(app.db, await codeTransition(request, params.code, 'end')),
  }));
}
