import {
  type BackofficeQuest,
  type BackofficeQuestsQuery,
  ErrorCode,
  type FieldIssue,
  isEditable,
  type PromotionSchedule,
  type PromotionTransition,
  pageMeta,
  pageOffset,
  promotionState,
  QuestState,
  type QuestTerms,
} from '@casino/contracts';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError } from '../../plugins/errors.ts';
import { inState, lifecycleView, transitionWindow } from '../bonuses/promotion-state.ts';
import { type CatalogueRef, refsOf, unknownCatalogueRefs } from '../games/catalogue-refs.ts';
import { listEnabledCurrencies } from '../settings/service.ts';
import { expireHeldQuests } from './expiry.ts';
import { taskDefinitionsOf } from './held.ts';
import { playerQuests, type QuestRow, type QuestTaskRow, quests, questTasks } from './tables.ts';
import { questColumns, taskRows, termsOf } from './terms.ts';

/**
 * The back office's quests (issue 31): terms written through the engine's schema (terms.ts), the
 * promotion lifecycle read from the row's times. A player's quest holds what it was taken with: its
 * rewards and its tasks' targets and money conditions are fixed at activation (activation.ts), and a
 * live quest keeps the rest of what its tasks count by (their types, conditions and order, the
 * quest's duration), so that nothing a player already took changes under them.
 */

/** A quest with its task definitions, in execution order. */
export type QuestDefinition = { quest: QuestRow; tasks: QuestTaskRow[] };

const conflict = (message: string, issues: FieldIssue[] = []) =>
  new AppError(ErrorCode.conflict, message, issues);

async function playerCounts(db: Db, ids: string[]) {
  const taken = new Map<string, { taken: number; active: number }>();
  if (ids.length === 0) return taken;
  const rows = await db
    .select({ id: playerQuests.questId, state: playerQuests.state, n: count() })
    .from(playerQuests)
    .where(inArray(playerQuests.questId, ids))
    .groupBy(playerQuests.questId, playerQuests.state);
  for (const row of rows) {
    const counts = taken.get(row.id) ?? { taken: 0, active: 0 };
    counts.taken += row.n;
    if (row.state === QuestState.active) counts.active += row.n;
    taken.set(row.id, counts);
  }
  return taken;
}

/** The editor's view of quests: their terms, lifecycle and how many players took them. */
export async function questViews(db: Db, rows: QuestRow[], now = new Date()): Promise<BackofficeQuest[]> {
  const ids = rows.map((row) => row.id);
  const [defs, counts] = await Promise.all([taskDefinitionsOf(db, ids), playerCounts(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    ...lifecycleView(row, now),
    takenCount: counts.get(row.id)?.taken ?? 0,
    activeCount: counts.get(row.id)?.active ?? 0,
    createdAt: row.createdAt.toISOString(),
    terms: termsOf(
      row,
      defs.filter((def) => def.questId === row.id),
    ),
  }));
}

export async function listBackofficeQuests(db: Db, query: BackofficeQuestsQuery, now = new Date()) {
  const where = query.state ? inState(quests, query.state, now) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(quests)
      .where(where)
      .orderBy(asc(quests.questOrder), asc(quests.slug))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db.$count(quests, where),
  ]);
  return { data: await questViews(db, rows, now), meta: pageMeta(query, total) };
}

/** The quest `id` with its tasks, locked when `lock` (inside a write); 404 for any other. */
export async function findQuestDefinition(db: Db, id: string, lock = false): Promise<QuestDefinition> {
  if (!isUuid(id)) throw AppError.notFound('No such quest.');
  const select = db.select().from(quests).where(eq(quests.id, id));
  const [quest] = lock ? await select.for('update') : await select;
  if (!quest) throw AppError.notFound('No such quest.');
  return { quest, tasks: await taskDefinitionsOf(db, [quest.id]) };
}

/** Every per-currency amount of the terms with the field it was sent in. */
function amountFields(terms: QuestTerms): [string, Record<string, number>][] {
  const fields: [string, Record<string, number> | undefined][] = [];
  terms.tasks.forEach((task, at) => {
    fields.push([`tasks.${at}.amounts`, task.amounts]);
    fields.push([`tasks.${at}.conditions.minPayout`, task.conditions.minPayout]);
    fields.push([`tasks.${at}.conditions.spinAmount`, task.conditions.spinAmount]);
  });
  terms.rewards.forEach((reward, at) => {
    if (reward.type === 'money' || reward.type === 'bonus')
      fields.push([`rewards.${at}.amounts`, reward.amounts]);
    if (reward.type === 'freespins') fields.push([`rewards.${at}.betAmounts`, reward.betAmounts]);
  });
  return fields.filter((field): field is [string, Record<string, number>] => field[1] !== undefined);
}

/**
 * What the schema cannot know: the site's currencies and games. Every amount names enabled currencies
 * only, and the base currency's (what the others are converted from for a player in a currency not
 * listed); every game a task names is in the catalogue.
 */
