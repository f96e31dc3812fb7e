import {
  type CreateInteractionRequest,
  type Interaction,
  type PageMeta,
  type PageQuery,
  pageMeta,
  pageOffset,
} from '@casino/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type RgInteractionRow, rgInteractions } from './tables.ts';

export type Staff = { id: string; name: string };

export function interactionView(row: RgInteractionRow): Interaction {
  return {
    id: row.id,
    playerId: row.playerId,
    channel: row.channel as Interaction['channel'],
    summary: row.summary,
    outcome: row.outcome as Interaction['outcome'],
    staff: { id: row.staffId, name: row.staffName },
    createdAt: row.createdAt.toISOString(),
  };
}

/** Records a contact with the player, in the caller's (audited) transaction. */
export async function recordInteraction(
  tx: Db,
  playerId: string,
  body: CreateInteractionRequest,
  staff: Staff,
): Promise<RgInteractionRow> {
  const [row] = await tx
    .insert(rgInteractions)
    .values({ playerId, ...body, staffId: staff.id, staffName: staff.name })
    .returning();
  return row!;
}

/** The player's recorded contacts, newest first. */
export async function listInteractions(
  db: Db,
  playerId: string,
  query: PageQuery,
): Promise<{ data: Interaction[]; meta: PageMeta }> {
  const where = eq(rgInteractions.playerId, playerId);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(rgInteractions)
      .where(where)
      .orderBy(desc(rgInteractions.createdAt), desc(rgInteractions.id))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db.$count(rgInteractions, where),
  ]);
  return { data: rows.map(interactionView), meta: pageMeta(query, total) };
}
