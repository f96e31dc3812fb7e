import { InvoiceStatus, InvoiceType } from '@casino/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { currencyUnits } from '../settings/service.ts';
import { minorToDecimalString } from '../wallet/money.ts';
import { findInvoice } from './invoice-views.ts';
import type { SandboxPsp } from './sandbox-psp.ts';
import type { InvoiceRow } from './tables.ts';
import { SANDBOX_WEBHOOK_PATH } from './webhooks.ts';

type PayParams = { Params: { id: string }; Querystring: { token?: string }; Body: { token?: string } };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f4f5f7;color:#1d2330}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0001}
h1{font-size:20px;margin:0 0 4px}p{margin:8px 0}.amount{font-size:28px;font-weight:700}
.badge{display:inline-block;background:#ffe9a8;border-radius:6px;padding:2px 8px;font-size:12px}
form{display:inline-block;margin:16px 8px 0 0}button{font-size:16px;padding:10px 18px;border-radius:8px;border:0;cursor:pointer}
.approve{background:#1a9b50;color:#fff}.decline{background:#d6dae2;color:#1d2330}</style></head>
<body><main>${body}</main></body></html>`;
}

/**
 * The sandbox PSP's hosted page: plain HTML without scripts, where a tester approves or declines a
 * payment. Approving or declining makes the sandbox send its signed webhook to the platform.
 */
export async function sandboxPages(app: FastifyInstance, options: { psp: SandboxPsp }) {
  const { psp } = options;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const html = (reply: FastifyReply, status: number, title: string, body: string) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page(title, body));

  const load = async (id: string, token: unknown) => {
    if (!psp.isValidPayToken(id, token)) return null;
    const invoice = await findInvoice(app.db, id);
    return invoice && invoice.provider === psp.name && invoice.type === InvoiceType.deposit ? invoice : null;
  };

  const amountText = async (invoice: InvoiceRow) =>
    minorToDecimalString(invoice.amount, (await currencyUnits(app.db)).get(invoice.currency) ?? 1);

  app.get<PayParams>('/api/payment/sandbox/pay/:id', async (request, reply) => {
    const invoice = await load(request.params.id, request.query.token);
    if (!invoice) return html(reply, 404, 'Payment not found', '<h1>Payment not found</h1>');
    const amount = `${await amountText(invoice)} ${invoice.currency}`;
    const details = `<span class="badge">Sandbox</span><h1>Lucky Harbor payment #${invoice.number}</h1>
<p class="amount">${escapeHtml(amount)}</p><p>Method: ${escapeHtml(invoice.method)}</p>`;
    if (invoice.status !== InvoiceStatus.pending) {
      const state = invoice.status === InvoiceStatus.success ? 'approved' : 'declined';
      return html(reply, 200, 'Payment', `${details}<p>This payment was ${state}.</p>`);
    }
    const token = escapeHtml(psp.payToken(invoice.id));
    const form = (verb: 'approve' | 'decline', label: string) =>
      `<form method="post" action="/api/payment/sandbox/pay/${invoice.id}/${verb}"><input type="hidden" name="token" value="${token}"><button class="${verb}" type="submit">${label}</button></form>`;
    return html(
      reply,
      200,
      'Payment',
      `${details}<p>No real money moves: choose the outcome the payment provider reports.</p>${form('approve', 'Approve payment')}${form('decline', 'Decline')}`,
    );
  });

  for (const verb of ['approve', 'decline'] as const) {
    app.post<PayParams>(`/api/payment/sandbox/pay/:id/${verb}`, async (request, reply) => {
      const invoice = await load(request.params.id, request.body?.token);
      if (!invoice) return html(reply, 404, 'Payment not found', '<h1>Payment not found</h1>');
      if (invoice.status === InvoiceStatus.pending) {
        const { body, signature } = psp.webhookFor(
          { id: invoice.id, amount: await amountText(invoice), currency: invoice.currency },
          verb,
        );
        const delivery = await app.inject({
          method: 'POST',
          url: SANDBOX_WEBHOOK_PATH,
          headers: { 'content-type': 'application/json', 'x-signature': signature },
          payload: body,
        });
        if (delivery.statusCode !== 200) {
          request.log.warn({ status: delivery.statusCode, body: delivery.body }, 'sandbox webhook refused');
          return html(reply, 502, 'Payment', '<h1>The platform refused the notification</h1>');
        }
      }
      const target = verb === 'approve' ? invoice.redirectSuccessUrl : invoice.redirectErrorUrl;
      if (target && isSafeRedirect(target, app.env.PUBLIC_URL)) return reply.redirect(target, 303);
      const text = verb === 'approve' ? 'Payment approved' : 'Payment declined';
      return html(reply, 200, text, `<h1>${text}</h1><p>You can close this window.</p>`);
    });
  }
}

/** A path on this site, or an address on the site's public origin: never an open redirect. */
export function isSafeRedirect(target: string, publicUrl: string): boolean {
  if (target.startsWith('/')) return !target.startsWith('//') && !target.startsWith('/\\');
  try {
    return new URL(target).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}
