import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { EmailMessage, EmailSender, SmsMessage, SmsSender } from './ports.ts';
import { emailOutbox, smsOutbox } from './tables.ts';

export class OutboxSmsSender implements SmsSender {
  constructor(private readonly db: Db) {}

  async send(message: SmsMessage) {
    await this.db.insert(smsOutbox).values(message);
  }
}

export class OutboxEmailSender implements EmailSender {
  constructor(private readonly db: Db) {}

  async send(message: EmailMessage) {
    await this.db.insert(emailOutbox).values(message);
  }

  within(tx: Db) {
    return new OutboxEmailSender(tx);
  }
}

export type OutboxSms = typeof smsOutbox.$inferSelect;
export type OutboxEmail = typeof emailOutbox.$inferSelect;

/** Newest first; `to` narrows to one phone number or address. */
export async function listOutboxSms(db: Db, options: { to?: string; limit?: number } = {}) {
  return db
    .select()
    .from(smsOutbox)
    .where(options.to ? eq(smsOutbox.to, options.to) : undefined)
    .orderBy(desc(smsOutbox.seq))
    .limit(options.limit ?? 50);
}

/** Newest first; `to` narrows to one address, `offset` skips the newest (paging). */
export async function listOutboxEmails(
  db: Db,
  options: { to?: string; limit?: number; offset?: number } = {},
) {
  return db
    .select()
    .from(emailOutbox)
    .where(options.to ? eq(emailOutbox.to, options.to) : undefined)
    .orderBy(desc(emailOutbox.seq))
    .limit(options.limit ?? 50)
    .offset(options.offset ?? 0);
}

/** How many e-mails the outbox kept for one address. */
export const countOutboxEmails = (db: Db, to: string) => db.$count(emailOutbox, eq(emailOutbox.to, to));
