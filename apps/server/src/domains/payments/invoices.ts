import type { Invoice, InvoiceStatistics, InvoicesQuery, PageMeta } from '@casino/contracts';
import { InvoiceStatus, InvoiceType } from '@casino/contracts';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { currencyUnits } from '../settings/service.ts';
import { minorToUnits } from '../wallet/money.ts';
import { invoiceView } from './invoice-views.ts';
import { paymentInvoices } from './tables.ts';

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

/** GET /api/payment/invoices/statistics: counts and sums of the player's payments, per currency. */
export async function invoiceStatistics(db: Db, playerId: string): Promise<InvoiceStatistics> {
  const sumWhere = (type: number, status: number) =>
    sql<string>`coalesce(sum(${paymentInvoices.amount}) filter (where ${paymentInvoices.type} = ${type} and ${paymentInvoices.status} = ${status}), 0)::text`;
  const countWhere = (type: number, status: number) =>
    sql<number>`(count(*) filter (where ${paymentInvoices.type} = ${type} and ${paymentInvoices.status} = ${status}))::int`;
  const rows = await db
    .select({
      currency: paymentInvoices.currency,
      deposited: sumWhere(InvoiceType.deposit, InvoiceStatus.success),
      withdrawn: sumWhere(InvoiceType.withdrawal, InvoiceStatus.success),
      pendingWithdrawals: sumWhere(InvoiceType.withdrawal, InvoiceStatus.pending),
      successDeposits: countWhere(InvoiceType.deposit, InvoiceStatus.success),
      successWithdrawals: countWhere(InvoiceType.withdrawal, InvoiceStatus.success),
      pendingWithdrawalCount: countWhere(InvoiceType.withdrawal, InvoiceStatus.pending),
    })
    .from(paymentInvoices)
    .where(eq(paymentInvoices.playerId, playerId))
    .groupBy(paymentInvoices.currency)
    .orderBy(paymentInvoices.currency);
  const units = await currencyUnits(db);
  const total = (key: 'successDeposits' | 'successWithdrawals' | 'pendingWithdrawalCount') =>
    rows.reduce((sum, row) => sum + Number(row[key]), 0);
  return {
    successDepositCount: total('successDeposits'),
    successWithdrawalCount: total('successWithdrawals'),
    pendingWithdrawalCount: total('pendingWithdrawalCount'),
    currencies: rows.map((row) => {
      const unit = units.get(row.currency) ?? 1;
      return {
        currency: row.currency,
        deposited: minorToUnits(BigInt(row.deposited), unit),
        withdrawn: minorToUnits(BigInt(row.withdrawn), unit),
        pendingWithdrawals: minorToUnits(BigInt(row.pendingWithdrawals), unit),
      };
    }),
  };
}
