import {
  type BackofficeQuest,
  backofficeQuestRoutes as calls,
  type PromotionSchedule,
  type PromotionTransition,
} from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../plugins/routes.ts';
import { audited } from '../audit/audited.ts';
import {
  createQuest,
  findQuestDefinition,
  listBackofficeQuests,
  questViews,
  transitionQuest,
  updateQuest,
} from './editor.ts';

/** What the audit log keeps of a quest: its slug, window and terms (the counts are no change of staff's). */
const auditOf = ({ takenCount: _taken, activeCount: _active, ...view }: BackofficeQuest) => view;

/**
 * The back office's quest editor (bonuses.read to look, bonuses.write to change): drafts, edits, the
 * schedule and the early end, each write audited with the quest before and after, in its transaction.
 */
export async function questEditorRoutes(app: FastifyInstance) {
  route(app, calls.listQuests, async ({ query }) => listBackofficeQuests(app.db, query));

  route(app, calls.getQuest, async ({ params }) => {
    const { quest } = await findQuestDefinition(app.db, params.id);
    return { data: (await questViews(app.db, [quest]))[0]! };
  });

  route(app, calls.createQuest, async ({ body }, request) => {
    const data = await audited(app.db, request, async (tx) => {
      const row = await createQuest(tx, body);
      const [view] = await questViews(tx, [row]);
      return {
        value: view!,
        audit: {
          action: 'quest.create',
          target: { type: 'quest', id: row.id },
          before: null,
          after: auditOf(view!),
        },
      };
    });
    return { data };
  });

  /** A write that changes quest `id`, audited as `action` with the quest before and after. */
  const change = (
    request: FastifyRequest,
    id: string,
    action: string,
    work: (tx: typeof app.db, before: Awaited<ReturnType<typeof findQuestDefinition>>) => Promise<unknown>,
  ) =>
    audited(app.db, request, async (tx) => {
      const before = await findQuestDefinition(tx, id, true);
      const [was] = await questViews(tx, [before.quest]);
      await work(tx, before);
      const after = await findQuestDefinition(tx, id);
      const [is] = await questViews(tx, [after.quest]);
      return {
        value: { data: is! },
        audit: {
          action,
          target: { type: 'quest', id },
          before: auditOf(was!),
          after: auditOf(is!),
        },
      };
    });

  route(app, calls.updateQuest, ({ params, body }, request) =>
    change(request, params.id, 'quest.update', (tx, before) => updateQuest(tx, before, body)),
  );

  const transition = (
    request: FastifyRequest,
    id: string,
    step: PromotionTransition,
    schedule?: PromotionSchedule,
  ) =>
    change(request, id, `quest.${step}`, (tx, before) => transitionQuest(tx, before.quest, step, schedule));
  route(app, calls.scheduleQuest, ({ params, body }, request) =>
    transition(request, params.id, 'schedule', body),
  );
  route(app, calls.unscheduleQuest, ({ params }, request) => transition(request, params.id, 'unschedule'));
  route(app, calls.endQuest, ({ params }, request) => transition(request, params.id, 'end'));
}
