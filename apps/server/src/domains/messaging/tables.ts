import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Text messages kept by the built-in SMS sender: read by tests and the development outbox page. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Insertion order: PGlite's clock can give two messages the same timestamp. */
    seq: bigserial({ mode: 'number' }).notNull(),
  },
  (table) => [index('sms_outbox_to_idx').on(table.to, table.createdAt)],
);

/** E-mails kept by the built-in e-mail sender (when no SMTP server is configured). */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Insertion order: PGlite's clock can give two messages the same timestamp. */
    seq: bigserial({ mode: 'number' }).notNull(),
  },
  (table) => [index('email_outbox_to_idx').on(table.to, table.createdAt)],
);
