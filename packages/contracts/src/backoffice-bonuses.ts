import { z } from 'zod';
import { definitionTermsSchema } from './bonus-terms.ts';
import { BonusCodeTrigger, BonusType } from './enums.ts';
import { dataEnvelope, idParamsSchema, pagedEnvelope, pagingQuerySchema } from './http.ts';
import { PROMOTION_STATES, type PromotionState, promotionScheduleSchema } from './promotion-lifecycle.ts';
import { defineRoute } from './routes/define.ts';
import { zId, zText } from './validators/input.ts';

/**
 * The bonus editors (issue 31): deposit bonuses (cash, percentage, free spins), code bonuses and the
 * weekly cashback, with their codes. Each is a draft until scheduled, then scheduled, live and ended
 * (promotion-lifecycle.ts). Terms are validated by the engine's own schema (bonus-terms.ts); editing a
 * live bonus changes what is offered next, never a bonus a player already received (its terms snapshot).
 */

/** What the editors may make: a deposit offer, a code's bonus, the weekly cashback. */
export const EDITABLE_BONUS_TRIGGERS = ['deposit', 'code', 'cashback'] as const;
export type EditableBonusTrigger = (typeof EDITABLE_BONUS_TRIGGERS)[number];

const bonusTypeSchema = z.union([
  z.literal(BonusType.cash),
  z.literal(BonusType.percentage),
  z.literal(BonusType.freeSpins),
]);

/** A text per locale: English is required, it is what every other locale falls back to. */
export const bonusNamesSchema = z
  .object({ en: zText({ max: 120 }).trim().min(1) })
  .catchall(zText({ max: 120 }).trim().min(1));

/** What each type needs in its terms: the rule a player's grant relies on, refused at save per field. */
const bonusDefinitionFields = z.object({
  names: bonusNamesSchema,
  type: bonusTypeSchema,
  trigger: z.enum(EDITABLE_BONUS_TRIGGERS),
  /** A welcome package's step (packagePriority 1 = the first deposit). */
  packageId: zId().nullable().default(null),
  packagePriority: z.number().int().min(1).max(100).nullable().default(null),
  terms: definitionTermsSchema,
});

type DefinitionFields = z.output<typeof bonusDefinitionFields>;

function requireTypeTerms(value: DefinitionFields, context: z.RefinementCtx) {
  const missing = (path: (string | number)[], message = 'required') =>
    context.addIssue({ code: 'custom', path, message });
  const { terms } = value;
  if (value.type === BonusType.percentage) {
    if (terms.percent === undefined || terms.percent < 1) missing(['terms', 'percent']);
    if (Object.keys(terms.maxAmounts).length === 0) missing(['terms', 'maxAmounts']);
  }
  if (
    value.type === BonusType.cash &&
    value.trigger !== 'cashback' &&
    Object.keys(terms.amounts).length === 0
  )
    missing(['terms', 'amounts']);
  if (value.type === BonusType.freeSpins && !terms.freespins) missing(['terms', 'freespins']);
  if (value.trigger === 'deposit' && Object.keys(terms.depositFrom).length === 0)
    missing(['terms', 'depositFrom']);
  if (value.trigger === 'cashback' && !terms.cashback) missing(['terms', 'cashback']);
  for (const [currency, to] of Object.entries(terms.depositTo)) {
    const from = terms.depositFrom[currency];
    if (from !== undefined && BigInt(to) < BigInt(from))
      missing(['terms', 'depositTo', currency], 'belowFrom');
  }
  if ((value.packageId === null) !== (value.packagePriority === null)) missing(['packagePriority']);
}

export const bonusDefinitionInputSchema = bonusDefinitionFields.superRefine(requireTypeTerms);
export type BonusDefinitionInput = z.input<typeof bonusDefinitionInputSchema>;

export const createBonusDefinitionSchema = bonusDefinitionFields
  .extend({ slug: zText({ max: 64 }).regex(/^[a-z0-9][a-z0-9-]*$/) })
  .superRefine(requireTypeTerms);
