import { z } from 'zod';
import { InvoiceStatus, InvoiceType, paymentMethodTypes, paymentProcessingTypes } from './enums.ts';
import { pagingQuerySchema } from './http.ts';
import { zId, zText } from './validators/input.ts';

/**
 * Payment methods, deposits and invoices (spec sections 3, 4 and 7). Amounts on the wire are decimal
 * numbers in the currency's unit; the server converts them exactly to the ledger's minor units.
 */

/** One choice of a select field; crypto networks carry their own limits and address pattern. */
export const paymentFieldOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  minAmount: z.number().optional(),
  maxAmount: z.number().optional(),
  /** The address pattern of a crypto network (a JavaScript regular expression source). */
  regex: z.string().optional(),
});
export type PaymentFieldOption = z.infer<typeof paymentFieldOptionSchema>;

export const paymentFieldTypes = ['select', 'textarea', 'text'] as const;

/** A dynamic field of a method (spec: Method field). Special keys: phone, cpf_number, crypto_network, ... */
export const paymentMethodFieldSchema = z.object({
  key: z.string(),
  value: z.string().nullable(),
  /** Per locale code. */
  labels: z.record(z.string(), z.string()),
  hints: z.record(z.string(), z.string()),
  fieldType: z.enum(paymentFieldTypes),
  isRequired: z.boolean(),
  regexp: z.string().nullable(),
  options: z.array(paymentFieldOptionSchema),
});
export type PaymentMethodField = z.infer<typeof paymentMethodFieldSchema>;

export const paymentPresetSchema = z.object({ amount: z.number(), default: z.boolean() });

