import type { StudioSessionFigures } from '@casino/contracts';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PlayerSession, PlayerSessions } from '../server/player-session.ts';
import type { StudioDb } from '../storage/db.ts';
import { type RealityCheckFigures, studioRealityCheckReports } from '../storage/tables.ts';
import { WalletCallError } from '../wallet-client/wallet-call-error.ts';
import type { WalletClient } from '../wallet-client/wallet-client.ts';

/**
 * The platform keeps the players' acknowledgements for its responsible-gaming desk (decision 0044):
 * each acknowledged check is kept here first, then told; one the platform could not be told of (away,
 * a 5xx, no answer) is told again by the studio's sweep, under the same check id, which the platform
 * records once. A refusal (4xx) is final: the same call would be refused again.
 */

export type ReportDeps = { db: StudioDb; wallet: WalletClient; sessions: PlayerSessions };

/** A report not answered after this long is no longer in flight: the sweep tells it again. */
export const UNANSWERED_REPORT_AGE_MS = 30_000;

type ReportRow = typeof studioRealityCheckReports.$inferSelect;

/** The check that ran out in this session (its interval's start names it), with the figures shown. */
export async function keepRealityCheckReport(
  db: StudioDb,
  session: PlayerSession,
  shown: StudioSessionFigures,
): Promise<ReportRow | null> {
  if (!session.walletToken || !session.realityCheck) return null;
  const figures: RealityCheckFigures = {
    intervalSeconds: session.realityCheck.seconds,
    elapsedSeconds: shown.elapsedSeconds,
    rounds: shown.rounds,
    net: shown.net,
  };
  const [row] = await db
    .insert(studioRealityCheckReports)
    .values({
      checkId: `${session.id}:${session.realityCheck.from.getTime()}`,
      sessionId: session.id,
      figures,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * Tells the platform of one report and marks it answered; throws, leaving it to be told again, when
 * whether the platform recorded it is unknown.
 */
export async function tellPlatform(deps: ReportDeps, report: ReportRow, session: PlayerSession) {
  if (!session.walletToken) return;
  try {
    await deps.wallet.realityCheck({
      sessionToken: session.walletToken,
      currency: session.currency,
      checkId: report.checkId,
      ...report.figures,
    });
  } catch (error) {
    if (!(error instanceof WalletCallError) || error.outcomeUnknown) throw error;
  }
  await deps.db
    .update(studioRealityCheckReports)
    .set({ answeredAt: new Date() })
    .where(eq(studioRealityCheckReports.checkId, report.checkId));
}

/** The sweep: tells the platform again of every report it has not answered, oldest first. */
export async function resendRealityCheckReports(deps: ReportDeps, log: FastifyBaseLogger, now = Date.now()) {
  const unanswered = await deps.db
    .select()
    .from(studioRealityCheckReports)
    .where(
      and(
        isNull(studioRealityCheckReports.answeredAt),
        lt(studioRealityCheckReports.createdAt, new Date(now - UNANSWERED_REPORT_AGE_MS)),
      ),
    )
    .orderBy(studioRealityCheckReports.createdAt)
    .limit(500);
  for (const report of unanswered) {
    try {
      const session = await deps.sessions.byId(report.sessionId);
      if (session) await tellPlatform(deps, report, session);
    } catch (error) {
      log.warn({ err: error, checkId: report.checkId }, 'studio: a reality check is not recorded yet');
    }
  }
}