export type CreateBonusDefinition = z.input<typeof createBonusDefinitionSchema>;

const lifecycleFields = {
  state: z.enum(PROMOTION_STATES),
  scheduledAt: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  endedAt: z.string().nullable(),
};

export const backofficeBonusSchema = z.object({
  id: z.string(),
  slug: z.string(),
  names: z.record(z.string(), z.string()),
  type: z.number(),
  trigger: z.string(),
  packageId: z.string().nullable(),
  packagePriority: z.number().nullable(),
  terms: definitionTermsSchema,
  ...lifecycleFields,
  /** Players who received it (bonuses and free spins): their terms are their snapshot. */
  grantedCount: z.number(),
  createdAt: z.string(),
});
export type BackofficeBonus = z.infer<typeof backofficeBonusSchema>;

export const backofficeBonusesQuerySchema = pagingQuerySchema.extend({
  state: z.enum(PROMOTION_STATES).optional(),
  trigger: z.enum(EDITABLE_BONUS_TRIGGERS).optional(),
});
export type BackofficeBonusesQuery = z.infer<typeof backofficeBonusesQuerySchema>;

/** A code: promo (trigger 1, its bonus at once) or deposit (trigger 3, with the next deposit). */
const bonusCodeFields = z.object({
  bonusId: zId(),
  trigger: z.union([z.literal(BonusCodeTrigger.add), z.literal(BonusCodeTrigger.list)]),
  /** Uses in all (1: a single-use code); null: unlimited. */
  maxUses: z.number().int().min(1).max(10_000_000).nullable().default(null),
  /** Uses per player (1: once per player). */
  perPlayer: z.number().int().min(1).max(100).default(1),
});

export const bonusCodeInputSchema = bonusCodeFields;
export type BonusCodeInput = z.input<typeof bonusCodeInputSchema>;

export const BONUS_CODE_PATTERN = /^[A-Za-z0-9_-]{3,64}$/;
export const createBonusCodeSchema = bonusCodeFields.extend({
  code: zText({ max: 64 }).trim().regex(BONUS_CODE_PATTERN),
});
export type CreateBonusCode = z.input<typeof createBonusCodeSchema>;

export const backofficeBonusCodeSchema = z.object({
  code: z.string(),
  bonusId: z.string(),
  bonusSlug: z.string(),
  trigger: z.number(),
  maxUses: z.number().nullable(),
  usedCount: z.number(),
  perPlayer: z.number(),
  ...lifecycleFields,
  createdAt: z.string(),
});
export type BackofficeBonusCode = z.infer<typeof backofficeBonusCodeSchema>;

export const backofficeBonusCodesQuerySchema = pagingQuerySchema.extend({
  state: z.enum(PROMOTION_STATES).optional(),
  bonusId: zId().optional(),
});

export const codeParamsSchema = z.object({ code: zText({ max: 64 }).trim().regex(BONUS_CODE_PATTERN) });

/**
 * A package: deposit bonuses offered together as steps, in order (a welcome package of deposits 1-3).
 * It has no lifecycle of its own: each step is a bonus with its own, and the package is live while one
 * of its steps is (`packageState`). The order is the steps' packagePriority, 1 first.
 */
export const bonusPackageInputSchema = z.object({
  names: bonusNamesSchema,
  /** Its bonuses in the order the player gets them; each a deposit bonus of no other package. */
  bonusIds: z
    .array(zId())
    .min(1)
    .max(20)
    .superRefine((ids, context) => {
      ids.forEach((id, index) => {
        if (ids.indexOf(id) !== index)
          context.addIssue({ code: 'custom', path: [index], message: 'duplicate' });
      });
    }),
});
export type BonusPackageInput = z.input<typeof bonusPackageInputSchema>;

