import { z } from 'zod';
import { InvoiceStatus, InvoiceType, paymentMethodTypes, paymentProcessingTypes } from './enums.ts';
import { dataEnvelope, idParamsSchema, pagedEnvelope, pagingQuerySchema } from './http.ts';
import { defineRoute } from './routes/define.ts';
import { zId, zText } from './validators/input.ts';

/**
 * Payment methods, deposits and invoices (spec sections 3, 4 and 7). Amounts on the wire are decimal
 * numbers in the currency's unit; the server converts them exactly to the ledger's minor units.
 */

/** One choice of a select field; crypto networks carry their own limits and address pattern. */
export const paymentFieldOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The network's own limits; null when the method's apply. */
  minAmount: z.number().nullable(),
  maxAmount: z.number().nullable(),
  /** The address pattern of a crypto network (a JavaScript regular expression source), or null. */
  regexp: z.string().nullable(),
  /** The same pattern under the name the client's types use. */
  regex: z.string().nullable(),
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
  /** The field's place in the form, from 0. */
  position: z.number().int(),
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
  /**
   * Our addition to the client's shape: true when the provider moves no real money (the built-in
   * sandbox), so every view of the method says test money. Absent: real money.
   */
  testMoney: z.boolean().optional(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

const currencyCodeSchema = zText({ max: 10 }).trim().min(1);
const countryCodeSchema = zText({ max: 2 }).trim();

/** GET /api/payment/methods/deposit and /withdrawal ?currency&country */
export const paymentMethodsQuerySchema = z.object({
  currency: currencyCodeSchema,
  country: countryCodeSchema.optional(),
});
export const paymentMethodsResponseSchema = dataEnvelope(z.array(paymentMethodSchema));

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
  /**
   * The id (uuid) of the deposit bonus chosen in the wallet. Anything else is refused here: the
   * settlement would have no bonus to give (a code goes through the bonus-code call instead).
   */
  bonusId: zText({ max: 64 }).pipe(z.uuid()).nullish(),
  isBonusDecline: z.boolean().optional(),
  fields: methodFieldsSchema,
});
export type DepositRequest = z.infer<typeof depositRequestSchema>;

/**
 * spec: Deposit response. `action` is where to send the player (hosted page, iframe source); `qr` is
 * the text of the payment QR code (the product's client draws it), `qrImage` the same code drawn as a
 * PNG data URL 176 px wide (our site shows it); `fields.message` carries a message method's
 * instructions. An asyncRedirect method answers without `action`: it arrives later on
 * payment:invoices as `publicData.action`.
 */
export const depositResponseSchema = z.object({
  invoiceId: z.string(),
  /** The method's name and type ('form' or 'address'), as requested. */
  method: z.string(),
  type: z.enum(paymentMethodTypes),
  action: z.string().nullable(),
  fields: z.record(z.string(), z.string()),
  qr: z.string().nullable(),
  qrImage: z.string().nullable(),
  address: z.string().nullable(),
  tag: z.string().nullable(),
});
export type DepositResponse = z.infer<typeof depositResponseSchema>;

const invoiceTypeSchema = z.union([z.literal(InvoiceType.deposit), z.literal(InvoiceType.withdrawal)]);
const invoiceStatusSchema = z.union([
  z.literal(InvoiceStatus.pending),
  z.literal(InvoiceStatus.success),
  z.literal(InvoiceStatus.error),
]);

