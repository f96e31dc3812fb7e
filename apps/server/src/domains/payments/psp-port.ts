import { createHmac, timingSafeEqual } from 'node:crypto';
import { zText } from '@casino/contracts';
import { z } from 'zod';

/**
 * The payment service provider port (design.md section 6): what the payments domain needs of a PSP.
 * Amounts in a catalogue are exact decimal strings in the currency's unit; the domain converts them.
 */

export type ProviderFieldOption = { id: string; name: string; min?: string; max?: string; regex?: string };

export type ProviderField = {
  key: string;
  labels: Record<string, string>;
  hints?: Record<string, string>;
  fieldType: 'select' | 'textarea' | 'text';
  isRequired: boolean;
  /** A value the provider fills in (an agent number); the player sees it but cannot change it. */
  value?: string;
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
  /** Null for an asyncRedirect method: the redirect arrives later through `redirectReady`. */
  action: string | null;
  /** The text of the payment QR code (the domain draws the image). */
  qr: string | null;
  address: string | null;
  tag: string | null;
  fields: Record<string, string>;
};

export type PaymentStartInput = {
  invoiceId: string;
  invoiceNumber: number;
  playerId: string;
  method: string;
  currency: string;
  /** Decimal text in the currency's unit. */
  amount: string;
  fields: Record<string, string>;
};

/** A settled payment or payout as the PSP reports it in a verified webhook. */
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
  /** No real money moves through it (the sandbox): every view of its methods says so. */
  readonly testMoney: boolean;
  depositMethods(currency: string, country: string | undefined): ProviderMethod[];
  withdrawalMethods(currency: string, country: string | undefined): ProviderMethod[];
  startDeposit(input: PaymentStartInput): DepositStart;
  /** The redirect of an asyncRedirect deposit, once the provider has prepared it. */
  redirectReady(invoiceId: string): string;
  /** Where a withdrawal goes, as the player may see it (a masked wallet, a network). */
  describeDestination(input: PaymentStartInput): string;
};

/** What a crypto method's network is: its limits, its address pattern and whether it needs a tag. */
export type CryptoNetwork = {
  id: string;
  name: string;
  min: string;
  max: string;
  regex: string;
  scheme: string;
  /** Networks such as XRP route to exchange accounts by a destination tag. */
  usesTag?: boolean;
};

export const WEBHOOK_MAX_AGE_SECONDS = 5 * 60;

export const webhookEventSchema = z.object({
  eventId: zText({ max: 100 }).min(1),
  type: z.enum(['payment.succeeded', 'payment.failed']),
  transactionId: zText({ max: 100 }).min(1),
  invoiceId: zText({ max: 100 }).min(1),
  amount: zText({ max: 40 }).regex(/^\d+(\.\d+)?$/),
  currency: zText({ max: 10 }).min(1),
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
