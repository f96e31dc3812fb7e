import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** What a player may see of an invoice (spec: Invoice.publicData). */
export type InvoicePublicData = {
  /** The QR code's text (older invoices hold the image here instead). */
  qr?: string | null;
  /** The QR code as a PNG data URL. */
  qrImage?: string | null;
  address?: string | null;
  tag?: string | null;
  action?: string | null;
  destination?: string | null;
};

/**
 * Deposits and withdrawals (spec: Invoice). The amount is in the currency's minor unit; the money
 * itself moves only through the wallet's ledger, keyed by the PSP's transaction id.
 */
export const paymentInvoices = pgTable(
  'payment_invoices',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The short number shown to the player and support. */
    number: bigserial({ mode: 'number' }).notNull().unique(),
    playerId: uuid().notNull(),
    walletAccountId: uuid().notNull(),
    /** InvoiceType: 1 deposit, 2 withdrawal. */
    type: smallint().notNull(),
    /** InvoiceStatus: 1 pending, 2 success, 3 error. */
    status: smallint().notNull().default(1),
    /** The PSP adapter (sandbox, ...) and its method. */
    provider: text().notNull(),
    method: text().notNull(),
    currency: text().notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    country: text(),
    /** The dynamic fields the player filled in (cpf_number, crypto_network ...). */
    fields: jsonb().$type<Record<string, string>>().notNull().default({}),
    publicData: jsonb().$type<InvoicePublicData>().notNull().default({}),
    redirectSuccessUrl: text(),
    redirectErrorUrl: text(),
    bonusId: text(),
    isBonusDecline: boolean().notNull().default(false),
    /** The PSP's transaction id, set by the webhook that settles the invoice. */
    pspTransactionId: text(),
    /** Why an invoice ended in error (declined by the player, refused by the PSP ...). */
    errorReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_invoices_player_idx').on(table.playerId, table.createdAt),
    // The back office's withdrawal queue: pending withdrawals, oldest first.
    index('payment_invoices_pending_withdrawals_idx')
      .on(table.number)
      .where(sql`${table.type} = 2 AND ${table.status} = 1`),
    // A player's settled invoices by type: the queue's first-withdrawal and known-destination facts.
    index('payment_invoices_player_settled_idx')
      .on(table.playerId, table.type)
      .where(sql`${table.status} = 2`),
    index('payment_invoices_psp_tx_idx')
      .on(table.provider, table.pspTransactionId)
      .where(sql`${table.pspTransactionId} IS NOT NULL`),
  ],
);

export type InvoiceRow = typeof paymentInvoices.$inferSelect;

/**
 * Four-eyes (issue 30): the first approval of a withdrawal above the operator's threshold, kept until
 * a different staff member (or API key) gives the second one. One row per invoice and approver: the
 * unique index is the backstop behind the invoice's row lock, so one person never counts twice.
 */
export const withdrawalApprovals = pgTable(
  'withdrawal_approvals',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    invoiceId: uuid()
      .notNull()
      .references(() => paymentInvoices.id),
    /** AuditActorKind: staff, api-key or bootstrap-key; with the id, who approved. */
    actorKind: text().notNull(),
    actorId: text().notNull(),
    /** The approver's display name when it was given (a staff member's name, a key's id). */
    actorName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('withdrawal_approvals_invoice_actor_idx').on(table.invoiceId, table.actorKind, table.actorId),
  ],
);

export type WithdrawalApprovalRow = typeof withdrawalApprovals.$inferSelect;