export const createBonusPackageSchema = bonusPackageInputSchema.extend({
  slug: zText({ max: 64 }).regex(/^[a-z0-9][a-z0-9-]*$/),
});
export type CreateBonusPackage = z.input<typeof createBonusPackageSchema>;

/** A package's state from its steps': live while one is live, else scheduled, else draft, else ended. */
export function packageState(steps: readonly { state: PromotionState }[]): PromotionState {
  for (const state of ['live', 'scheduled', 'draft'] as const)
    if (steps.some((step) => step.state === state)) return state;
  return steps.length === 0 ? 'draft' : 'ended';
}

export const bonusPackageStepSchema = z.object({
  id: z.string(),
  slug: z.string(),
  names: z.record(z.string(), z.string()),
  type: z.number(),
  state: z.enum(PROMOTION_STATES),
  packagePriority: z.number().nullable(),
  terms: definitionTermsSchema,
});

export const bonusPackageSchema = z.object({
  id: z.string(),
  slug: z.string(),
  names: z.record(z.string(), z.string()),
  state: z.enum(PROMOTION_STATES),
  /** Its bonuses in order, step 1 first. */
  steps: z.array(bonusPackageStepSchema),
  createdAt: z.string(),
});
export type BackofficeBonusPackage = z.infer<typeof bonusPackageSchema>;

const tag = 'Back office: bonuses';

const bonusTransition = (transition: 'unschedule' | 'end', summary: string) =>
  defineRoute({
    method: 'POST',
    path: `/api/backoffice/bonuses/{id}/${transition}`,
    access: 'staff',
    permission: 'bonuses.write',
    tag,
    summary,
    params: idParamsSchema,
    response: dataEnvelope(backofficeBonusSchema),
  });

const codeTransition = (transition: 'unschedule' | 'end', summary: string) =>
  defineRoute({
    method: 'POST',
    path: `/api/backoffice/bonus-codes/{code}/${transition}`,
    access: 'staff',
    permission: 'bonuses.write',
    tag,
    summary,
    params: codeParamsSchema,
    response: dataEnvelope(backofficeBonusCodeSchema),
  });

