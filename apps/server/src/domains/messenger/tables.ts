import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/** The most a stored message holds of each text (characters); createMessage cuts longer ones. */
export const MESSAGE_LIMITS = {
  kind: 64,
  key: 200,
  title: 200,
  body: 2000,
  linkUrl: 500,
  linkLabel: 100,
  image: 500,
} as const;

const within = (column: unknown, max: number) => sql`char_length(${column}) <= ${sql.raw(String(max))}`;
/** A path of the site: '/x', never '//host' nor '/\host' (which browsers read as another host). */
const sitePath = (column: unknown) =>
  sql`(left(${column}, 1) = '/' AND substr(${column}, 2, 1) NOT IN ('/', chr(92)))`;

/**
 * The player's inbox (client contract section 8): texts written once, in the player's language, when
 * something happened to their account. `dedupe_key` is unique per player, so a redelivered event or a
 * retried job writes one message. player_id references players(id) ON DELETE CASCADE: the constraint is
 * in migration 0024, not here, because a domain's schema never imports identity's tables.
 */
export const playerMessages = pgTable(
  'player_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid().notNull(),
    /** What happened ('deposit.credited' ...): names the texts it was written from. */
    kind: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    /** A same-origin path and its label, both or neither. */
    linkUrl: text(),
    linkLabel: text(),
    image: text(),
    dedupeKey: text().notNull(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('player_messages_dedupe_key_unique').on(table.playerId, table.dedupeKey),
    // The list, newest first.
    index('player_messages_player_idx').on(table.playerId, table.createdAt.desc(), table.id.desc()),
    // The unread count of every answer.
    index('player_messages_unread_idx').on(table.playerId).where(sql`${table.readAt} IS NULL`),
    check(
      'player_messages_lengths',
      sql`${within(table.kind, MESSAGE_LIMITS.kind)} AND ${within(table.dedupeKey, MESSAGE_LIMITS.key)}
        AND ${within(table.title, MESSAGE_LIMITS.title)} AND ${within(table.body, MESSAGE_LIMITS.body)}
        AND ${within(table.linkUrl, MESSAGE_LIMITS.linkUrl)} AND ${within(table.linkLabel, MESSAGE_LIMITS.linkLabel)}
        AND ${within(table.image, MESSAGE_LIMITS.image)}`,
    ),
    check(
      'player_messages_site_paths',
      sql`(${table.linkUrl} IS NULL) = (${table.linkLabel} IS NULL)
        AND (${table.linkUrl} IS NULL OR ${sitePath(table.linkUrl)})
        AND (${table.image} IS NULL OR ${sitePath(table.image)})`,
    ),
  ],
);

export type PlayerMessageRow = typeof playerMessages.$inferSelect;
