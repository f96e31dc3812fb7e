import { limitRoutes as calls } from '@casino/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../plugins/routes.ts';
import { registerBetRule } from '../game-wallet/bet-rules.ts';
import { registerLaunchRule } from '../game-wallet/launch-rules.ts';
import { registerRealityCheckSource } from '../game-wallet/reality-check-source.ts';
import { sessionOf } from '../identity/request-origin.ts';
import { requireStepUp } from '../identity/step-up.ts';
import { registerDepositRule } from '../payments/deposit-rules.ts';
import { getRealityCheck, realityCheckSeconds, setRealityCheck } from './reality-check.ts';
import { limitsBetRule, limitsDepositRule, limitsLaunchRule } from './rules.ts';
import {
  applyChange,
  applyPendingChange,
  createLimit,
  endCoolingOff,
  type LimitChange,
  type LimitsContext,
  listLimits,
  planRemoval,
  planUpdate,
  relaxationOf,
} from './service.ts';
import { staffLimitRoutes } from './staff-routes.ts';

/**
 * Responsible-gaming limits (client contract section 3): the routes, the durable jobs that apply
 * pending changes and end cooling-offs, and the rules limits add to bets, launches and deposits.
 */
export async function limitsRoutes(app: FastifyInstance) {
  const ctx: LimitsContext = {
    db: app.db,
    jobs: {
      queue: app.jobs,
      applyPending: app.jobs.define('limits.apply-pending', (tx, job) => applyPendingChange(tx, job.data)),
      endCoolingOff: app.jobs.define('limits.end-cooling-off', (tx, job) => endCoolingOff(tx, job.data)),
    },
  };
  registerBetRule(limitsBetRule);
  registerLaunchRule(limitsLaunchRule);
  registerDepositRule(limitsDepositRule);
  registerRealityCheckSource(realityCheckSeconds);
  await staffLimitRoutes(app, ctx);

  const playerOf = (request: FastifyRequest) => sessionOf(request).playerId;

  /** Every loosening change (a raise, a removal, the end of an exclusion) needs the 2FA step-up first. */
  const change = async (request: FastifyRequest, reply: FastifyReply, id: string, planned: LimitChange) => {
    const playerId = playerOf(request);
    if (relaxationOf(planned)) await requireStepUp(app.db, request, reply);
    return { data: await applyChange(ctx, playerId, id, planned) };
  };

  route(app, calls.listLimits, async (_input, request) => ({
    data: await listLimits(ctx, playerOf(request)),
  }));

  route(app, calls.createLimit, async ({ body }, request) => ({
    data: await createLimit(ctx, playerOf(request), body),
  }));

  route(app, calls.updateLimit, async ({ params, body }, request, reply) =>
    change(request, reply, params.id, await planUpdate(ctx, playerOf(request), params.id, body)),
  );

  route(app, calls.deleteLimit, async ({ params }, request, reply) =>
    change(request, reply, params.id, await planRemoval(ctx, playerOf(request), params.id)),
  );

  route(app, calls.realityCheck, async (_input, request) => ({
    data: await getRealityCheck(app.db, playerOf(request)),
  }));

  route(app, calls.updateRealityCheck, async ({ body }, request) => ({
    data: await setRealityCheck(app.db, playerOf(request), body.intervalSeconds, {
      testSeconds: app.env.REALITY_CHECK_TEST_INTERVAL_SECONDS,
    }),
  }));
}
