import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What staff wrote about a player on the player 360 page: never shown to the player, never edited
 * or deleted (a correction is a new note), each with its author.
 */
export const staffNotes = pgTable(
  'staff_notes',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid().notNull(),
    staffId: uuid().notNull(),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_notes_player_idx').on(table.playerId, table.createdAt)],
);