export const backofficeBonusRoutes = {
  listBonuses: defineRoute({
    method: 'GET',
    path: '/api/backoffice/bonuses',
    access: 'staff',
    permission: 'bonuses.read',
    tag,
    summary:
      'Bonus definitions, newest first, each with its lifecycle state (filtered by state and trigger).',
    query: backofficeBonusesQuerySchema,
    response: pagedEnvelope(backofficeBonusSchema),
  }),
  getBonus: defineRoute({
    method: 'GET',
    path: '/api/backoffice/bonuses/{id}',
    access: 'staff',
    permission: 'bonuses.read',
    tag,
    summary: 'One bonus definition with its terms and state.',
    params: idParamsSchema,
    response: dataEnvelope(backofficeBonusSchema),
  }),
  createBonus: defineRoute({
    method: 'POST',
    path: '/api/backoffice/bonuses',
    access: 'staff',
    permission: 'bonuses.write',
    tag,
    summary: 'Creates a bonus definition as a draft; its terms are checked by the engine’s schema.',
    body: createBonusDefinitionSchema,
    status: 201,
    response: dataEnvelope(backofficeBonusSchema),
  }),
  updateBonus: defineRoute({
    method: 'PUT',
    path: '/api/backoffice/bonuses/{id}',
    access: 'staff',
    permission: 'bonuses.write',
    tag,
    summary:
      'Changes a draft, scheduled or live bonus (409 once ended); bonuses players already received keep their terms.',
    params: idParamsSchema,
    body: bonusDefinitionInputSchema,
    response: dataEnvelope(backofficeBonusSchema),
  }),
  scheduleBonus: defineRoute({
    method: 'POST',
    path: '/api/backoffice/bonuses/{id}/schedule',
    access: 'staff',
    permission: 'bonuses.write',
    tag,
    summary: 'Schedules a draft bonus between startsAt and endsAt (null: from now, open-ended).',
    params: idParamsSchema,
    body: promotionScheduleSchema,
    response: dataEnvelope(backofficeBonusSchema),
  }),
  unscheduleBonus: bonusTransition('unschedule', 'Puts a scheduled bonus back to draft before it starts.'),
  endBonus: bonusTransition('end', 'Ends a scheduled or live bonus now: it is offered no more.'),
  listBonusPackages: defineRoute({
    method: 'GET',
    path: '/api/backoffice/bonus-packages',
    access: 'staff',
    permission: 'bonuses.read',
    tag,
    summary: 'The packages a deposit bonus may be a step of, each with its steps in order and its state.',
    response: dataEnvelope(z.array(bonusPackageSchema)),
  }),
  getBonusPackage: defineRoute({
    method: 'GET',
    path: '/api/backoffice/bonus-packages/{id}',
    access: 'staff',
    permission: 'bonuses.read',
    tag,
    summary: 'One package with its steps in order.',
    params: idParamsSchema,
    response: dataEnvelope(bonusPackageSchema),
  }),
  createBonusPackage: defineRoute({
    method: 'POST',
    path: '/api/backoffice/bonus-packages',
    access: 'staff',
    permission: 'bonuses.write',
    tag,
    summary:
      'Creates a package of deposit bonuses in order (422 on slug when taken, on bonusIds.N for a bonus that cannot be a step); audited.',
    body: createBonusPackageSchema,
    status: 201,
    response: dataEnvelope(bonusPackageSchema),
  }),
  updateBonusPackage: defineRoute({
    method: 'PUT',
    path: '/api/backoffice/bonus-packages/{id}',
    access: 'staff',
    permission: 'bonuses.write',
    tag,
    summary:
      'Renames a package and sets its steps and their order; a bonus left out leaves the package. Bonuses players already received keep their step; audited.',
    params: idParamsSchema,
    body: bonusPackageInputSchema,
    response: dataEnvelope(bonusPackageSchema),
  }),
  listBonusCodes: defineRoute({
    method: 'GET',
    path: '/api/backoffice/bonus-codes',
    access: 'staff',
    permission: 'bonuses.read',
    tag,
    summary: 'Bonus codes, newest first, with their uses and state.',
    query: backofficeBonusCodesQuerySchema,
    response: pagedEnvelope(backofficeBonusCodeSchema),
  }),
  createBonusCode: defineRoute({
    method: 'POST',
    path: '/api/backoffice/bonus-codes',
    access: 'staff',
    permission: 'bonuses.write',
    tag,
    summary:
      'Creates a bonus code (upper case) as a draft: 422 on code when it exists, on bonusId for an unknown bonus.',
    body: createBonusCodeSchema,
    status: 201,
    response: dataEnvelope(backofficeBonusCodeSchema),
  }),
  updateBonusCode: defineRoute({
    method: 'PUT',
    path: '/api/backoffice/bonus-codes/{code}',
    access: 'staff',
    permission: 'bonuses.write',
    tag,
    summary: 'Changes a code’s bonus and limits (409 once ended); uses so far stay counted.',
    params: codeParamsSchema,
    body: bonusCodeInputSchema,
    response: dataEnvelope(backofficeBonusCodeSchema),
  }),
  scheduleBonusCode: defineRoute({
    method: 'POST',
    path: '/api/backoffice/bonus-codes/{code}/schedule',
    access: 'staff',
    permission: 'bonuses.write',
    tag,
    summary: 'Schedules a draft code: its validity window (null: from now, open-ended).',
    params: codeParamsSchema,
    body: promotionScheduleSchema,
    response: dataEnvelope(backofficeBonusCodeSchema),
  }),
  unscheduleBonusCode: codeTransition('unschedule', 'Puts a scheduled code back to draft before it starts.'),
  endBonusCode: codeTransition(
    'end',
    'Ends a code now: it is refused from then on, and waiting deposit codes lapse.',
  ),
};
