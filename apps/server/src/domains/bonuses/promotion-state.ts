import {
  canTransition,
  ErrorCode,
  type PromotionSchedule,
  type PromotionState,
  type PromotionTransition,
  type PromotionWindow,
  promotionState,
} from '@casino/contracts';
import { and, gt, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../../plugins/errors.ts';

/**
 * Bonus definitions and codes move through the promotion lifecycle (draft, scheduled, live, ended),
 * derived from their stored times: the player side offers only what is live.
 */
export const isLive = (row: PromotionWindow, now: Date) => promotionState(row, now) === 'live';

/**
 * Scheduled by staff and not ended by them: what an offer needs even when its period is not checked
 * (GET /api/game/bonuses?skipCondition[]=period).
 */
export const isPublished = (row: PromotionWindow, now: Date) =>
  row.scheduledAt !== null && !(row.endedAt && row.endedAt <= now);

type WindowColumns = { scheduledAt: PgColumn; endedAt: PgColumn };

/** The SQL side of isPublished: the rows a player-side read starts from. */
export function publishedAt(table: WindowColumns, now: Date): SQL {
  return and(isNotNull(table.scheduledAt), or(isNull(table.endedAt), gt(table.endedAt, now)))!;
}

type StateColumns = WindowColumns & { startsAt: PgColumn; endsAt: PgColumn };

/** The rows in `state` at `now`, in SQL (the same rules as promotionState). */
export function inState(table: StateColumns, state: PromotionState, now: Date): SQL {
  const endedByStaff = and(isNotNull(table.endedAt), lte(table.endedAt, now))!;
  const notEnded = and(
    or(isNull(table.endedAt), gt(table.endedAt, now)),
    or(isNull(table.endsAt), gt(table.endsAt, now)),
  )!;
  switch (state) {
    case 'draft':
      return and(isNull(table.scheduledAt), or(isNull(table.endedAt), gt(table.endedAt, now)))!;
    case 'ended':
      return or(endedByStaff, and(isNotNull(table.scheduledAt), lte(table.endsAt, now)))!;
    case 'scheduled':
      return and(isNotNull(table.scheduledAt), notEnded, gt(table.startsAt, now))!;
    case 'live':
      return and(
        isNotNull(table.scheduledAt),
        notEnded,
        or(isNull(table.startsAt), lte(table.startsAt, now)),
      )!;
  }
}

/** What a transition stores, or a 409 when the promotion's state does not allow it. */
export function transitionWindow(
  row: PromotionWindow,
  transition: PromotionTransition,
  now: Date,
  schedule?: PromotionSchedule,
): Partial<Required<PromotionWindow>> {
  const state = promotionState(row, now);
  if (!canTransition(state, transition))
    throw new AppError(ErrorCode.conflict, `A ${state} promotion cannot be ${transition}d.`);
  if (transition === 'unschedule') return { scheduledAt: null };
  if (transition === 'end') return { endedAt: now };
  const endsAt = schedule?.endsAt ? new Date(schedule.endsAt) : null;
  if (endsAt && endsAt <= now) throw AppError.validation([{ field: 'endsAt', rule: 'after' }]);
  return { scheduledAt: now, startsAt: schedule?.startsAt ? new Date(schedule.startsAt) : null, endsAt };
}

/** The stored times as the wire shows them, with the state at `now`. */
export function lifecycleView(row: Required<PromotionWindow>, now: Date) {
  return {
    state: promotionState(row, now),
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}
