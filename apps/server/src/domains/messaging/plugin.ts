import type { FastifyInstance } from 'fastify';
import { OutboxEmailSender, OutboxSmsSender } from './outbox.ts';
import { registerOutboxRoutes } from './outbox-page.ts';
import type { EmailSender, SmsSender } from './ports.ts';
import { SmtpEmailSender } from './smtp.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
    mail: EmailSender;
  }
}

/** The SMS and e-mail ports: built-in outboxes, or SMTP for e-mail when SMTP_URL is set. */
export function registerMessaging(app: FastifyInstance) {
  app.decorate('sms', new OutboxSmsSender(app.db));
  if (app.env.SMTP_URL) {
    const smtp = new SmtpEmailSender(app.env.SMTP_URL, app.env.MAIL_FROM);
    app.decorate('mail', smtp);
    app.addHook('onClose', async () => smtp.close());
  } else {
    app.decorate('mail', new OutboxEmailSender(app.db));
  }
  const devPage =
    app.env.NODE_ENV !== 'production' && (app.env.OUTBOX_PAGE ?? app.env.NODE_ENV === 'development');
  registerOutboxRoutes(app, { devPage });
}
