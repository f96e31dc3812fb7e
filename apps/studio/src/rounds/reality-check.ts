import { ErrorCode, type StudioRealityCheck } from '@casino/contracts';
import { and, eq, lte } from 'drizzle-orm';
import { StudioError } from '../server/errors.ts';
import type { PlayerSession } from '../server/player-session.ts';
import type { StudioDb } from '../storage/db.ts';
import { studioSessions } from '../storage/tables.ts';

/**
 * Reality check (UKGC RTS 13). The platform names the player's interval in its balance answer; the
 * session keeps it with the start of the current interval. Once the interval has run out no round is
 * played (409 15021) until the player has read the session's figures and acknowledged them, which
 * starts the next interval. Time is the studio's clock (injected: tests move a fake one).
 */

export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** When the session's current interval runs out; null when the session has no reality check. */
export function realityCheckDueAt(session: PlayerSession): Date | null {
  const check = session.realityCheck;
  return check ? new Date(check.from.getTime() + check.seconds * 1000) : null;
}

/** The check as the game page reads it: the interval, and how long until it is due (from `now`). */
export function realityCheckView(session: PlayerSession, now: Date): StudioRealityCheck {
  const dueAt = realityCheckDueAt(session);
  if (!dueAt || !session.realityCheck) return null;
  const dueInMs = dueAt.getTime() - now.getTime();
  return {
    intervalSeconds: session.realityCheck.seconds,
    due: dueInMs <= 0,
    dueInSeconds: Math.max(0, Math.ceil(dueInMs / 1000)),
  };
}

/** Refuses a new round (or a crash bet) while the session's reality check is due. */
export function refuseWhileRealityCheckDue(session: PlayerSession, now: Date): void {
  const dueAt = realityCheckDueAt(session);
  if (dueAt && dueAt.getTime() <= now.getTime())
    throw new StudioError(
      ErrorCode.realityCheckDue,
      'Reality check: you have been playing for a while. Read your session figures and choose to go on to keep playing.',
    );
}

/**
 * The player acknowledged the reality check: the next interval starts now. Only a check that is due
 * can be acknowledged, so a page cannot put the next one off by acknowledging early; otherwise (or when
 * another request acknowledged it first) nothing changes. Answers whether this call acknowledged it.
 */
export async function acknowledgeRealityCheck(
  db: StudioDb,
  session: PlayerSession,
  now: Date,
): Promise<boolean> {
  const dueAt = realityCheckDueAt(session);
  if (!dueAt || !session.realityCheck || dueAt.getTime() > now.getTime()) return false;
  const updated = await db
    .update(studioSessions)
    .set({ realityCheckFrom: now })
    .where(
      and(
        eq(studioSessions.id, session.id),
        // Still the interval the page saw: two acknowledgements at once start one interval.
        lte(studioSessions.realityCheckFrom, session.realityCheck.from),
      ),
    )
    .returning({ id: studioSessions.id });
  return updated.length > 0;
}
