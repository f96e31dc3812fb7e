import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages sent through the contact form, kept for the support team. */
export const communications = pgTable(
  'communications',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    locale: text().notNull(),
    ipAddress: text().notNull(),
    userAgent: text(),
    status: text({ enum: ['new', 'answered', 'closed'] })
      .notNull()
      .default('new'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('communications_created_at_idx').on(table.createdAt)],
);