/** spec: Invoice (client contract section 5): the list row, the decline answer and the pushed invoice. */
export const invoiceSchema = z.object({
  id: z.string(),
  playerId: z.string(),
  number: z.number().int(),
  invoiceType: invoiceTypeSchema,
  status: invoiceStatusSchema,
  /** The payment method's name. */
  paymentMethod: z.string(),
  amount: z.number(),
  currency: z.string(),
  createdAt: z.string(),
  /** Ours: failed (status 3) because the player cancelled it, not because it was declined. */
  cancelledByPlayer: z.boolean(),
  publicData: z.object({
    /** The text of the payment QR code (what it encodes). */
    qr: z.string().nullable(),
    /** The same code drawn as a PNG data URL. */
    qrImage: z.string().nullable(),
    /** Where an asyncRedirect deposit sends the player, once the provider has it (the client's name). */
    url: z.string().nullable(),
    /** The same link under our older name. */
    action: z.string().nullable(),
    address: z.string().nullable(),
    tag: z.string().nullable(),
    /** The withdrawal's destination as the player may see it (masked wallet, network). */
    destination: z.string().nullable(),
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

/** spec: Withdraw response. Our withdrawals need no provider page, so `action` is null and `fields` empty. */
export const withdrawResponseSchema = z.object({
  invoiceId: z.string(),
  action: z.string().nullable(),
  fields: z.record(z.string(), z.string()),
  method: z.string(),
  /** The new pending invoice. */
  invoice: invoiceSchema,
});
export type WithdrawResponse = z.infer<typeof withdrawResponseSchema>;
export const invoiceResponseSchema = dataEnvelope(invoiceSchema);

/**
 * GET /api/payment/invoices/statistics: one entry per currency the player has paid in. Sums count
 * successful invoices; `...BaseCurrency` converts them at the currency's rate; `last...` is the newest
 * successful one (null when none). The pending-withdrawal numbers are ours.
 */
export const invoiceStatisticsEntrySchema = z.object({
  currency: z.string(),
  depositsCount: z.number().int(),
  withdrawalsCount: z.number().int(),
  depositsSum: z.number(),
  withdrawalsSum: z.number(),
  depositsSumBaseCurrency: z.number(),
  withdrawalsSumBaseCurrency: z.number(),
  lastDepositAmount: z.number().nullable(),
  lastWithdrawalAmount: z.number().nullable(),
  lastDepositAmountBaseCurrency: z.number().nullable(),
  lastWithdrawalAmountBaseCurrency: z.number().nullable(),
  lastDepositProcessedAt: z.string().nullable(),
  lastWithdrawalProcessedAt: z.string().nullable(),
  pendingWithdrawalsCount: z.number().int(),
  pendingWithdrawalsSum: z.number(),
});
export type InvoiceStatisticsEntry = z.infer<typeof invoiceStatisticsEntrySchema>;
export const invoiceStatisticsSchema = z.array(invoiceStatisticsEntrySchema);
export type InvoiceStatistics = z.infer<typeof invoiceStatisticsSchema>;

/** GET /api/risk/reasons/turn-over-wager?currency (spec: Turnover wager). */
export const turnoverWagerQuerySchema = z.object({ currency: currencyCodeSchema });
export const turnoverWagerSchema = z.object({
  /** What must be wagered before a withdrawal: deposits times the turnover multiplier. */
  total: z.number(),
  /** What has been wagered so far (the product's client prints it beside its wager label). */
  turnOverWager: z.number(),
  /** What is still left to wager: the client shows the turnover panel while it is above 0. */
  turnOverWagerAmount: z.number(),
  currency: z.string(),
});
export type TurnoverWager = z.infer<typeof turnoverWagerSchema>;
/** With no open wager every amount is 0. */
export const turnoverWagerResponseSchema = dataEnvelope(turnoverWagerSchema);

/** One value or the bracket array the client sends (`status[]=1&status[]=2`), always as an array. */
const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item).max(20)]).transform((value) => (Array.isArray(value) ? value : [value]));

const queryInvoiceType = z.coerce
  .number()
  .int()
  .refine((value) => value === InvoiceType.deposit || value === InvoiceType.withdrawal, 'in');
const queryInvoiceStatus = z.coerce
  .number()
  .int()
  .refine(
    (value) =>
      value === InvoiceStatus.pending || value === InvoiceStatus.success || value === InvoiceStatus.error,
    'in',
  );
const queryDate = zText({ max: 40 })
  .trim()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'date')
  .transform((value) => new Date(value));

