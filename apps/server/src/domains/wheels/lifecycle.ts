import { promotionState } from '@casino/contracts';
import { and, gt, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { type WheelRow, wheels } from './tables.ts';

/**
 * A wheel's place in the promotion lifecycle (promotion-lifecycle.ts), derived from its stored times:
 * only a live wheel issues spins; the player site lists a wheel from its start on, ended ones too
 * (their spins stay playable until they expire), never a draft or one not yet started.
 */
export const isLive = (wheel: WheelRow, at: Date) => promotionState(wheel, at) === 'live';

/** When it went (or goes) live: its start, else when it was scheduled. */
export const liveFrom = (wheel: WheelRow) => wheel.startsAt ?? wheel.scheduledAt;

/** When it stops issuing spins: the earlier of its end and staff ending it; null for open-ended. */
export function liveUntil(wheel: WheelRow): Date | null {
  const ends = [wheel.endsAt, wheel.endedAt].filter((time): time is Date => time !== null);
  return ends.length === 0 ? null : new Date(Math.min(...ends.map((time) => time.getTime())));
}

/** The SQL of "has started, and was not ended before it did": the wheels the player side shows. */
export function startedBy(at: Date): SQL {
  const from = sql`coalesce(${wheels.startsAt}, ${wheels.scheduledAt})`;
  return and(
    isNotNull(wheels.scheduledAt),
    lte(from, at),
    or(isNull(wheels.endedAt), gt(wheels.endedAt, from)),
  )!;
}
