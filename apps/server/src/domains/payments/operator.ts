import { InvoiceStatus, InvoiceType } from '@casino/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactsOf } from '../identity/players.ts';
import { currencyUnits } from '../settings/service.ts';
import { minorToDecimalString } from '../wallet/money.ts';
import { type InvoiceRow, paymentInvoices } from './tables.ts';

/** An invoice waiting for the operator or the provider, as operator commands show it. */
export type PendingInvoice = {
  id: string;
  number: number;
  player: string;
  amount: string;
  currency: string;
  method: string;
  destination: string;
  createdAt: Date;
};

/** The withdrawals waiting for the operator, oldest first. */
export async function listPendingWithdrawals(db: Db): Promise<PendingInvoice[]> {
  return listPending(db, InvoiceType.withdrawal);
}

/** The deposits of one provider still waiting for it to settle them, oldest first. */
export async function listPendingDeposits(db: Db, provider: string): Promise<PendingInvoice[]> {
  return listPending(db, InvoiceType.deposit, provider);
}

/** The pending invoices of a type (and of one provider), oldest first. */
export async function pendingInvoiceRows(db: Db, type: number, provider?: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(paymentInvoices)
    .where(
      and(
        eq(paymentInvoices.type, type),
        eq(paymentInvoices.status, InvoiceStatus.pending),
        provider === undefined ? undefined : eq(paymentInvoices.provider, provider),
      ),
    )
    .orderBy(asc(paymentInvoices.createdAt));
}

async function listPending(db: Db, type: number, provider?: string): Promise<PendingInvoice[]> {
  const invoices = await pendingInvoiceRows(db, type, provider);
  const contacts = await contactsOf(
    db,
    invoices.map((invoice) => invoice.playerId),
  );
  const units = await currencyUnits(db);
  return invoices.map((invoice) => ({
    id: invoice.id,
    number: invoice.number,
    player: contacts.get(invoice.playerId) ?? invoice.playerId,
    amount: minorToDecimalString(invoice.amount, units.get(invoice.currency) ?? 1),
    currency: invoice.currency,
    method: invoice.method,
    destination: invoice.publicData.destination ?? '',
    createdAt: invoice.createdAt,
  }));
}

/** An invoice id from what an operator types: the id itself or the short number. */
export async function resolveInvoiceId(db: Db, idOrNumber: string): Promise<string | null> {
  if (!/^\d+$/.test(idOrNumber)) return idOrNumber;
  // Invoice numbers are PostgreSQL integers: a longer one names no invoice.
  if (idOrNumber.length > 9) return null;
  const [row] = await db
    .select({ id: paymentInvoices.id })
    .from(paymentInvoices)
    .where(eq(paymentInvoices.number, Number(idOrNumber)));
  return row?.id ?? null;
}

/** What the audit log keeps of an invoice an operator settled or decided (the amount in minor units). */
export function invoiceAudit(row: InvoiceRow) {
  return {
    number: row.number,
    playerId: row.playerId,
    type: row.type,
    status: row.status,
    provider: row.provider,
    method: row.method,
    currency: row.currency,
    amountMinor: String(row.amount),
    pspTransactionId: row.pspTransactionId,
    errorReason: row.errorReason,
  };
}
