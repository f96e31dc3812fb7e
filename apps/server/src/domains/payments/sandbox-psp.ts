import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The payment service provider port and its built-in sandbox (design.md section 6). Amounts in the
 * catalogue are exact decimal strings in the currency's unit; the payments domain converts them.
 */

export type ProviderFieldOption = { id: string; name: string; min?: string; max?: string; regex?: string };

export type ProviderField = {
  key: string;
  labels: Record<string, string>;
  hints?: Record<string, string>;
  fieldType: 'select' | 'textarea' | 'text';
  isRequired: boolean;
  regexp?: string;
  options?: ProviderFieldOption[];
};

export type ProviderMethod = {
  method: string;
  type: 'form' | 'address';
  logo: string;
  processingType: 'form' | 'qr' | 'iframe' | 'message' | 'asyncRedirect';
  min: string;
  max: string;
  presets: { amount: string; default: boolean }[];
  fields: ProviderField[];
};

/** What the PSP answers to a new deposit: where to send the player, or what to show. */
export type DepositStart = {
  action: string | null;
  qr: string | null;
  address: string | null;
  tag: string | null;
  fields: Record<string, string>;
};

export type DepositStartInput = {
  invoiceId: string;
  invoiceNumber: number;
  playerId: string;
  method: string;
  currency: string;
  /** Decimal text in the currency's unit. */
  amount: string;
  fields: Record<string, string>;
};

/** A settled payment as the PSP reports it in a verified webhook. */
export type WebhookEvent = {
  eventId: string;
  type: 'payment.succeeded' | 'payment.failed';
  transactionId: string;
  invoiceId: string;
  /** Decimal text in the currency's unit. */
  amount: string;
  currency: string;
  /** Unix seconds when the PSP sent it. */
  timestamp: number;
};

export type PaymentProvider = {
  readonly name: string;
  depositMethods(currency: string, country: string | undefined): ProviderMethod[];
  startDeposit(input: DepositStartInput): DepositStart;
};

export const WEBHOOK_MAX_AGE_SECONDS = 5 * 60;

export const webhookEventSchema = z.object({
  eventId: z.string().min(1).max(100),
  type: z.enum(['payment.succeeded', 'payment.failed']),
  transactionId: z.string().min(1).max(100),
  invoiceId: z.string().min(1).max(100),
  amount: z.string().regex(/^\d+(\.\d+)?$/),
  currency: z.string().min(1).max(10),
  timestamp: z.number().int(),
});

