import {
  backofficeReportRoutes as calls,
  dailySummaryRowSchema,
  gameRtpRowSchema,
  largeTransactionRowSchema,
  type ReportQuery,
} from '@casino/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { route } from '../../plugins/routes.ts';
import { toCsv } from './csv.ts';
import { foldRun } from './fold.ts';
import { largeTransactions } from './large-transactions.ts';
import { gameRtp } from './rtp.ts';
import { dailySummary } from './summary.ts';

/** The rollup job: also on a cron schedule, every minute. */
export const FOLD_JOB = 'reports.fold';

const columnsOf = <T extends z.ZodObject>(schema: T) =>
  Object.keys(schema.shape) as (keyof z.infer<T> & string)[];

function sendCsv(reply: FastifyReply, name: string, query: ReportQuery, body: string): string {
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${query.from}-${query.to}.csv"`)
    .header('cache-control', 'no-store');
  return body;
}

/**
 * The operator's reports (reports.read), from the rollups the `reports.fold` job keeps current (every
 * minute, the watermark moving in the job's transaction), each also as CSV.
 */
export async function reportRoutes(app: FastifyInstance) {
  app.jobs.define(
    FOLD_JOB,
    async (tx) => {
      await foldRun(tx);
    },
    { cron: '* * * * *', expireInSeconds: 5 * 60 },
  );

  route(app, calls.dailySummary, async ({ query }) => ({ data: await dailySummary(app.db, query) }));
  route(app, calls.dailySummaryCsv, async ({ query }, _request, reply) => {
    const { days } = await dailySummary(app.db, query);
    return sendCsv(reply, 'daily-summary', query, toCsv(columnsOf(dailySummaryRowSchema), days));
  });

  route(app, calls.gameRtp, async ({ query }) => ({ data: await gameRtp(app.db, query) }));
  route(app, calls.gameRtpCsv, async ({ query }, _request, reply) =>
    sendCsv(reply, 'rtp', query, toCsv(columnsOf(gameRtpRowSchema), await gameRtp(app.db, query))),
  );

  route(app, calls.largeTransactions, async ({ query }) => ({
    data: await largeTransactions(app.db, query),
  }));
  route(app, calls.largeTransactionsCsv, async ({ query }, _request, reply) => {
    const { rows } = await largeTransactions(app.db, query);
    return sendCsv(reply, 'large-transactions', query, toCsv(columnsOf(largeTransactionRowSchema), rows));
  });
}