/** GET /api/payment/invoices: the player's invoices, newest first, filtered. */
export const invoicesQuerySchema = pagingQuerySchema.extend({
  dateFrom: queryDate.optional(),
  dateTo: queryDate.optional(),
  type: oneOrMany(queryInvoiceType).optional(),
  status: oneOrMany(queryInvoiceStatus).optional(),
  currency: oneOrMany(currencyCodeSchema).optional(),
});
export type InvoicesQuery = z.infer<typeof invoicesQuerySchema>;
export type InvoicesQueryInput = z.input<typeof invoicesQuerySchema>;

/** Published on payment:invoices#{profileId} as `{ event, invoice }` whenever an invoice changes. */
export const INVOICE_DEPOSIT_UPDATED = 'invoice.deposit.updated';
export const INVOICE_WITHDRAWAL_UPDATED = 'invoice.withdrawal.updated';
export const invoicePushSchema = z.object({
  event: z.enum([INVOICE_DEPOSIT_UPDATED, INVOICE_WITHDRAWAL_UPDATED]),
  invoice: invoiceSchema,
});
export type InvoicePush = z.infer<typeof invoicePushSchema>;

const paymentTag = 'Payment';
const methodsRoute = (direction: 'deposit' | 'withdrawal') =>
  defineRoute({
    method: 'GET',
    path: `/api/payment/methods/${direction}`,
    access: 'player',
    tag: paymentTag,
    summary: `The ${direction} methods for the currency and country.`,
    query: paymentMethodsQuerySchema,
    response: paymentMethodsResponseSchema,
  });

/** The payment calls (client contract section 5). */
export const paymentRoutes = {
  depositMethods: methodsRoute('deposit'),
  withdrawalMethods: methodsRoute('withdrawal'),
  deposit: defineRoute({
    method: 'POST',
    path: '/api/payment/invoices/deposit',
    access: 'player',
    tag: paymentTag,
    summary: 'Opens a pending deposit invoice and answers what the provider wants shown.',
    body: depositRequestSchema,
    response: dataEnvelope(depositResponseSchema),
    status: 201,
  }),
  withdraw: defineRoute({
    method: 'POST',
    path: '/api/payment/invoices/withdrawal',
    access: 'player',
    tag: paymentTag,
    summary: 'Opens a pending withdrawal invoice, reserving its amount.',
    body: withdrawRequestSchema,
    response: dataEnvelope(withdrawResponseSchema),
    status: 201,
  }),
  invoices: defineRoute({
    method: 'GET',
    path: '/api/payment/invoices',
    access: 'player',
    tag: paymentTag,
    summary: "The player's invoices, newest first.",
    query: invoicesQuerySchema,
    response: pagedEnvelope(invoiceSchema),
  }),
  statistics: defineRoute({
    method: 'GET',
    path: '/api/payment/invoices/statistics',
    access: 'player',
    tag: paymentTag,
    summary: "The player's payments in numbers, one entry per currency.",
    response: dataEnvelope(invoiceStatisticsSchema),
  }),
  declineInvoice: defineRoute({
    method: 'PUT',
    path: '/api/payment/invoices/{id}/decline',
    access: 'player',
    tag: paymentTag,
    summary: 'Cancels a pending invoice; answers it.',
    params: idParamsSchema,
    response: invoiceResponseSchema,
  }),
};

/** The risk calls (client contract section 10). */
export const riskRoutes = {
  turnoverWager: defineRoute({
    method: 'GET',
    path: '/api/risk/reasons/turn-over-wager',
    access: 'player',
    tag: 'Risk',
    summary: 'The open turnover wager of the account in the currency (zeros when none is open).',
    query: turnoverWagerQuerySchema,
    response: turnoverWagerResponseSchema,
  }),
};
