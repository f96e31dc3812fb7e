import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Each player's LiveChat customer, per license (a customer belongs to one LiveChat account): the
 * entity id LiveChat gave it, so the same customer (and its chat history) comes back on every device,
 * and the customer token last issued, held until shortly before it expires (decision 0052).
 */
export const liveChatCustomers = pgTable(
  'livechat_customers',
  {
    playerId: uuid().notNull(),
    licenseId: text().notNull(),
    entityId: text().notNull(),
    /** The customer token held; null once forgotten (DELETE .../token) or never issued. */
    accessToken: text(),
    tokenType: text(),
    /** The token's lifetime in seconds, as LiveChat gave it. */
    expiresInSeconds: integer(),
    tokenIssuedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.licenseId] })],
);
