import type { DepositRequest, DepositResponse, Invoice, InvoicesQuery, PageMeta } from '@casino/contracts';
import {
  ErrorCode,
  InvoiceStatus,
  InvoiceType,
  PAYMENT_INVOICE_UPDATED,
  PlayerStatus,
  playerChannel,
} from '@casino/contracts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { publishEvent } from '../events/outbox.ts';
import { findPlayerById } from '../identity/players.ts';
import { currencyUnits } from '../settings/service.ts';
import { requireOwnAccount } from '../wallet/accounts.ts';
import { creditDeposit } from '../wallet/ledger.ts';
import { minorToDecimalString, minorToUnits } from '../wallet/money.ts';
import { amountToMinor, checkAmountLimits, checkMethodFields, requireDepositMethod } from './methods.ts';
import { cryptoNetwork, type PaymentProvider, type WebhookEvent } from './sandbox-psp.ts';
import { type InvoiceRow, paymentInvoices } from './tables.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function unitOf(db: Db, currency: string): Promise<number> {
  const unit = (await currencyUnits(db)).get(currency);
  if (!unit) throw new AppError(422, ErrorCode.currencyNotEnabled, `Currency ${currency} is not available.`);
  return unit;
}

/** spec: Invoice, as the player sees it. */
export async function invoiceView(db: Db, row: InvoiceRow, unit?: number): Promise<Invoice> {
  const subunit = unit ?? (await unitOf(db, row.currency));
  return {
    id: row.id,
    number: row.number,
    type: row.type === InvoiceType.withdrawal ? InvoiceType.withdrawal : InvoiceType.deposit,
    status:
      row.status === InvoiceStatus.success
        ? InvoiceStatus.success
        : row.status === InvoiceStatus.error
          ? InvoiceStatus.error
          : InvoiceStatus.pending,
    method: row.method,
    amount: minorToUnits(row.amount, subunit),
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    publicData: {
      qr: row.publicData.qr ?? null,
      address: row.publicData.address ?? null,
      tag: row.publicData.tag ?? null,
    },
  };
}

/** Publishes the invoice's new state on payment:invoices#{playerId}, in the caller's transaction. */
async function publishInvoice(tx: Db, row: InvoiceRow) {
  await publishEvent(tx, {
    type: PAYMENT_INVOICE_UPDATED,
    payload: await invoiceView(tx, row),
    channel: playerChannel('payment:invoices', row.playerId),
  });
}

/** POST /api/payment/invoices/deposit: a pending deposit invoice and what the PSP wants shown. */
export async function createDeposit(
  db: Db,
  psp: PaymentProvider,
  playerId: string,
  request: DepositRequest,
): Promise<DepositResponse> {
  const player = await findPlayerById(db, playerId);
  if (!player) throw AppError.unauthorized();
  if (player.status === PlayerStatus.limited)
    throw new AppError(403, ErrorCode.profileLimited, 'A limited profile cannot deposit.');

  const currency = request.currency.toUpperCase();
  const country = request.country ? request.country.toUpperCase() : undefined;
  const account = await requireOwnAccount(db, playerId, request.accountId);
  if (account.currency !== currency) throw AppError.validation([{ field: 'accountId', rule: 'in' }]);
  const unit = await unitOf(db, currency);

  const method = requireDepositMethod(psp, request.method, currency, country);
  const amount = amountToMinor(request.amount, unit);
  if (amount === null) throw AppError.validation([{ field: 'amount', rule: 'invalid' }]);
  checkAmountLimits(amount, method, unit);
  const fields = checkMethodFields(method, request.fields);
  const network = cryptoNetwork(currency, fields.crypto_network);
  if (network) checkAmountLimits(amount, network, unit);

  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentInvoices)
      .values({
        playerId,
        walletAccountId: account.id,
        type: InvoiceType.deposit,
        status: InvoiceStatus.pending,
        provider: psp.name,
        method: method.method,
        currency,
        amount,
        country: country ?? null,
        fields,
        redirectSuccessUrl: request.redirectSuccessUrl ?? request.redirectUrl ?? null,
        redirectErrorUrl: request.redirectErrorUrl ?? request.redirectUrl ?? null,
        bonusId: request.bonusId === undefined || request.bonusId === null ? null : String(request.bonusId),
        isBonusDecline: request.isBonusDecline ?? false,
      })
      .returning();
    const start = psp.startDeposit({
      invoiceId: row!.id,
      invoiceNumber: row!.number,
      playerId,
      method: method.method,
      currency,
      amount: minorToDecimalString(amount, unit),
      fields,
    });
    const [stored] = await tx
      .update(paymentInvoices)
      .set({ publicData: { qr: start.qr, address: start.address, tag: start.tag } })
      .where(eq(paymentInvoices.id, row!.id))
      .returning();
    await publishInvoice(tx, stored!);
    return {
      action: start.action,
      fields: start.fields,
      qr: start.qr,
      invoiceId: row!.id,
      address: start.address,
      tag: start.tag,
    };
  });
}

