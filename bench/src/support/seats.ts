// A bench player at a real-money game: card deposits settled by the sandbox PSP's signed webhooks, a
// real-money launch (the game session token), and the studio's signed seamless-wallet calls.
import { createHmac } from 'node:crypto';
import { type Answer, expectStatus, type HttpClient } from './http.ts';
import { type Player, registerPlayer, sandboxWebhook } from './players.ts';

export type Seat = Player & { sessionToken: string };

export type WalletKind = 'balance' | 'bet' | 'win' | 'rollback';

/** The studio's seamless-wallet calls, signed `sha256=<hex HMAC-SHA256 of the raw body>` with `secret`. */
export function seamlessWallet(
  client: HttpClient,
  options: { secret: string; provider: string; currency: string },
) {
  return (kind: WalletKind, body: Record<string, unknown>): Promise<Answer> => {
    const raw = JSON.stringify({ currency: options.currency, ...body });
    const signature = createHmac('sha256', options.secret).update(raw).digest('hex');
    return client.request('POST', `/api/game-wallet/${options.provider}/${kind}`, {
      raw,
      headers: { 'x-signature': `sha256=${signature}` },
    });
  };
}

/**
 * Opens a sandbox card deposit invoice of `amount` (a decimal string, 10 to 5,000 EUR), with the deposit
 * bonus `bonusId` or declining every bonus: its id.
 */
export async function openDeposit(
  client: HttpClient,
  player: Player,
  currency: string,
  amount: string,
  bonusId?: string,
) {
  const answer = await client.request('POST', '/api/payment/invoices/deposit', {
    token: player.token,
    json: {
      method: 'sandbox_card',
      currency,
      country: 'DE',
      amount: Number(amount),
      accountId: player.accountId,
      fields: {},
      ...(bonusId ? { bonusId } : { isBonusDecline: true }),
    },
  });
  return (expectStatus(answer, 201, 'deposit invoice').data as { invoiceId: string }).invoiceId;
}

/** The sandbox PSP's signed webhook that settles an invoice (one `deposit` posting). */
export function settleDeposit(
  client: HttpClient,
  webhookSecret: string,
  invoice: { invoiceId: string; amount: string; currency: string },
): Promise<Answer> {
  const { body, signature } = sandboxWebhook(webhookSecret, invoice);
  return client.request('POST', '/api/payment/webhooks/sandbox', {
    raw: body,
    headers: { 'x-signature': signature },
  });
}

/** The status a webhook answer reports (`settled` when it posted), or '' when it is no 200. */
export function settledStatus(answer: Answer) {
  if (answer.status !== 200) return '';
  return (JSON.parse(answer.body) as { data: { status: string } }).data.status;
}

/** A registered player with one settled deposit per entry of `deposits` and a real-money session of `game`. */
export async function seatPlayer(
  client: HttpClient,
  options: {
    runId: string;
    index: number;
    currency: string;
    deposits: string[];
    game: string;
    webhookSecret: string;
  },
): Promise<Seat> {
  const { currency } = options;
  const player = await registerPlayer(client, options.runId, options.index, currency);
  for (const amount of options.deposits) {
    const invoiceId = await openDeposit(client, player, currency, amount);
    const settled = await settleDeposit(client, options.webhookSecret, { invoiceId, amount, currency });
    const status = settledStatus(settled);
    if (status !== 'settled')
      throw new Error(
        `webhook: the deposit is ${status || `HTTP ${settled.status} ${settled.body.slice(0, 200)}`}`,
      );
  }
  const launch = expectStatus(
    await client.request('POST', `/api/game/games/${options.game}/play`, {
      token: player.token,
      json: { accountId: player.accountId, demoMode: false, platform: 2 },
    }),
    200,
    'launch',
  ).data as { token?: string; demoMode?: boolean };
  if (!launch.token || launch.demoMode)
    throw new Error('launch: no game session token in a real-money launch');
  return { ...player, sessionToken: launch.token };
}

/**
 * A seat takes the first deposit bonus on offer with one more settled deposit of `amount`: the bonus
 * is active from then on (its wagering counted in every bet). Answers the bonus's name.
 */
export async function takeDepositBonus(
  client: HttpClient,
  seat: Seat,
  options: { currency: string; amount: string; webhookSecret: string },
): Promise<string> {
  const offers = expectStatus(
    await client.request('GET', `/api/game/bonuses?currency=${options.currency}`, { token: seat.token }),
    200,
    'deposit bonuses',
  ).data as { id: string; name: string }[];
  const offer = offers[0];
  if (!offer) throw new Error('no deposit bonus on offer');
  const invoiceId = await openDeposit(client, seat, options.currency, options.amount, offer.id);
  const settled = await settleDeposit(client, options.webhookSecret, { invoiceId, ...options });
  if (settledStatus(settled) !== 'settled') throw new Error(`webhook: HTTP ${settled.status}`);
  return offer.name;
}
