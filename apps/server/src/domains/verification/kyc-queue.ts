import { DocumentStatus, type KycQueue, type KycQueueQuery, type QueuedDocument } from '@casino/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { playerHits } from '../identity/staff-views.ts';
import { verifiedAmong } from './levels.ts';
import { playerDocuments, playerVerifications } from './tables.ts';

/** The upload time to the microsecond (what the keyset compares), as the cursor writes it. */
const createdAtText = sql<string>`to_char(${playerDocuments.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The cursor's upload time and id: the queue goes on after that document. */
function afterCursor(cursor: string | undefined) {
  if (cursor === undefined) return undefined;
  const at = cursor.lastIndexOf('_');
  const createdAt = cursor.slice(0, at);
  const id = cursor.slice(at + 1);
  return sql`(${playerDocuments.createdAt}, ${playerDocuments.id}) > (${createdAt}::timestamptz, ${id}::uuid)`;
}

/**
 * GET /api/backoffice/kyc/documents: pending documents, oldest first (the partial index on pending
 * documents by upload time serves it), each with its player and their level.
 */
export async function kycQueue(db: Db, query: KycQueueQuery, now = new Date()): Promise<KycQueue> {
  const rows = await db
    .select({
      id: playerDocuments.id,
      playerId: playerDocuments.playerId,
      type: playerDocuments.type,
      fileName: playerDocuments.fileName,
      mimeType: playerDocuments.mimeType,
      size: playerDocuments.size,
      createdAt: playerDocuments.createdAt,
      cursorAt: createdAtText,
    })
    .from(playerDocuments)
    .where(and(eq(playerDocuments.status, DocumentStatus.pending), afterCursor(query.cursor)))
    .orderBy(asc(playerDocuments.createdAt), asc(playerDocuments.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const playerIds = [...new Set(page.map((row) => row.playerId))];
  const [players, levels, verified] = await Promise.all([
    playerHits(db, playerIds),
    playerIds.length === 0
      ? []
      : db
          .select({ playerId: playerVerifications.playerId, level: playerVerifications.level })
          .from(playerVerifications)
          .where(inArray(playerVerifications.playerId, playerIds)),
    verifiedAmong(db, playerIds),
  ]);
  const levelOf = new Map(levels.map((row) => [row.playerId, row.level]));
  const data = page.flatMap((row): QueuedDocument[] => {
    const player = players.get(row.playerId);
    if (!player) return [];
    return [
      {
        id: row.id,
        type: row.type,
        fileName: row.fileName,
        mimeType: row.mimeType,
        size: row.size,
        uploadedAt: row.createdAt.toISOString(),
        ageSeconds: Math.max(0, Math.floor((now.getTime() - row.createdAt.getTime()) / 1000)),
        player: { id: player.id, email: player.email, nickname: player.nickname },
        verification: {
          level: (levelOf.get(row.playerId) ?? 'none') as QueuedDocument['verification']['level'],
          verified: verified.has(row.playerId),
        },
      },
    ];
  });
  const last = page.at(-1);
  return {
    data,
    meta: { nextCursor: rows.length > query.limit && last ? `${last.cursorAt}_${last.id}` : null },
  };
}
