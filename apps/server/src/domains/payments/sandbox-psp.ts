import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type {
  CryptoNetwork,
  DepositStart,
  PaymentProvider,
  PaymentStartInput,
  WebhookEvent,
} from './psp-port.ts';
import { signWebhook } from './psp-port.ts';
import { cryptoNetwork, sandboxDepositMethods, sandboxWithdrawalMethods } from './sandbox-catalogue.ts';

export type SandboxPspOptions = { secret: string };

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/**
 * The built-in PSP: cards through a hosted page, bank transfers whose redirect arrives later, mobile
 * money by instructions, PIX (BRL, Brazil) by QR, crypto by a deposit address per player, currency and
 * network. A tester settles every deposit on the hosted page `/api/payment/sandbox/pay/{id}?token=...`,
 * which sends a signed webhook; payouts are settled by the operator's withdrawals command.
 */
export function createSandboxPsp({ secret }: SandboxPspOptions) {
  const hmac = (text: string) => createHmac('sha256', secret).update(text).digest();
  const payToken = (invoiceId: string) => hmac(`sandbox-pay:${invoiceId}`).toString('base64url');
  const payUrl = (invoiceId: string) => `/api/payment/sandbox/pay/${invoiceId}?token=${payToken(invoiceId)}`;

  /** Deterministic per player, currency and network, and valid for the network's pattern. */
  function depositAddress(playerId: string, currency: string, network: CryptoNetwork) {
    const bytes = hmac(`address:${playerId}:${currency}:${network.id}`);
    const pick = (alphabet: string, length: number) =>
      Array.from({ length }, (_, index) => alphabet[bytes[index % bytes.length]! % alphabet.length]).join('');
    if (network.id === 'BTC') return `bc1q${pick(BECH32, 38)}`;
    if (network.id === 'LTC') return `ltc1q${pick(BECH32, 38)}`;
    if (network.id === 'TRC20') return `T${pick(BASE58, 33)}`;
    if (network.id === 'XRP') return `r${pick(BASE58, 33)}`;
    return `0x${bytes.subarray(0, 20).toString('hex')}`;
  }

  /** The destination tag that routes an XRP deposit to the player: stable per player. */
  const destinationTag = (playerId: string) =>
    String(hmac(`tag:${playerId}`).readUInt32BE(0) % 4_000_000_000);

  function startCrypto(input: PaymentStartInput): DepositStart {
    const network = cryptoNetwork(input.currency, input.fields.crypto_network)!;
    const address = depositAddress(input.playerId, input.currency, network);
    const tag = network.usesTag ? destinationTag(input.playerId) : null;
    const query = tag ? `amount=${input.amount}&dt=${tag}` : `amount=${input.amount}`;
    return {
      action: payUrl(input.invoiceId),
      qr: `${network.scheme}:${address}?${query}`,
      address,
      tag,
      fields: { crypto_network: network.id },
    };
  }

  const provider = {
    name: 'sandbox',
    testMoney: true,
    depositMethods: sandboxDepositMethods,
    withdrawalMethods: sandboxWithdrawalMethods,

    startDeposit(input): DepositStart {
      const none = { qr: null, address: null, tag: null, fields: {} };
      switch (input.method) {
        case 'sandbox_crypto':
          return startCrypto(input);
        case 'sandbox_pix': {
          const reference = hmac(input.invoiceId).toString('hex').slice(0, 16);
          const qr = `SANDBOX-PIX|${input.invoiceNumber}|${input.amount}|${input.currency}|${reference}`;
          return { ...none, action: payUrl(input.invoiceId), qr };
        }
        case 'sandbox_mobile_money':
          return {
            ...none,
            action: payUrl(input.invoiceId),
            fields: {
              reference: `MM${input.invoiceNumber}`,
              agentNumber: input.fields.agentNumber ?? '',
              message: `Send ${input.amount} ${input.currency} to agent ${input.fields.agentNumber} from ${input.fields.phone} with reference MM${input.invoiceNumber}.`,
            },
          };
        case 'sandbox_bank':
          return { ...none, action: null };
        default:
          return { ...none, action: payUrl(input.invoiceId) };
      }
    },

    redirectReady: payUrl,

    describeDestination(input) {
      const { fields } = input;
      const mask = (value: string) => (value.length > 10 ? `${value.slice(0, 6)}…${value.slice(-4)}` : value);
      if (fields.wallet_id) {
        const network = fields.crypto_network ?? fields.currencyWithdraw ?? input.currency;
        return `${network} ${mask(fields.wallet_id)}${fields.tag ? ` tag ${fields.tag}` : ''}`;
      }
      if (fields.iban) return `IBAN ${mask(fields.iban)}`;
      if (fields.cpf_number) return `PIX CPF ${mask(fields.cpf_number)}`;
      if (fields.phone) return `Mobile ${mask(fields.phone)}`;
      return 'Card used for deposits';
    },

    payToken,
    isValidPayToken(invoiceId: string, token: unknown) {
      if (typeof token !== 'string') return false;
      const expected = Buffer.from(payToken(invoiceId));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    payUrl,
    depositAddress,

    /** The webhook the sandbox sends when a tester approves or declines a payment or a payout. */
    webhookFor(invoice: { id: string; amount: string; currency: string }, outcome: 'approve' | 'decline') {
      const event: WebhookEvent = {
        eventId: randomUUID(),
        type: outcome === 'approve' ? 'payment.succeeded' : 'payment.failed',
        transactionId: `sbx_${randomUUID()}`,
        invoiceId: invoice.id,
        amount: invoice.amount,
        currency: invoice.currency,
        timestamp: Math.floor(Date.now() / 1000),
      };
      const body = JSON.stringify(event);
      return { body, signature: signWebhook(body, secret) };
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}

export type SandboxPsp = ReturnType<typeof createSandboxPsp>;
