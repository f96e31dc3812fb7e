import { z } from 'zod';
import { zText } from './validators/input.ts';

/**
 * The life of everything the operator offers (issue 31): bonuses, codes, quests, tournament series,
 * wheels, banners. A promotion is a draft until staff schedule it; then it is scheduled until its
 * start, live until its end, and ended after it (or when staff end it early). The state is derived
 * from three stored times, so every node agrees on it without a job having run; the jobs at the start
 * and the end only tell the player site (cache, pushes) and move what the change moves.
 */
export const PROMOTION_STATES = ['draft', 'scheduled', 'live', 'ended'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

export type PromotionWindow = {
  /** When staff scheduled it; null while it is a draft. */
  scheduledAt: Date | null;
  /** Null: live as soon as it is scheduled. */
  startsAt: Date | null;
  /** Null: runs until staff end it. */
  endsAt: Date | null;
  /** When staff ended it early, if they did. */
  endedAt?: Date | null;
};

export function promotionState(window: PromotionWindow, now: Date): PromotionState {
  if (window.endedAt && window.endedAt <= now) return 'ended';
  if (!window.scheduledAt) return 'draft';
  if (window.endsAt && window.endsAt <= now) return 'ended';
  if (window.startsAt && window.startsAt > now) return 'scheduled';
  return 'live';
}

/** What staff may do to a promotion in each state. */
export const PROMOTION_TRANSITIONS = {
  /** Draft → scheduled (or live at once when it has no start in the future). */
  schedule: ['draft'],
  /** Scheduled → draft again, before it starts. */
  unschedule: ['scheduled'],
  /** Live or scheduled → ended now. */
  end: ['scheduled', 'live'],
} as const satisfies Record<string, readonly PromotionState[]>;
export type PromotionTransition = keyof typeof PROMOTION_TRANSITIONS;

export const canTransition = (state: PromotionState, transition: PromotionTransition) =>
  (PROMOTION_TRANSITIONS[transition] as readonly PromotionState[]).includes(state);

/** An ended promotion is history: it is read, never edited. Live ones may be edited; grants keep their snapshot. */
export const isEditable = (state: PromotionState) => state !== 'ended';

const isoTime = zText({ max: 40 }).pipe(z.iso.datetime({ offset: true }));

/** The window an editor sends: ISO times, the end after the start. */
export const promotionScheduleSchema = z
  .object({
    startsAt: isoTime.nullable(),
    endsAt: isoTime.nullable(),
  })
  .refine(
    (value) => !value.startsAt || !value.endsAt || Date.parse(value.endsAt) > Date.parse(value.startsAt),
    {
      message: 'endsBeforeStart',
      path: ['endsAt'],
    },
  );
export type PromotionSchedule = z.infer<typeof promotionScheduleSchema>;
