import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findPlayerById } from '../identity/players.ts';
import { type PlayerLevel, playerLevel } from './levels.ts';
import {
  DIGEST_ALG_HEADER,
  DIGEST_HEADER,
  payloadDigest,
  type VerificationEvent,
} from './provider-events.ts';
import { BUILTIN_PAGE_PATH, type builtinProvider } from './providers.ts';
import { WEBHOOK_PATHS } from './webhook-routes.ts';

/** How long a reviewer link the operator hands out stays valid. */
export const REVIEWER_LINK_HOURS = 24;

const reviewerSignature = (key: string, playerId: string, expires: number) =>
  createHmac('sha256', key).update(`kyc-reviewer:${playerId}:${expires}`).digest('base64url');

/** The query a reviewer link adds to the hosted page: its expiry and a signature with the operator key. */
export function reviewerQuery(key: string, playerId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + REVIEWER_LINK_HOURS * 3600;
  return `expires=${expires}&signature=${reviewerSignature(key, playerId, expires)}`;
}

function isReviewerLink(key: string, playerId: string, given: PageInput, now = Date.now()): boolean {
  if (typeof given.expires !== 'string' || !/^\d{1,12}$/.test(given.expires)) return false;
  if (typeof given.signature !== 'string') return false;
  const expires = Number(given.expires);
  if (expires * 1000 <= now) return false;
  const expected = Buffer.from(reviewerSignature(key, playerId, expires));
  const actual = Buffer.from(given.signature);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

type PageInput = { token?: string; expires?: string; signature?: string; reason?: string; final?: string };
type PageRequest = { Querystring: PageInput; Body: PageInput };

export type Verdict = 'submit' | 'approve' | 'reject';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STATE_TEXT: Record<PlayerLevel['level'], string> = {
  none: 'Not started: send your identity check for review.',
  pending: 'Your identity check is waiting for review.',
  verified: 'Your identity is verified.',
  rejected: 'Your identity check was rejected.',
};

function page(title: string, body: string, head = '') {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${head}
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:16px;background:#f4f5f7;color:#1d2330}
main{max-width:460px;margin:0 auto;background:#fff;border-radius:12px;padding:20px;box-shadow:0 2px 12px #0001}
h1{font-size:20px;margin:0 0 8px}p{margin:8px 0}.badge{display:inline-block;background:#ffe9a8;border-radius:6px;padding:2px 8px;font-size:12px}
.state{font-weight:600}.state[data-level=verified]{color:#12703a}.state[data-level=rejected]{color:#a3261b}
form{margin:14px 0 0}label{display:block;font-size:14px;margin:6px 0}input[type=text]{width:100%;box-sizing:border-box;padding:8px;border:1px solid #b8bfcc;border-radius:6px;font-size:15px}
button{font-size:16px;padding:10px 18px;border-radius:8px;border:0;cursor:pointer;margin-top:8px}
.approve,.submit{background:#1a9b50;color:#fff}.reject{background:#a3261b;color:#fff}</style></head>
<body><main>${body}</main></body></html>`;
}

/** Asks for the page in the background while the check waits, and reloads once the level changed. */
const waitingScript = (nonce: string) => `<script nonce="${nonce}">
const poll = async () => {
  const response = await fetch(location.href, { cache: 'no-store' }).catch(() => null);
  if (response?.ok && !(await response.text()).includes('data-waiting')) return location.reload();
  setTimeout(poll, 3000);
};
setTimeout(poll, 3000);
</script>`;

/**
 * The built-in provider's hosted page (framed by /profile/verification): the player sends the check
 * for review; a reviewer approves or rejects it. Each choice makes the provider send its signed
 * webhook, which sets the level exactly as a Sumsub webhook would. Outside production the player is
 * the reviewer; in production the reviewer is the operator (its key, or a reviewer link it signed).
 */
export async function builtinPages(
  app: FastifyInstance,
  options: { provider: ReturnType<typeof builtinProvider> },
) {
  const { provider } = options;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const playerIsReviewer = app.env.NODE_ENV !== 'production';
  const isReviewer = (request: FastifyRequest, playerId: string, input: PageInput) =>
    playerIsReviewer || app.isOperator(request) || isReviewerLink(app.operatorKey, playerId, input);

  const html = (reply: FastifyReply, status: number, title: string, body: string, head = '') =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page(title, body, head));

  const notFound = (reply: FastifyReply) =>
    html(
      reply,
      404,
      'Identity check',
      '<h1>This link is not valid or has expired</h1><p>Open the verification page of the site again.</p>',
    );

  app.get<PageRequest>(BUILTIN_PAGE_PATH, async (request, reply) => {
    const playerId = provider.playerOfToken(request.query.token);
    if (!playerId || !(await findPlayerById(app.db, playerId))) return notFound(reply);
    const level = await playerLevel(app.db, playerId);
    const reviewer = isReviewer(request, playerId, request.query);
    const hidden = Object.entries({
      token: request.query.token,
      expires: request.query.expires,
      signature: request.query.signature,
    })
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
      .join('');
    const action = (verdict: Verdict) => `${BUILTIN_PAGE_PATH}/${verdict}`;
    let body = `<span class="badge">Test provider</span><h1>Identity check</h1>
<p class="state" data-level="${level.level}" data-testid="kyc-state">${STATE_TEXT[level.level]}</p>`;
    if (level.level === 'rejected' && level.rejectReason)
      body += `<p>Reason: ${escapeHtml(level.rejectReason)}</p>`;
    const canSubmit = level.level === 'none' || (level.level === 'rejected' && level.canRetry);
    if (canSubmit)
      body += `<form method="post" action="${action('submit')}">${hidden}<p>No real check happens here: sending asks the reviewer to decide.</p><button class="submit" type="submit">Send for review</button></form>`;
    if (level.level === 'pending' && reviewer)
      body += `<form method="post" action="${action('approve')}">${hidden}<button class="approve" type="submit">Approve identity</button></form>
<form method="post" action="${action('reject')}">${hidden}<label for="reason">Reason for the player</label><input id="reason" name="reason" type="text" maxlength="300" required value="The document photo is not readable.">
<label><input type="checkbox" name="final" value="1"> Final (the player may not try again)</label><button class="reject" type="submit">Reject</button></form>`;
    const waiting = level.level === 'pending' && !reviewer;
    if (waiting)
      body += '<p role="status" data-waiting>The reviewer will decide soon; this page updates by itself.</p>';
    return html(reply, 200, 'Identity check', body, waiting ? waitingScript(reply.scriptNonce) : '');
  });

  for (const verdict of ['submit', 'approve', 'reject'] as const) {
    app.post<PageRequest>(`${BUILTIN_PAGE_PATH}/${verdict}`, async (request, reply) => {
      const input = request.body ?? {};
      const playerId = provider.playerOfToken(input.token);
      if (!playerId || !(await findPlayerById(app.db, playerId))) return notFound(reply);
      if (verdict !== 'submit' && !isReviewer(request, playerId, input))
        return html(reply, 403, 'Identity check', '<h1>Only the reviewer decides this check</h1>');
      const reason = typeof input.reason === 'string' ? input.reason.trim().slice(0, 300) : '';
      if (verdict === 'reject' && !reason)
        return html(reply, 422, 'Identity check', '<h1>Give the player a reason</h1>');
      if (
        !(await sendBuiltinWebhook(app, provider.webhookSecret, playerId, verdict, {
          reason,
          final: input.final === '1',
        }))
      )
        return html(reply, 502, 'Identity check', '<h1>The platform refused the notification</h1>');
      const back = new URLSearchParams(
        Object.entries({ token: input.token, expires: input.expires, signature: input.signature }).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
      return reply.redirect(`${BUILTIN_PAGE_PATH}?${back}`, 303);
    });
  }
}

/** What the built-in provider tells the platform about a check, in Sumsub's webhook format. */
export function builtinEvent(
  playerId: string,
  verdict: Verdict,
  detail: { reason?: string; final?: boolean } = {},
): VerificationEvent & { correlationId: string } {
  return {
    type: verdict === 'submit' ? 'applicantPending' : 'applicantReviewed',
    applicantId: `builtin-${playerId}`,
    externalUserId: playerId,
    correlationId: randomUUID(),
    reviewStatus: verdict === 'submit' ? 'pending' : 'completed',
    createdAtMs: String(Date.now()),
    ...(verdict === 'submit'
      ? {}
      : {
          reviewResult:
            verdict === 'approve'
              ? { reviewAnswer: 'GREEN' }
              : {
                  reviewAnswer: 'RED',
                  reviewRejectType: detail.final ? 'FINAL' : 'RETRY',
                  moderationComment: detail.reason,
                },
        }),
  };
}

/**
 * The built-in provider's event, in Sumsub's digest scheme, delivered to the platform's webhook route
 * like a real provider's. False when it was refused.
 */
export async function sendBuiltinWebhook(
  app: FastifyInstance,
  secret: string,
  playerId: string,
  verdict: Verdict,
  detail: { reason?: string; final?: boolean } = {},
): Promise<boolean> {
  const event = builtinEvent(playerId, verdict, detail);
  const body = JSON.stringify(event);
  const delivery = await app.inject({
    method: 'POST',
    url: WEBHOOK_PATHS.builtin,
    headers: {
      'content-type': 'application/json',
      [DIGEST_HEADER]: payloadDigest(body, secret, 'HMAC_SHA256_HEX'),
      [DIGEST_ALG_HEADER]: 'HMAC_SHA256_HEX',
    },
    payload: body,
  });
  if (delivery.statusCode === 200) return true;
  app.log.warn({ status: delivery.statusCode, body: delivery.body }, 'built-in verification webhook refused');
  return false;
}
