import type { HarmMarkerKind, MarkerEvidence } from '@casino/contracts';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The responsible-gaming desk's log of staff's contacts with a player about their play: written in
 * the transaction of its audit row and never edited or deleted (append-only by trigger, migration 0041).
 */
export const rgInteractions = pgTable(
  'rg_interactions',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid().notNull(),
    channel: text().notNull(),
    summary: text().notNull(),
    outcome: text().notNull(),
    staffId: text().notNull(),
    staffName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('rg_interactions_player_idx').on(table.playerId, table.createdAt)],
);

export type RgInteractionRow = typeof rgInteractions.$inferSelect;

/**
 * Markers of harm the markers job computed from play (rg-desk/markers.ts): one per player, kind and
 * day, with the facts that raised it, so the desk reads them without scanning play per request.
 */
export const rgHarmMarkers = pgTable(
  'rg_harm_markers',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid().notNull(),
    kind: text().$type<HarmMarkerKind>().notNull(),
    /** YYYY-MM-DD: the UTC day the pattern was seen on (the last of the nights, for night play). */
    day: text().notNull(),
    evidence: jsonb().$type<MarkerEvidence[]>().notNull(),
    computedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('rg_harm_markers_one_per_day_idx').on(table.playerId, table.kind, table.day),
    index('rg_harm_markers_day_idx').on(table.day),
  ],
);

export type RgHarmMarkerRow = typeof rgHarmMarkers.$inferSelect;
