import type { Db } from '../../db/client.ts';

export type SmsMessage = { to: string; text: string };
export type EmailMessage = { to: string; subject: string; text: string; html: string };

/** Delivers text messages (one-time codes). Built in: the SMS outbox; in production an SMS gateway. */
export type SmsSender = { send(message: SmsMessage): Promise<void> };

/** Delivers e-mail. Built in: the e-mail outbox; SMTP through nodemailer when SMTP_URL is set. */
export type EmailSender = {
  send(message: EmailMessage): Promise<void>;
  /** A sender that stores in the caller's transaction (the outbox does): the mail commits with it. */
  within?(tx: Db): EmailSender;
};
