import { randomUUID } from 'node:crypto';
import {
  DOCUMENT_TYPES,
  DocumentStatus,
  ErrorCode,
  IDENTITY_DOCUMENT_SECTION,
  type PlayerDocument,
} from '@casino/contracts';
import { and, asc, count, desc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { correlated } from '../../db/sql-facts.ts';
import { AppError } from '../../plugins/errors.ts';
import type { CleanFile } from './document-files.ts';
import type { DocumentStorage } from './document-storage.ts';
import { type DocumentRow, playerDocuments } from './tables.ts';

/** How many documents a player may keep on file: enough for every kind several times, not a file store. */
export const MAX_DOCUMENTS_PER_PLAYER = 30;

export function documentView(row: DocumentRow): PlayerDocument {
  return {
    id: row.id,
    fileName: row.fileName,
    status: row.status as PlayerDocument['status'],
    type: row.type,
    createdAt: row.createdAt.toISOString(),
    rejectReason: row.rejectReason,
    mimeType: row.mimeType,
    size: row.size,
  };
}

export async function listDocuments(db: Db, playerId: string): Promise<PlayerDocument[]> {
  const rows = await db
    .select()
    .from(playerDocuments)
    .where(eq(playerDocuments.playerId, playerId))
    .orderBy(desc(playerDocuments.createdAt));
  return rows.map(documentView);
}

/**
 * Stores a checked file under a generated name, then its row. When the row cannot be written the file
 * is removed again, so a refusal leaves nothing behind.
 */
export async function addDocument(
  db: Db,
  storage: DocumentStorage,
  playerId: string,
  upload: { type: string; fileName: string; file: CleanFile },
): Promise<PlayerDocument> {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(playerDocuments)
    .where(eq(playerDocuments.playerId, playerId));
  if (total >= MAX_DOCUMENTS_PER_PLAYER)
    throw AppError.validation([
      { field: 'file', rule: 'documentsTooMany', params: { max: MAX_DOCUMENTS_PER_PLAYER } },
    ]);
  const storageKey = `${randomUUID()}.${upload.file.extension}`;
  await storage.put(storageKey, upload.file.bytes);
  try {
    const [row] = await db
      .insert(playerDocuments)
      .values({
        playerId,
        type: upload.type,
        fileName: upload.fileName,
        storageKey,
        mimeType: upload.file.mimeType,
        size: upload.file.bytes.length,
      })
      .returning();
    return documentView(row!);
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
}

/** The player's own document; another player's id reads as unknown (404), never as forbidden. */
export async function ownDocument(db: Db, playerId: string, id: string): Promise<DocumentRow> {
  const row = await findDocument(db, id);
  if (!row || row.playerId !== playerId) throw AppError.notFound('No such document.');
  return row;
}

export async function findDocument(
  db: Db,
  id: string,
  options: { lock?: boolean } = {},
): Promise<DocumentRow | null> {
  if (!UUID.test(id)) return null;
  const query = db.select().from(playerDocuments).where(eq(playerDocuments.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Deletes a pending or rejected document and its file; an approved one stays on file (422). */
export async function deleteDocument(db: Db, storage: DocumentStorage, playerId: string, id: string) {
  const row = await ownDocument(db, playerId, id);
  if (row.status === DocumentStatus.approved)
    throw new AppError(ErrorCode.documentNotDeletable, 'An approved document stays on file.');
  const [deleted] = await db
    .delete(playerDocuments)
    .where(and(eq(playerDocuments.id, id), eq(playerDocuments.playerId, playerId)))
    .returning();
  if (deleted) await storage.delete(deleted.storageKey);
  return { id };
}

/**
 * The operator's decision on a pending document: approved, or rejected with the reason the player reads.
 * The row is locked first, so of two reviewers deciding at once one wins and the other reads 409.
 */
export async function reviewDocument(
  db: Db,
  id: string,
  decision: { approve: boolean; reason?: string },
): Promise<{ before: DocumentRow; after: DocumentRow }> {
  const row = await findDocument(db, id, { lock: true });
  if (!row) throw AppError.notFound(`No document ${id}.`);
  if (row.status !== DocumentStatus.pending)
    throw new AppError(ErrorCode.conflict, `Document ${id} was already reviewed.`);
  if (!decision.approve && !decision.reason?.trim())
    throw AppError.validation([{ field: 'reason', rule: 'required' }]);
  const [updated] = await db
    .update(playerDocuments)
    .set({
      status: decision.approve ? DocumentStatus.approved : DocumentStatus.declined,
      rejectReason: decision.approve ? null : decision.reason!.trim(),
      reviewedAt: new Date(),
    })
    .where(and(eq(playerDocuments.id, id), eq(playerDocuments.status, DocumentStatus.pending)))
    .returning();
  if (!updated) throw new AppError(ErrorCode.conflict, `Document ${id} was already reviewed.`);
  return { before: row, after: updated };
}

export async function pendingDocuments(db: Db): Promise<DocumentRow[]> {
  return db
    .select()
    .from(playerDocuments)
    .where(eq(playerDocuments.status, DocumentStatus.pending))
    .orderBy(asc(playerDocuments.createdAt))
    .limit(200);
}

const IDENTITY_TYPES = DOCUMENT_TYPES.filter((type) => type.section === IDENTITY_DOCUMENT_SECTION).map(
  (type) => type.id as string,
);

/** An approved identity document. */
const isApprovedIdentity = and(
  eq(playerDocuments.status, DocumentStatus.approved),
  inArray(playerDocuments.type, IDENTITY_TYPES),
);

/** Whether the operator approved an identity document of the player (verification without a provider). */
export async function hasApprovedIdentityDocument(db: Db, playerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: playerDocuments.id })
    .from(playerDocuments)
    .where(and(eq(playerDocuments.playerId, playerId), isApprovedIdentity))
    .limit(1);
  return row !== undefined;
}

/** The same as a subquery on another statement's row (db/sql-facts.ts). */
export const approvedIdentityDocumentOf = (playerId: SQLWrapper): SQL<boolean> =>
  correlated(
    sql`exists (select 1 from ${playerDocuments} where ${playerDocuments.playerId} = ${playerId} and ${isApprovedIdentity})`,
  );

/** Of `playerIds`, those with an approved identity document. */
export async function withApprovedIdentityDocument(db: Db, playerIds: string[]): Promise<Set<string>> {
  if (playerIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ playerId: playerDocuments.playerId })
    .from(playerDocuments)
    .where(and(inArray(playerDocuments.playerId, playerIds), isApprovedIdentity));
  return new Set(rows.map((row) => row.playerId));
}
