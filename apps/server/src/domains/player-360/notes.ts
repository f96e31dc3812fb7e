import type { StaffNote } from '@casino/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError } from '../../plugins/errors.ts';
import { findPlayerById } from '../identity/players.ts';
import { staff } from '../staff/tables.ts';
import { staffNotes } from './tables.ts';

const NOTES_SHOWN = 200;

/** The staff notes on a player, newest first, with their authors' names. */
export async function listStaffNotes(db: Db, playerId: string): Promise<StaffNote[]> {
  if (!isUuid(playerId)) return [];
  const rows = await db
    .select({ note: staffNotes, authorName: staff.name })
    .from(staffNotes)
    .innerJoin(staff, eq(staff.id, staffNotes.staffId))
    .where(eq(staffNotes.playerId, playerId))
    .orderBy(desc(staffNotes.createdAt), desc(staffNotes.id))
    .limit(NOTES_SHOWN);
  return rows.map(({ note, authorName }) => ({
    id: note.id,
    text: note.text,
    author: { id: note.staffId, name: authorName },
    createdAt: note.createdAt.toISOString(),
  }));
}

/** Adds a note by a staff member; 404 for an unknown player. */
export async function addStaffNote(
  tx: Db,
  input: { playerId: string; staffId: string; staffName: string; text: string },
): Promise<StaffNote> {
  if (!(await findPlayerById(tx, input.playerId))) throw AppError.notFound('No such player.');
  const [row] = await tx
    .insert(staffNotes)
    .values({ playerId: input.playerId, staffId: input.staffId, text: input.text, createdAt: new Date() })
    .returning();
  return {
    id: row!.id,
    text: row!.text,
    author: { id: input.staffId, name: input.staffName },
    createdAt: row!.createdAt.toISOString(),
  };
}