/** GET /api/payment/invoices: the player's invoices, newest first, filtered by type and status. */
export async function listInvoices(
  db: Db,
  playerId: string,
  query: InvoicesQuery,
): Promise<{ data: Invoice[]; meta: PageMeta }> {
  const conditions: SQL[] = [eq(paymentInvoices.playerId, playerId)];
  if (query.type !== undefined) conditions.push(eq(paymentInvoices.type, query.type));
  if (query.status !== undefined) conditions.push(eq(paymentInvoices.status, query.status));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(paymentInvoices).where(where);
  const rows = await db
    .select()
    .from(paymentInvoices)
    .where(where)
    .orderBy(desc(paymentInvoices.createdAt), desc(paymentInvoices.number))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const units = await currencyUnits(db);
  const data = await Promise.all(rows.map((row) => invoiceView(db, row, units.get(row.currency))));
  const totalRows = total!.n;
  return {
    data,
    meta: {
      page: query.page,
      perPage: query.perPage,
      totalRows,
      totalPages: Math.max(1, Math.ceil(totalRows / query.perPage)),
    },
  };
}

/** The invoice locked for a status change, or null. */
async function lockInvoice(tx: Db, id: string): Promise<InvoiceRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await tx.select().from(paymentInvoices).where(eq(paymentInvoices.id, id)).for('update');
  return row ?? null;
}

/** PUT /api/payment/invoices/{id}/decline: the player ends their own pending invoice (status 3); else 13005. */
export async function declineInvoice(db: Db, playerId: string, id: string): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const row = await lockInvoice(tx, id);
    if (!row || row.playerId !== playerId) throw AppError.notFound('Invoice not found.');
    if (row.status !== InvoiceStatus.pending)
      throw new AppError(422, ErrorCode.invoiceNotDeclinable, 'Only a pending invoice can be declined.');
    const [updated] = await tx
      .update(paymentInvoices)
      .set({ status: InvoiceStatus.error, errorReason: 'declined by the player', updatedAt: new Date() })
      .where(eq(paymentInvoices.id, id))
      .returning();
    await publishInvoice(tx, updated!);
    return invoiceView(tx, updated!);
  });
}

/** The invoice a PSP page or webhook names, without the owner check. */
export async function findInvoice(db: Db, id: string): Promise<InvoiceRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(paymentInvoices).where(eq(paymentInvoices.id, id));
  return row ?? null;
}

export type SettleOutcome = 'settled' | 'already-settled';

/**
 * Applies a verified webhook: a pending invoice moves to success (the player's cash is credited through
 * the ledger, keyed `psp:{provider}:{transactionId}`) or to error, exactly once, with the event in the
 * same transaction. A settled invoice stays as it is, whatever arrives after.
 */
export async function settleInvoice(db: Db, provider: string, event: WebhookEvent): Promise<SettleOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockInvoice(tx, event.invoiceId);
    if (!row || row.provider !== provider) throw AppError.notFound('Invoice not found.');
    if (row.status !== InvoiceStatus.pending) return 'already-settled';
    const unit = await unitOf(tx, row.currency);
    const amount = amountToMinor(event.amount, unit);
    if (event.currency !== row.currency || amount !== row.amount)
      throw new AppError(
        422,
        ErrorCode.badRequest,
        'The webhook amount or currency does not match the invoice.',
      );
    if (event.type === 'payment.succeeded') {
      await creditDeposit(tx, {
        walletAccountId: row.walletAccountId,
        currency: row.currency,
        amount: row.amount,
        idempotencyKey: `psp:${provider}:${event.transactionId}`,
        metadata: { invoiceId: row.id, invoiceNumber: row.number, method: row.method },
      });
    }
    const [updated] = await tx
      .update(paymentInvoices)
      .set({
        status: event.type === 'payment.succeeded' ? InvoiceStatus.success : InvoiceStatus.error,
        pspTransactionId: event.transactionId,
        errorReason: event.type === 'payment.failed' ? 'refused by the payment provider' : null,
        updatedAt: new Date(),
      })
      .where(eq(paymentInvoices.id, row.id))
      .returning();
    await publishInvoice(tx, updated!);
    return 'settled';
  });
}
