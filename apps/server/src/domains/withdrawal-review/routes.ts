import { backofficeWithdrawalRoutes as calls } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/routes.ts';
import { withdrawalQueue } from './queue.ts';

/** The back office's withdrawal queue (staff with payments.read). */
export async function withdrawalReviewRoutes(app: FastifyInstance) {
  route(app, calls.withdrawalQueue, async ({ query }) => withdrawalQueue(app.db, query));
}
