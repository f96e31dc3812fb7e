import { InvoiceStatus, InvoiceType, safeRedirectPath } from '@casino/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findInvoice } from './invoice-views.ts';
import { type SandboxVerb, sandboxAmountText, sendSandboxOutcome } from './sandbox-outcome.ts';
import type { SandboxPsp } from './sandbox-psp.ts';
import { isValidTesterLink } from './sandbox-tester.ts';
import type { InvoiceRow } from './tables.ts';

type PayInput = { token?: string; expires?: string; signature?: string };
type PayParams = { Params: { id: string }; Querystring: PayInput; Body: PayInput };

/** The player's page asks again this often (ms) while the provider has not settled the payment. */
const WAITING_POLL_MS = 3000;

/**
 * Asks for the page in the background until the payment is settled, then goes where it answers (the
 * site's return address, or the outcome). A meta refresh would reload the page under a screen reader
 * every few seconds (WCAG 2.2.1).
 */
const waitingScript = (nonce: string) => `<script nonce="${nonce}">
const poll = async () => {
  const response = await fetch(location.href, { cache: 'no-store' }).catch(() => null);
  if (response?.redirected) return location.replace(response.url);
  if (response?.ok && !(await response.text()).includes('data-waiting')) return location.reload();
  setTimeout(poll, ${WAITING_POLL_MS});
};
setTimeout(poll, ${WAITING_POLL_MS});
</script>`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string, head = '') {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${head}
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
 * The sandbox PSP's hosted page: plain HTML, where a tester approves or declines a payment with forms.
 * Approving or declining makes the sandbox send its signed webhook to the platform. On a public site
 * (sandboxMode 'operator-settles') the tester is the operator (the key, or a tester link it signed),
 * never the depositing player: the player's page waits for the outcome (one small script) and then
 * redirects.
 */
export async function sandboxPages(
  app: FastifyInstance,
  options: { psp: SandboxPsp; playerIsTester: boolean },
) {
  const { psp, playerIsTester } = options;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const html = (reply: FastifyReply, status: number, title: string, body: string, head = '') =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page(title, body, head));

  const isTester = (request: FastifyRequest, invoiceId: string, input: PayInput | undefined) =>
    playerIsTester || app.isOperator(request) || isValidTesterLink(app.operatorKey, invoiceId, input ?? {});

  /** Back to the site like a provider sends the player back: the invoice's own address when it is safe. */
  const sendBack = (reply: FastifyReply, invoice: InvoiceRow, approved: boolean) => {
    const target = approved ? invoice.redirectSuccessUrl : invoice.redirectErrorUrl;
    const path = target ? safeRedirectPath(target, app.env.PUBLIC_URL) : null;
    if (path) return reply.redirect(path, 303);
    const text = approved ? 'Payment approved' : 'Payment declined';
    return html(reply, 200, text, `<h1>${text}</h1><p>You can close this window.</p>`);
  };

  const load = async (id: string, token: unknown) => {
    if (!psp.isValidPayToken(id, token)) return null;
    const invoice = await findInvoice(app.db, id);
    return invoice && invoice.provider === psp.name && invoice.type === InvoiceType.deposit ? invoice : null;
  };

  app.get<PayParams>('/api/payment/sandbox/pay/:id', async (request, reply) => {
    const invoice = await load(request.params.id, request.query.token);
    if (!invoice) return html(reply, 404, 'Payment not found', '<h1>Payment not found</h1>');
    const amount = `${await sandboxAmountText(app, invoice)} ${invoice.currency}`;
    const details = `<p class="badge" data-test-money>Sandbox · Test money: no real money moves</p><h1>Lucky Harbor payment #${invoice.number}</h1>
<p class="amount">${escapeHtml(amount)}</p><p>Method: ${escapeHtml(invoice.method)}</p>`;
    const tester = isTester(request, invoice.id, request.query);
    if (invoice.status !== InvoiceStatus.pending && !tester)
      return sendBack(reply, invoice, invoice.status === InvoiceStatus.success);
    if (invoice.status !== InvoiceStatus.pending) {
      const state = invoice.status === InvoiceStatus.success ? 'approved' : 'declined';
      return html(reply, 200, 'Payment', `${details}<p>This payment was ${state}.</p>`);
    }
    if (!tester)
      return html(
        reply,
        200,
        'Payment',
        `${details}<p role="status" data-waiting>Waiting for the payment provider to confirm this payment…</p>`,
        waitingScript(reply.scriptNonce),
      );
    const hidden = {
      token: psp.payToken(invoice.id),
      expires: request.query.expires,
      signature: request.query.signature,
    };
    const inputs = Object.entries(hidden)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
      .join('');
    const form = (verb: SandboxVerb, label: string) =>
      `<form method="post" action="/api/payment/sandbox/pay/${invoice.id}/${verb}">${inputs}<button class="${verb}" type="submit">${label}</button></form>`;
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
      if (!isTester(request, invoice.id, request.body))
        return html(reply, 403, 'Payment', '<h1>Only the payment provider settles this payment</h1>');
      if (invoice.status === InvoiceStatus.pending && !(await sendSandboxOutcome(app, psp, invoice, verb)))
        return html(reply, 502, 'Payment', '<h1>The platform refused the notification</h1>');
      return sendBack(reply, invoice, verb === 'approve');
    });
  }
}
