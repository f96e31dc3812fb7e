import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailMessage, EmailSender } from './ports.ts';

/** Sends through an SMTP server: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://...:465`. */
export class SmtpEmailSender implements EmailSender {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: EmailMessage) {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  close() {
    this.transport.close();
  }
}
