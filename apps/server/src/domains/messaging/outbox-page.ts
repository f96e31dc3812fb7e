import { zText } from '@casino/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../plugins/errors.ts';
import { listOutboxEmails, listOutboxSms, type OutboxEmail, type OutboxSms } from './outbox.ts';

const outboxQuerySchema = z.object({
  to: zText({ max: 254 }).trim().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * What the built-in senders "sent", for the operator only: GET /api/operator/outbox.json in every mode
 * (the outbox command reads it), and outside production the page /api/dev/outbox and its JSON, so one
 * can register by phone or reset a password locally.
 */
export function registerOutboxRoutes(app: FastifyInstance, options: { devPage: boolean }) {
  const operator = { preHandler: app.requireOperator('outbox.read') };
  const read = async (query: unknown) => {
    const { to, limit } = parseInput(outboxQuerySchema, query);
    const [sms, emails] = await Promise.all([
      listOutboxSms(app.db, { to, limit }),
      listOutboxEmails(app.db, { to: to?.toLowerCase(), limit }),
    ]);
    return { sms, emails };
  };
  const json = async (request: FastifyRequest, reply: FastifyReply) => {
    const { sms, emails } = await read(request.query);
    reply.header('cache-control', 'no-store');
    return {
      data: {
        sms: sms.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        emails: emails.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      },
    };
  };

  app.get('/api/operator/outbox.json', operator, json);
  if (!options.devPage) return;
  app.get('/api/dev/outbox.json', operator, json);
  app.get('/api/dev/outbox', operator, async (request, reply) => {
    const { sms, emails } = await read(request.query);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(outboxHtml(sms, emails));
  });
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** Escapes the text, then turns its web addresses into links. */
const linkify = (value: string) =>
  escapeHtml(value).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const time = (date: Date) => escapeHtml(date.toISOString().replace('T', ' ').slice(0, 19));

function outboxHtml(sms: OutboxSms[], emails: OutboxEmail[]): string {
  const smsRows = sms.map(
    (row) =>
      `<tr><td>${time(row.createdAt)}</td><td>${escapeHtml(row.to)}</td><td>${linkify(row.text)}</td></tr>`,
  );
  const emailItems = emails.map(
    (row) =>
      `<article><h3>${escapeHtml(row.subject)}</h3><p class="meta">${time(row.createdAt)} · to ${escapeHtml(row.to)}</p><pre>${linkify(row.text)}</pre></article>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:24px;color:#1b1e27;background:#f7f7f9}
table{border-collapse:collapse;width:100%;background:#fff}td,th{border:1px solid #ddd;padding:6px 10px;text-align:left;vertical-align:top}
article{background:#fff;border:1px solid #ddd;padding:12px 16px;margin-bottom:12px}h3{margin:0 0 4px}
.meta{color:#666;margin:0 0 8px}pre{white-space:pre-wrap;margin:0;font:inherit}
</style></head><body>
<h1>Outbox</h1>
<p>Messages the built-in senders kept, newest first. Filter with <code>?to=</code>; JSON at <a href="/api/dev/outbox.json">/api/dev/outbox.json</a>.</p>
<h2>SMS (${sms.length})</h2>
${smsRows.length ? `<table><thead><tr><th>Sent</th><th>To</th><th>Text</th></tr></thead><tbody>${smsRows.join('')}</tbody></table>` : '<p>No SMS.</p>'}
<h2>E-mails (${emails.length})</h2>
${emailItems.length ? emailItems.join('') : '<p>No e-mails.</p>'}
</body></html>`;
}