/** `sha256=<hex HMAC-SHA256 of the raw body>`, the X-Signature header of a webhook. */
export function signWebhook(rawBody: Buffer | string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/** Timing-safe check of an X-Signature header against the raw body. */
export function isValidWebhookSignature(rawBody: Buffer, header: unknown, secret: string): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(signWebhook(rawBody, secret));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// --- The sandbox's catalogue ---------------------------------------------------------------------

type Limits = { min: string; max: string; presets: string[]; preset: number };

/** Card limits per fiat currency, in the currency's unit. */
const CARD_LIMITS: Record<string, Limits> = {
  EUR: { min: '10', max: '5000', presets: ['20', '50', '100', '250'], preset: 1 },
  USD: { min: '10', max: '5000', presets: ['20', '50', '100', '250'], preset: 1 },
  GBP: { min: '10', max: '5000', presets: ['20', '50', '100', '250'], preset: 1 },
  CAD: { min: '15', max: '7500', presets: ['30', '75', '150', '300'], preset: 1 },
  BRL: { min: '50', max: '25000', presets: ['100', '250', '500', '1000'], preset: 1 },
  TRY: { min: '300', max: '150000', presets: ['500', '1000', '2500', '5000'], preset: 1 },
  INR: { min: '800', max: '400000', presets: ['1000', '2500', '5000', '10000'], preset: 1 },
  JPY: { min: '1500', max: '750000', presets: ['3000', '7500', '15000', '30000'], preset: 1 },
};

const PIX_LIMITS: Limits = { min: '20', max: '50000', presets: ['50', '100', '250', '500'], preset: 1 };

type Network = { id: string; name: string; min: string; max: string; regex: string; scheme: string };

const BTC_ADDRESS = '^(?:bc1[02-9ac-hj-np-z]{25,87}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$';
const EVM_ADDRESS = '^0x[0-9a-fA-F]{40}$';
const TRON_ADDRESS = '^T[1-9A-HJ-NP-Za-km-z]{33}$';

/** Crypto networks per currency, each with its own limits and address pattern. */
const CRYPTO: Record<string, { networks: Network[]; presets: string[]; preset: number }> = {
  BTC: {
    networks: [
      { id: 'BTC', name: 'Bitcoin', min: '0.0001', max: '5', regex: BTC_ADDRESS, scheme: 'bitcoin' },
    ],
    presets: ['0.001', '0.005', '0.01', '0.05'],
    preset: 1,
  },
  ETH: {
    networks: [
      {
        id: 'ERC20',
        name: 'Ethereum (ERC20)',
        min: '0.005',
        max: '100',
        regex: EVM_ADDRESS,
        scheme: 'ethereum',
      },
    ],
    presets: ['0.05', '0.1', '0.5', '1'],
    preset: 1,
  },
  USDT: {
    networks: [
      { id: 'TRC20', name: 'Tron (TRC20)', min: '10', max: '100000', regex: TRON_ADDRESS, scheme: 'tron' },
      {
        id: 'ERC20',
        name: 'Ethereum (ERC20)',
        min: '20',
        max: '100000',
        regex: EVM_ADDRESS,
        scheme: 'ethereum',
      },
    ],
    presets: ['50', '100', '500', '1000'],
    preset: 1,
  },
};

const presetsOf = (limits: { presets: string[]; preset: number }) =>
  limits.presets.map((amount, index) => ({ amount, default: index === limits.preset }));

/** Decimal strings compared exactly (both non-negative, plain decimal). */
function compareDecimal(a: string, b: string): number {
  const [aw = '0', af = ''] = a.split('.');
  const [bw = '0', bf = ''] = b.split('.');
  const width = Math.max(af.length, bf.length);
  const left = BigInt(aw + af.padEnd(width, '0'));
  const right = BigInt(bw + bf.padEnd(width, '0'));
  return left === right ? 0 : left < right ? -1 : 1;
}

function cardMethod(limits: Limits): ProviderMethod {
  return {
    method: 'sandbox_card',
    type: 'form',
    logo: '/images/payments/card.svg',
    processingType: 'iframe',
    min: limits.min,
    max: limits.max,
    presets: presetsOf(limits),
    fields: [],
  };
}

function pixMethod(): ProviderMethod {
  return {
    method: 'sandbox_pix',
    type: 'form',
    logo: '/images/payments/pix.svg',
    processingType: 'qr',
    min: PIX_LIMITS.min,
    max: PIX_LIMITS.max,
    presets: presetsOf(PIX_LIMITS),
    fields: [
      {
        key: 'cpf_number',
        labels: { en: 'CPF number', de: 'CPF-Nummer', 'pt-br': 'Número do CPF' },
        hints: { en: '000.000.000-00', de: '000.000.000-00', 'pt-br': '000.000.000-00' },
        fieldType: 'text',
        isRequired: true,
      },
    ],
  };
}

function cryptoMethod(currency: string): ProviderMethod {
  const crypto = CRYPTO[currency]!;
  const mins = crypto.networks.map((network) => network.min).sort(compareDecimal);
  const maxes = crypto.networks.map((network) => network.max).sort(compareDecimal);
  return {
    method: 'sandbox_crypto',
    type: 'address',
    logo: `/images/payments/${currency.toLowerCase()}.svg`,
    processingType: 'qr',
    min: mins[0]!,
    max: maxes.at(-1)!,
    presets: presetsOf(crypto),
    fields: [
      {
        key: 'crypto_network',
        labels: { en: 'Network', de: 'Netzwerk', 'pt-br': 'Rede' },
        fieldType: 'select',
        isRequired: true,
        options: crypto.networks.map(({ id, name, min, max, regex }) => ({ id, name, min, max, regex })),
      },
    ],
  };
}

/** The network of a crypto deposit, for its limits and address pattern. */
export function cryptoNetwork(currency: string, id: string | undefined) {
  return CRYPTO[currency]?.networks.find((network) => network.id === id);
}

export type SandboxPspOptions = { secret: string };

/**
 * The built-in PSP: cards through a hosted page, PIX (BRL, Brazil) through a QR text, crypto through a
 * deposit address per player, currency and network. Every payment is settled by a tester on the hosted
 * page at `/api/payment/sandbox/pay/{invoiceId}?token=...`, which sends a signed webhook.
 */
export function createSandboxPsp({ secret }: SandboxPspOptions) {
  const hmac = (text: string) => createHmac('sha256', secret).update(text).digest();
  const payToken = (invoiceId: string) => hmac(`sandbox-pay:${invoiceId}`).toString('base64url');

  const provider: PaymentProvider & {
    payToken: (invoiceId: string) => string;
    isValidPayToken: (invoiceId: string, token: unknown) => boolean;
    payUrl: (invoiceId: string) => string;
    depositAddress: (playerId: string, currency: string, network: Network) => string;
    webhookFor: (
      invoice: { id: string; amount: string; currency: string },
      outcome: 'approve' | 'decline',
    ) => { body: string; signature: string };
  } = {
    name: 'sandbox',

    depositMethods(currency, country) {
      const methods: ProviderMethod[] = [];
      const card = CARD_LIMITS[currency];
      if (card) methods.push(cardMethod(card));
      if (currency === 'BRL' && (!country || country.toUpperCase() === 'BR')) methods.push(pixMethod());
      if (CRYPTO[currency]) methods.push(cryptoMethod(currency));
      return methods;
    },

    startDeposit(input): DepositStart {
      const action = provider.payUrl(input.invoiceId);
      if (input.method === 'sandbox_crypto') {
        const network = cryptoNetwork(input.currency, input.fields.crypto_network)!;
        const address = provider.depositAddress(input.playerId, input.currency, network);
        return {
          action,
          qr: `${network.scheme}:${address}?amount=${input.amount}`,
          address,
          tag: null,
          fields: { crypto_network: network.id },
        };
      }
      if (input.method === 'sandbox_pix') {
        const qr = `SANDBOX-PIX|${input.invoiceNumber}|${input.amount}|${input.currency}|${hmac(input.invoiceId).toString('hex').slice(0, 16)}`;
        return { action, qr, address: null, tag: null, fields: {} };
      }
      return { action, qr: null, address: null, tag: null, fields: {} };
    },

    payToken,
    isValidPayToken(invoiceId, token) {
      if (typeof token !== 'string') return false;
      const expected = Buffer.from(payToken(invoiceId));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    payUrl: (invoiceId) => `/api/payment/sandbox/pay/${invoiceId}?token=${payToken(invoiceId)}`,

    /** Deterministic per player, currency and network, and valid for the network's pattern. */
    depositAddress(playerId, currency, network) {
      const bytes = hmac(`address:${playerId}:${currency}:${network.id}`);
      const pick = (alphabet: string, length: number) =>
        Array.from({ length }, (_, index) => alphabet[bytes[index % bytes.length]! % alphabet.length]).join(
          '',
        );
      if (network.id === 'BTC') return `bc1q${pick('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 38)}`;
      if (network.id === 'TRC20') return `T${pick(BASE58, 33)}`;
      return `0x${bytes.subarray(0, 20).toString('hex')}`;
    },

    /** The webhook the sandbox sends when a tester approves or declines a payment. */
    webhookFor(invoice, outcome) {
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
  };
  return provider;
}

export type SandboxPsp = ReturnType<typeof createSandboxPsp>;

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