async function checkAgainstSite(db: Db, terms: QuestTerms) {
  const currencies = await listEnabledCurrencies(db);
  const base = currencies.find((currency) => currency.isBase)?.code;
  const issues: FieldIssue[] = await unknownCatalogueRefs(db, [
    ...terms.tasks.flatMap((task, at) =>
      refsOf('game', `tasks.${at}.conditions.games`, task.conditions.games ?? []),
    ),
    ...terms.rewards.flatMap((reward, at): CatalogueRef[] =>
      reward.type === 'freespins'
        ? [{ field: `rewards.${at}.gameSlug`, kind: 'game', name: reward.gameSlug }]
        : [],
    ),
  ]);
  for (const [field, amounts] of amountFields(terms)) {
    for (const code of Object.keys(amounts))
      if (!currencies.some((currency) => currency.code === code))
        issues.push({ field: `${field}.${code}`, rule: 'currency' });
    if (base && amounts[base] === undefined)
      issues.push({ field, rule: 'baseCurrency', params: { currency: base } });
  }
  if (issues.length > 0) throw AppError.validation(issues);
}

/** JSON with sorted keys: two amounts or conditions compared whatever their keys' order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/**
 * A live quest keeps what players' progress counts by: its tasks (their number, types, targets and
 * conditions), their execution order and the quest's duration. Its texts, image, place and rewards
 * may change (players keep the rewards they took).
 */
function lockedChanges(before: QuestDefinition, next: QuestTerms): FieldIssue[] {
  const was = termsOf(before.quest, before.tasks);
  const issues: FieldIssue[] = [];
  const locked = (field: string) => issues.push({ field, rule: 'locked' });
  if (next.taskExecutionOrder !== was.taskExecutionOrder) locked('taskExecutionOrder');
  if (next.durationHours !== was.durationHours) locked('durationHours');
  if (next.tasks.length !== was.tasks.length) locked('tasks');
  else
    next.tasks.forEach((task, at) => {
      const old = was.tasks[at]!;
      for (const key of ['type', 'count', 'amounts', 'conditions'] as const)
        if (canonical(task[key]) !== canonical(old[key])) locked(`tasks.${at}.${key}`);
    });
  return issues;
}

export async function createQuest(tx: Db, input: QuestTerms & { slug: string }): Promise<QuestRow> {
  await checkAgainstSite(tx, input);
  const [row] = await tx
    .insert(quests)
    .values({ slug: input.slug, ...questColumns(input), scheduledAt: null })
    .onConflictDoNothing({ target: quests.slug })
    .returning();
  if (!row) throw AppError.validation([{ field: 'slug', rule: 'unique' }]);
  await tx.insert(questTasks).values(taskRows(row.id, input.tasks));
  return row;
}

/**
 * A draft, scheduled or live quest changed; 409 once it ended, or when a live one's locked terms
 * would change. A quest nobody can hold yet gets its tasks anew; a live one's tasks keep their rows
 * (players' tasks point at them) and only their texts change.
 */
export async function updateQuest(
  tx: Db,
  before: QuestDefinition,
  input: QuestTerms,
  now = new Date(),
): Promise<QuestRow> {
  const state = promotionState(before.quest, now);
  if (!isEditable(state)) throw conflict('An ended quest is history: it cannot be changed.');
  await checkAgainstSite(tx, input);
  const held =
    state === 'live' || (await tx.$count(playerQuests, eq(playerQuests.questId, before.quest.id))) > 0;
  if (held) {
    const issues = lockedChanges(before, input);
    if (issues.length > 0)
      throw conflict('Players hold this quest: its tasks, order and duration stay.', issues);
  }
  const [row] = await tx
    .update(quests)
    .set(questColumns(input))
    .where(eq(quests.id, before.quest.id))
    .returning();
  if (held) {
    for (const [at, def] of before.tasks.entries())
      await tx
        .update(questTasks)
        .set({ names: input.tasks[at]!.names, descriptions: input.tasks[at]!.descriptions })
        .where(eq(questTasks.id, def.id));
  } else {
    await tx.delete(questTasks).where(eq(questTasks.questId, before.quest.id));
    await tx.insert(questTasks).values(taskRows(before.quest.id, input.tasks));
  }
  return row!;
}

/**
 * Schedule, back to draft, or end now (409 when the state does not allow it). Ending now expires the
 * quests players hold active of it at once (state 5), as its end would have.
 */
export async function transitionQuest(
  tx: Db,
  before: QuestRow,
  transition: PromotionTransition,
  schedule?: PromotionSchedule,
  now = new Date(),
): Promise<QuestRow> {
  const [row] = await tx
    .update(quests)
    .set(transitionWindow(before, transition, now, schedule))
    .where(eq(quests.id, before.id))
    .returning();
  if (transition === 'end') await expireHeldQuests(tx, before.id, now);
  return row!;
}
