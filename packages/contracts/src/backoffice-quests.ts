import { z } from 'zod';
import { dataEnvelope, idParamsSchema, pagedEnvelope, pagingQuerySchema } from './http.ts';
import { PROMOTION_STATES, promotionScheduleSchema } from './promotion-lifecycle.ts';
import { questTermsSchema } from './quest-terms.ts';
import { defineRoute } from './routes/define.ts';
import { zText } from './validators/input.ts';

/**
 * The quest editor (issue 31): staff write a quest's tasks, rewards, order, duration and texts, schedule
 * it, and end it early. Each quest is a draft until scheduled, then scheduled, live and ended
 * (promotion-lifecycle.ts). The terms are validated by the engine's own schema (quest-terms.ts). A
 * live quest keeps its tasks, their execution order and its duration (409): players hold progress on
 * them; its texts and rewards may change, a player keeping the rewards fixed when they took it.
 */

export const QUEST_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{2,63}$/;

export const createQuestRequestSchema = questTermsSchema.extend({
  slug: zText({ max: 64 }).regex(QUEST_SLUG_PATTERN, 'slug'),
});
export type CreateQuestRequest = z.input<typeof createQuestRequestSchema>;

/** An edit sends the whole quest again but its slug. */
export const updateQuestRequestSchema = questTermsSchema;
export type UpdateQuestRequest = z.input<typeof updateQuestRequestSchema>;

export const backofficeQuestSchema = z.object({
  id: z.string(),
  slug: z.string(),
  state: z.enum(PROMOTION_STATES),
  scheduledAt: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** Players who took it (any state): they keep the tasks and rewards they took. */
  takenCount: z.number().int(),
  /** Of them, those still working on it. */
  activeCount: z.number().int(),
  createdAt: z.string(),
  terms: questTermsSchema,
});
export type BackofficeQuest = z.infer<typeof backofficeQuestSchema>;

export const backofficeQuestsQuerySchema = pagingQuerySchema.extend({
  state: z.enum(PROMOTION_STATES).optional(),
});
export type BackofficeQuestsQuery = z.infer<typeof backofficeQuestsQuerySchema>;

const tag = 'Back office: quests';

const questTransition = (transition: 'unschedule' | 'end', summary: string) =>
  defineRoute({
    method: 'POST',
    path: `/api/backoffice/quests/{id}/${transition}`,
    access: 'staff',
    permission: 'bonuses.write',
    tag,
    summary,
    params: idParamsSchema,
    response: dataEnvelope(backofficeQuestSchema),
  });

export const backofficeQuestRoutes = {
  listQuests: defineRoute({
    method: 'GET',
    path: '/api/backoffice/quests',
    access: 'staff',
    permission: 'bonuses.read',
    tag,
    summary: 'Quests (drafts too) in their listing order, each with its lifecycle state (filtered by state).',
    query: backofficeQuestsQuerySchema,
    response: pagedEnvelope(backofficeQuestSchema),
  }),
  getQuest: defineRoute({
    method: 'GET',
    path: '/api/backoffice/quests/{id}',
    access: 'staff',
    permission: 'bonuses.read',
    tag,
    summary: 'One quest with its terms and state, as the editor shows it.',
    params: idParamsSchema,
    response: dataEnvelope(backofficeQuestSchema),
  }),
  createQuest: defineRoute({
    method: 'POST',
    path: '/api/backoffice/quests',
    access: 'staff',
    permission: 'bonuses.write',
    tag,
    summary: 'Creates a quest as a draft (422 on slug when it is taken); its terms are the engine’s schema.',
    body: createQuestRequestSchema,
    status: 201,
    response: dataEnvelope(backofficeQuestSchema),
  }),
  updateQuest: defineRoute({
    method: 'PUT',
    path: '/api/backoffice/quests/{id}',
    access: 'staff',
    permission: 'bonuses.write',
    tag,
    summary:
      'Changes a draft, scheduled or live quest (409 once ended); a live one keeps its tasks, their order and its duration (409); players keep what they took.',
    params: idParamsSchema,
    body: updateQuestRequestSchema,
    response: dataEnvelope(backofficeQuestSchema),
  }),
  scheduleQuest: defineRoute({
    method: 'POST',
    path: '/api/backoffice/quests/{id}/schedule',
    access: 'staff',
    permission: 'bonuses.write',
    tag,
    summary: 'Schedules a draft quest between startsAt and endsAt (null: from now, open-ended).',
    params: idParamsSchema,
    body: promotionScheduleSchema,
    response: dataEnvelope(backofficeQuestSchema),
  }),
  unscheduleQuest: questTransition('unschedule', 'Puts a scheduled quest back to draft before it starts.'),
  endQuest: questTransition(
    'end',
    'Ends a scheduled or live quest now: it is offered no more, and the quests players hold expire (state 5).',
  ),
};
