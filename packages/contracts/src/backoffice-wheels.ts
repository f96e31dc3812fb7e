import { z } from 'zod';
import { dataEnvelope, idParamsSchema, pagedEnvelope, pagingQuerySchema } from './http.ts';
import { PROMOTION_STATES, promotionScheduleSchema } from './promotion-lifecycle.ts';
import { defineRoute } from './routes/define.ts';
import { zText } from './validators/input.ts';
import {
  sectorPrizeSchema,
  wheelAmountsSchema,
  wheelSectorsSchema,
  wheelTextsSchema,
} from './wheel-sectors.ts';

/**
 * The prize-wheel editor (issue 31): a wheel's texts, how spins are earned (a spin a day, a spin per
 * deposit of at least a minimum per currency), how long a spin stays playable, and its sectors
 * (wheel-sectors.ts, the draw engine's schema). A wheel is a draft until scheduled, then scheduled,
 * live and ended (promotion-lifecycle.ts); only a live wheel issues spins. Editing the sectors makes a
 * new version of them: a spin already issued draws on the version it was issued with.
 */

export const WHEEL_MAX_SPIN_VALID_HOURS = 90 * 24;

const wheelFields = z.object({
  titles: wheelTextsSchema(120),
  descriptions: wheelTextsSchema(500),
  dailySpin: z.boolean(),
  depositSpin: z.boolean(),
  /** The least deposit that earns a spin (a per-deposit wheel), minor units per currency. */
  minDeposits: wheelAmountsSchema.default({}),
  spinValidHours: z.number().int().min(1).max(WHEEL_MAX_SPIN_VALID_HOURS),
  /** Whether the site shows each sector's chance. */
  publishDropRates: z.boolean().default(true),
  sectors: wheelSectorsSchema,
});

function requireSpinRule(value: z.output<typeof wheelFields>, context: z.RefinementCtx) {
  if (!value.dailySpin && !value.depositSpin)
    context.addIssue({ code: 'custom', path: ['dailySpin'], message: 'spinRuleRequired' });
  if (value.depositSpin && Object.keys(value.minDeposits).length === 0)
    context.addIssue({ code: 'custom', path: ['minDeposits'], message: 'required' });
}

export const wheelInputSchema = wheelFields.superRefine(requireSpinRule);
export type WheelInput = z.input<typeof wheelInputSchema>;

export const WHEEL_IDENTITY_PATTERN = /^[a-z0-9][a-z0-9-]{2,63}$/;
export const createWheelSchema = wheelFields
  .extend({ identity: zText({ max: 64 }).regex(WHEEL_IDENTITY_PATTERN, 'slug') })
  .superRefine(requireSpinRule);
export type CreateWheel = z.input<typeof createWheelSchema>;

export const backofficeWheelSectorSchema = z.object({
  id: z.string(),
  position: z.number(),
  titles: z.record(z.string(), z.string()),
  weight: z.number(),
  prize: sectorPrizeSchema,
  /** The sector's chance in percent (dropRates). */
  dropRate: z.number(),
});

export const backofficeWheelSchema = z.object({
  id: z.string(),
  identity: z.string(),
  titles: z.record(z.string(), z.string()),
  descriptions: z.record(z.string(), z.string()),
  dailySpin: z.boolean(),
  depositSpin: z.boolean(),
  minDeposits: z.record(z.string(), z.string()),
  spinValidHours: z.number(),
  publishDropRates: z.boolean(),
  /** The current sectors; `sectorsVersion` counts their edits (spins keep the version they were issued with). */
  sectors: z.array(backofficeWheelSectorSchema),
  sectorsVersion: z.number(),
  state: z.enum(PROMOTION_STATES),
  scheduledAt: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** Spins issued and not yet played nor expired (on any version of the sectors). */
  openSpins: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BackofficeWheel = z.infer<typeof backofficeWheelSchema>;

export const backofficeWheelsQuerySchema = pagingQuerySchema.extend({
  state: z.enum(PROMOTION_STATES).optional(),
});
export type BackofficeWheelsQuery = z.infer<typeof backofficeWheelsQuerySchema>;

const tag = 'Back office: wheels';

const wheelTransition = (transition: 'unschedule' | 'end', summary: string) =>
  defineRoute({
    method: 'POST',
    path: `/api/backoffice/wheels/{id}/${transition}`,
    access: 'staff',
    permission: 'bonuses.write',
    tag,
    summary,
    params: idParamsSchema,
    response: dataEnvelope(backofficeWheelSchema),
  });

export const backofficeWheelRoutes = {
  listWheels: defineRoute({
    method: 'GET',
    path: '/api/backoffice/wheels',
    access: 'staff',
    permission: 'bonuses.read',
    tag,
    summary: 'Prize wheels, newest first, each with its lifecycle state (filtered by state).',
    query: backofficeWheelsQuerySchema,
    response: pagedEnvelope(backofficeWheelSchema),
  }),
  getWheel: defineRoute({
    method: 'GET',
    path: '/api/backoffice/wheels/{id}',
    access: 'staff',
    permission: 'bonuses.read',
    tag,
    summary: 'One prize wheel with its sectors, their chances and its state.',
    params: idParamsSchema,
    response: dataEnvelope(backofficeWheelSchema),
  }),
  createWheel: defineRoute({
    method: 'POST',
    path: '/api/backoffice/wheels',
    access: 'staff',
    permission: 'bonuses.write',
    tag,
    summary: 'Creates a prize wheel as a draft; its sectors are checked by the draw engine’s schema.',
    body: createWheelSchema,
    status: 201,
    response: dataEnvelope(backofficeWheelSchema),
  }),
  updateWheel: defineRoute({
    method: 'PUT',
    path: '/api/backoffice/wheels/{id}',
    access: 'staff',
    permission: 'bonuses.write',
    tag,
    summary:
      'Changes a draft, scheduled or live wheel (409 once ended); spins already issued keep the sectors they were issued with.',
    params: idParamsSchema,
    body: wheelInputSchema,
    response: dataEnvelope(backofficeWheelSchema),
  }),
  scheduleWheel: defineRoute({
    method: 'POST',
    path: '/api/backoffice/wheels/{id}/schedule',
    access: 'staff',
    permission: 'bonuses.write',
    tag,
    summary: 'Schedules a draft wheel between startsAt and endsAt (null: from now, open-ended).',
    params: idParamsSchema,
    body: promotionScheduleSchema,
    response: dataEnvelope(backofficeWheelSchema),
  }),
  unscheduleWheel: wheelTransition('unschedule', 'Puts a scheduled wheel back to draft before it starts.'),
  endWheel: wheelTransition(
    'end',
    'Ends a scheduled or live wheel now: it issues no more spins (those issued stay playable until they expire).',
  ),
};
