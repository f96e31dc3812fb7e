import type { StaffNote } from '@casino/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError } from '../../plugins/errors.ts';
import { findPlayerById } from '../identity/players.ts';
import { staffNamesOf } from '../staff/members.ts';
import { staffNotes } from './tables.ts';

const NOTES_SHOWN = 200;

/** The staff notes on a player, newest first, with their authors' names. */
export async function listStaffNotes(db: Db, playerId: string): Promise<StaffNote[]> {
  if (!isUuid(playerId)) return [];
  const rows = await db
    .select()
    .from(staffNotes)
    .where(eq(staffNotes.playerId, playerId))
    .orderBy(desc(staffNotes.createdAt), desc(staffNotes.id))
    .limit(NOTES_SHOWN);
  const names = await staffNamesOf(
    db,
    rows.map((note) => note.staffId),
  );
  return rows.map((note) => ({
    id: note.id,
    text: note.text,
    author: { id: note.staffId, name: names.get(note.staffId) ?? 'Former staff member' },
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
