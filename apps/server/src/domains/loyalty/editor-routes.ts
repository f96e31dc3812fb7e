import { backofficeLoyaltyRoutes as calls } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/routes.ts';
import { audited } from '../audit/audited.ts';
import { earnRatesOf } from './earning.ts';
import { holdersOf, ladderAudit, ladderOf, ladderView, updateEarnRates, updateLadder } from './editor.ts';

/**
 * The back office's loyalty editor (bonuses.read to look, bonuses.write to change), each change
 * audited with the ladder or the rates before and after. No node keeps the levels or the rates in
 * memory (the player site and the earning read them from the database each time), so a change shows
 * on every node at once; this node's guest pages are dropped, other nodes' expire within
 * PAGE_CACHE_SECONDS.
 */
export async function loyaltyBackofficeRoutes(app: FastifyInstance) {
  route(app, calls.getLadder, async () => ({ data: await ladderOf(app.db) }));

  route(app, calls.updateLadder, async ({ body }, request) => {
    const data = await audited(app.db, request, async (tx) => {
      const { before, after } = await updateLadder(tx, body);
      return {
        value: ladderView(after, await holdersOf(tx)),
        audit: {
          action: 'loyalty.levels.update',
          target: { type: 'loyalty-levels', id: null },
          before: ladderAudit(before),
          after: ladderAudit(after),
        },
      };
    });
    app.guestPages.clear();
    return { data };
  });

  route(app, calls.getEarnRates, async () => ({ data: await earnRatesOf(app.db) }));

  route(app, calls.updateEarnRates, async ({ body }, request) => {
    const data = await audited(app.db, request, async (tx) => {
      const { before, after } = await updateEarnRates(tx, body);
      return {
        value: after,
        audit: {
          action: 'loyalty.earn-rates.update',
          target: { type: 'loyalty-earn-rates', id: null },
          before,
          after,
        },
      };
    });
    app.guestPages.clear();
    return { data };
  });
}
