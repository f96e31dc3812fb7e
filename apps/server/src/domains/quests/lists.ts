import { type PageQuery, type PlayerQuestsPage, pageMeta, pageOffset, QuestState } from '@casino/contracts';
import { and, asc, desc, eq, inArray, notExists, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inState } from '../bonuses/promotion-state.ts';
import { loadHeld, taskDefinitionsOf } from './held.ts';
import { playerQuests, quests } from './tables.ts';
import { heldView, offeredView, type ViewContext } from './views.ts';

/**
 * Quests live at `now` that the player holds neither active nor completed (cancelled and expired ones
 * come back). Read on every request: a change in the back office shows on every node at once.
 */
function offeredTo(playerId: string, now: Date): SQL {
  const held = sql`(SELECT 1 FROM ${playerQuests} WHERE ${playerQuests.playerId} = ${playerId}
    AND ${playerQuests.questId} = ${quests.id} AND ${playerQuests.state} IN (${QuestState.active}, ${QuestState.completed}))`;
  return and(inState(quests, 'live', now), notExists(held))!;
}

/** GET /api/retention/quests: the quests on offer to the player, in the quests' order. */
export async function offeredQuests(
  db: Db,
  playerId: string,
  query: PageQuery,
  ctx: ViewContext,
  now = new Date(),
): Promise<PlayerQuestsPage> {
  const where = offeredTo(playerId, now);
  const rows = await db
    .select()
    .from(quests)
    .where(where)
    .orderBy(asc(quests.questOrder), asc(quests.slug))
    .limit(query.perPage)
    .offset(pageOffset(query));
  const total = await db.$count(quests, where);
  const defs = await taskDefinitionsOf(
    db,
    rows.map((row) => row.id),
  );
  const data = rows.flatMap((quest) => {
    const view = offeredView(
      quest,
      defs.filter((def) => def.questId === quest.id),
      playerId,
      ctx,
    );
    return view ? [view] : [];
  });
  return { data, meta: pageMeta(query, total) };
}

/** GET /api/retention/player-quests: the player's quests in these states (all when none), newest first. */
export async function heldQuests(
  db: Db,
  playerId: string,
  query: PageQuery & { state?: number[] },
  ctx: ViewContext,
): Promise<PlayerQuestsPage> {
  const where = and(
    eq(playerQuests.playerId, playerId),
    query.state?.length ? inArray(playerQuests.state, query.state) : undefined,
  );
  const rows = await db
    .select()
    .from(playerQuests)
    .where(where)
    .orderBy(desc(playerQuests.activatedAt), desc(playerQuests.id))
    .limit(query.perPage)
    .offset(pageOffset(query));
  const total = await db.$count(playerQuests, where);
  const data = (await loadHeld(db, rows)).map((held) => heldView(held, ctx));
  return { data, meta: pageMeta(query, total) };
}
