import { z } from 'zod';
import { dataEnvelope, idParamsSchema } from './http.ts';
import { defineRoute } from './routes/define.ts';
import { zText } from './validators/input.ts';

/**
 * Responsible-gaming limits (spec sections 3, 4 and 9; client contract section 3): bet (1), loss (2)
 * and deposit (3) limits per currency and calendar period, self-exclusion (4) and cooling-off (5).
 * Amounts are decimal numbers in the currency's unit on the wire, minor units on the server.
 */

/** A listed limit is in force; `ending` = its removal (or the end of a self-exclusion) is waiting out its 24 hours. */
export const LimitStatus = { active: 1, ending: 2 } as const;
export type LimitStatus = (typeof LimitStatus)[keyof typeof LimitStatus];

/** How long an increase, a removal or the end of a self-exclusion waits before it applies (RTS 12, LCCP 3.5). */
export const LIMIT_RELAXATION_HOURS = 24;

export const limitSchema = z.object({
  id: z.string(),
  /** LimitDefinition: 1 bet, 2 loss, 3 deposit, 4 self-exclusion, 5 cooling-off. */
  definition: z.number().int(),
  status: z.number().int(),
  /** 'daily' | 'weekly' | 'monthly' for cash limits, a cooling-off or self-exclusion period id otherwise. */
  period: z.string(),
  /** The limit in force, in the currency's unit; null for self-exclusion and cooling-off. */
  amount: z.number().nullable(),
  /** Bet, lost or deposited in the current window, from the ledger. */
  currentAmount: z.number().nullable(),
  currency: z.string().nullable(),
  /** The current window's start (cash limits) or when the exclusion began. */
  startedAt: z.string().nullable(),
  /** The current window's end (cash limits) or when the exclusion's period ends (null: indefinite). */
  expiredAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The limit's removal (or the end of a self-exclusion) is pending and can still be cancelled. */
  cancelProcess: z.boolean(),
  /** An increase is pending and can still be cancelled. */
  pendingExist: z.boolean(),
  /** Ours: the pending amount, and when the pending change applies. */
  pendingAmount: z.number().nullable(),
  pendingAt: z.string().nullable(),
});
export type Limit = z.infer<typeof limitSchema>;

/** Typed freely: a number or a decimal text ("25", "25.50"); the server checks it against the currency. */
const amountInput = z
  .union([z.number(), zText({ max: 32 })])
  .nullable()
  .optional();

export const createLimitRequestSchema = z.object({
  definition: z.number().int(),
  period: zText({ max: 32 }).nullable().optional(),
  amount: amountInput,
  currency: zText({ max: 10 }).nullable().optional(),
});
export type CreateLimitRequest = z.infer<typeof createLimitRequestSchema>;

export const updateLimitRequestSchema = z.object({
  period: zText({ max: 32 }).nullable().optional(),
  amount: amountInput,
});
export type UpdateLimitRequest = z.infer<typeof updateLimitRequestSchema>;

/**
 * The reality check (UKGC RTS 13): how often a game session pauses to show the player its elapsed time
 * and net position, in seconds; null: off. One of the constants' player.limit.realityCheckInterval.
 */
export const realityCheckSchema = z.object({
  intervalSeconds: z.number().int().positive().nullable(),
  /** When the player last chose; null when never. */
  updatedAt: z.string().nullable(),
});
export type RealityCheck = z.infer<typeof realityCheckSchema>;

export const updateRealityCheckRequestSchema = z.object({
  /** One of the intervals on offer, or null to turn the check off; anything else is a 422. */
  intervalSeconds: z.number().int().positive().max(86_400).nullable(),
});
export type UpdateRealityCheckRequest = z.infer<typeof updateRealityCheckRequestSchema>;

const limitsResponse = dataEnvelope(z.array(limitSchema));
const limitResponse = dataEnvelope(limitSchema);

export const limitRoutes = {
  listLimits: defineRoute({
    method: 'GET',
    path: '/api/player/limits',
    access: 'player',
    tag: 'Limits',
    summary: "The player's limits in force, with what the current window used (from the ledger).",
    response: limitsResponse,
  }),
  createLimit: defineRoute({
    method: 'POST',
    path: '/api/player/limits',
    access: 'player',
    tag: 'Limits',
    summary: 'A new limit, in force at once (a self-exclusion or cooling-off too); 422 with fields.',
    body: createLimitRequestSchema,
    response: limitResponse,
  }),
  updateLimit: defineRoute({
    method: 'PUT',
    path: '/api/player/limits/{id}',
    access: 'player',
    tag: 'Limits',
    summary:
      'A decrease applies at once; an increase waits 24 hours (cancel it by sending the amount in force).',
    params: idParamsSchema,
    body: updateLimitRequestSchema,
    response: limitResponse,
  }),
  deleteLimit: defineRoute({
    method: 'DELETE',
    path: '/api/player/limits/{id}',
    access: 'player',
    tag: 'Limits',
    summary: 'Removes a limit after 24 hours; a self-exclusion only after its period, then 24 hours.',
    params: idParamsSchema,
    response: limitResponse,
  }),
  realityCheck: defineRoute({
    method: 'GET',
    path: '/api/player/reality-check',
    access: 'player',
    tag: 'Limits',
    summary: "The player's reality-check interval (RTS 13), null when off.",
    response: dataEnvelope(realityCheckSchema),
  }),
  updateRealityCheck: defineRoute({
    method: 'PUT',
    path: '/api/player/reality-check',
    access: 'player',
    tag: 'Limits',
    summary:
      'Sets the reality-check interval (one of the constants, or null: off); games launched from now on follow it.',
    body: updateRealityCheckRequestSchema,
    response: dataEnvelope(realityCheckSchema),
  }),
};