/** spec: PaymentMethod. */
export const paymentMethodSchema = z.object({
  method: z.string(),
  type: z.enum(paymentMethodTypes),
  logo: z.string(),
  amountMin: z.number(),
  amountMax: z.number(),
  presets: z.array(paymentPresetSchema),
  fields: z.array(paymentMethodFieldSchema),
  processingType: z.enum(paymentProcessingTypes),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

const currencyCodeSchema = zText({ max: 10 }).trim().min(1);
const countryCodeSchema = zText({ max: 2 }).trim();

/** GET /api/payment/methods/deposit and /withdrawal ?currency&country */
export const paymentMethodsQuerySchema = z.object({
  currency: currencyCodeSchema,
  country: countryCodeSchema.optional(),
});
export const paymentMethodsResponseSchema = z.object({ data: z.array(paymentMethodSchema) });

/** A decimal amount in the currency's unit: a JSON number or its text. */
export const paymentAmountSchema = z.union([
  z.number().positive(),
  zText({ max: 40 })
    .trim()
    .regex(/^\d+(\.\d+)?$/),
]);

/** The dynamic fields of a method (phone, cpf_number, crypto_network, wallet address ...). */
const methodFieldsSchema = z
  .record(zText({ max: 64 }), z.union([zText({ max: 500 }), z.number()]).nullable())
  .default({});

/**
 * Where the provider's page sends the player back: a link of this site. Control characters are
 * refused here; the payment service checks the origin against the site's (safeRedirectPath).
 */
const redirectTargetSchema = zText({ max: 2000 }).nullish();

/** POST /api/payment/invoices/deposit (spec: Deposit request). */
export const depositRequestSchema = z.object({
  method: zId(),
  currency: currencyCodeSchema,
  country: countryCodeSchema.optional(),
  amount: paymentAmountSchema,
  accountId: zId(),
  redirectSuccessUrl: redirectTargetSchema,
  redirectErrorUrl: redirectTargetSchema,
  redirectUrl: redirectTargetSchema,
  /** A bonus id (uuid) or short code. */
  bonusId: z.union([zId(), z.number()]).nullish(),
  isBonusDecline: z.boolean().optional(),
  fields: methodFieldsSchema,
});
export type DepositRequest = z.infer<typeof depositRequestSchema>;

/**
 * spec: Deposit response. `action` is where to send the player (hosted page, iframe source); `qr` is a
 * PNG data URL 176 px wide, `qrText` what it encodes; `fields.message` carries a message method's
 * instructions. An asyncRedirect method answers without `action`: it arrives later on
 * payment:invoices as `publicData.action`.
 */
export const depositResponseSchema = z.object({
  action: z.string().nullable(),
  fields: z.record(z.string(), z.string()),
  qr: z.string().nullable(),
  qrText: z.string().nullable(),
  invoiceId: z.string(),
  address: z.string().nullable(),
  tag: z.string().nullable(),
});
export type DepositResponse = z.infer<typeof depositResponseSchema>;

/** spec: Invoice. */
export const invoiceSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  type: z.union([z.literal(InvoiceType.deposit), z.literal(InvoiceType.withdrawal)]),
  status: z.union([
    z.literal(InvoiceStatus.pending),
    z.literal(InvoiceStatus.success),
    z.literal(InvoiceStatus.error),
  ]),
  method: z.string(),
  amount: z.number(),
  currency: z.string(),
  createdAt: z.string(),
  publicData: z.object({
    /** A PNG data URL of the payment QR code. */
    qr: z.string().nullable().optional(),
    address: z.string().nullable().optional(),
    tag: z.string().nullable().optional(),
    /** Where an asyncRedirect deposit sends the player, once the provider has it. */
    action: z.string().nullable().optional(),
    /** The withdrawal's destination as the player may see it (masked wallet, network). */
    destination: z.string().nullable().optional(),
  }),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** POST /api/payment/invoices/withdrawal (spec: Withdraw request). */
export const withdrawRequestSchema = z.object({
  method: zId(),
  currency: currencyCodeSchema,
  country: countryCodeSchema.optional(),
  amount: paymentAmountSchema,
  accountId: zId(),
  fields: methodFieldsSchema,
});
export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>;
export const invoiceResponseSchema = z.object({ data: invoiceSchema });

/** GET /api/payment/invoices/statistics: the player's payment history in numbers, per currency. */
export const invoiceStatisticsSchema = z.object({
  /** Successful deposits, all currencies: the `successDepositNumber` of the analytics payload. */
  successDepositCount: z.number().int(),
  successWithdrawalCount: z.number().int(),
  pendingWithdrawalCount: z.number().int(),
  currencies: z.array(
    z.object({
      currency: z.string(),
      deposited: z.number(),
      withdrawn: z.number(),
      pendingWithdrawals: z.number(),
    }),
  ),
});
export type InvoiceStatistics = z.infer<typeof invoiceStatisticsSchema>;

/** GET /api/risk/reasons/turn-over-wager?currency (spec: Turnover wager); `data` is null when none is open. */
export const turnoverWagerQuerySchema = z.object({ currency: currencyCodeSchema });
export const turnoverWagerSchema = z.object({
  /** What must be wagered before a withdrawal: deposits times the turnover multiplier. */
  total: z.number(),
  /** What is still left to wager. */
  turnOverWager: z.number(),
  /** What has been wagered so far. */
  turnOverWagerAmount: z.number(),
  currency: z.string(),
});
export type TurnoverWager = z.infer<typeof turnoverWagerSchema>;
export const turnoverWagerResponseSchema = z.object({ data: turnoverWagerSchema.nullable() });

/** GET /api/payment/invoices: the player's invoices, newest first. */
export const invoicesQuerySchema = pagingQuerySchema.extend({
  type: z.coerce
    .number()
    .int()
    .refine((value) => value === InvoiceType.deposit || value === InvoiceType.withdrawal, 'in')
    .optional(),
  status: z.coerce
    .number()
    .int()
    .refine(
      (value) =>
        value === InvoiceStatus.pending || value === InvoiceStatus.success || value === InvoiceStatus.error,
      'in',
    )
    .optional(),
});
export type InvoicesQuery = z.infer<typeof invoicesQuerySchema>;

/** Published on payment:invoices#{profileId} with the invoice as payload whenever its status changes. */
export const PAYMENT_INVOICE_UPDATED = 'payment.invoice.updated';
