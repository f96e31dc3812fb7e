import type { Currency, Invoice, InvoiceStatistics, InvoicesQuery, PageMeta } from '@casino/contracts';
import { InvoiceStatus, InvoiceType, pageMeta, pageOffset } from '@casino/contracts';
import { and, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { currencyUnits, listEnabledCurrencies } from '../settings/service.ts';
import { minorToUnits } from '../wallet/money.ts';
import { invoiceView } from './invoice-views.ts';
import { paymentInvoices } from './tables.ts';

function invoiceFilters(playerId: string, query: InvoicesQuery): SQL | undefined {
  const conditions: SQL[] = [eq(paymentInvoices.playerId, playerId)];
  if (query.type?.length) conditions.push(inArray(paymentInvoices.type, query.type));
  if (query.status?.length) conditions.push(inArray(paymentInvoices.status, query.status));
  if (query.currency?.length)
    conditions.push(
      inArray(
        paymentInvoices.currency,
        query.currency.map((code) => code.toUpperCase()),
      ),
    );
  if (query.dateFrom) conditions.push(gte(paymentInvoices.createdAt, query.dateFrom));
  if (query.dateTo) conditions.push(lte(paymentInvoices.createdAt, query.dateTo));
  return and(...conditions);
}

/** GET /api/payment/invoices: the player's invoices, newest first, filtered by date, type, status and currency. */
export async function listInvoices(
  db: Db,
  playerId: string,
  query: InvoicesQuery,
): Promise<{ data: Invoice[]; meta: PageMeta }> {
  const where = invoiceFilters(playerId, query);
  const [total] = await db.select({ n: count() }).from(paymentInvoices).where(where);
  const rows = await db
    .select()
    .from(paymentInvoices)
    .where(where)
    .orderBy(desc(paymentInvoices.createdAt), desc(paymentInvoices.number))
    .limit(query.perPage)
    .offset(pageOffset(query));
  const units = await currencyUnits(db);
  const data = await Promise.all(rows.map((row) => invoiceView(db, row, units.get(row.currency))));
  const meta = pageMeta(query, total!.n);
  return { data, meta: { ...meta, totalPages: Math.max(1, meta.totalPages) } };
}

const sumWhere = (type: number, status: number) =>
  sql<string>`coalesce(sum(${paymentInvoices.amount}) filter (where ${paymentInvoices.type} = ${type} and ${paymentInvoices.status} = ${status}), 0)::text`;
const countWhere = (type: number, status: number) =>
  sql<number>`(count(*) filter (where ${paymentInvoices.type} = ${type} and ${paymentInvoices.status} = ${status}))::int`;
/** The newest successful invoice of the type: its amount (minor units) or when it was settled (epoch ms). */
const lastWhere = (type: number, value: SQL) =>
  sql<
    string | null
  >`(array_agg(${value} order by ${paymentInvoices.createdAt} desc) filter (where ${paymentInvoices.type} = ${type} and ${paymentInvoices.status} = ${InvoiceStatus.success}))[1]`;
const amountText = sql`${paymentInvoices.amount}::text`;
const settledAtText = sql`(extract(epoch from ${paymentInvoices.updatedAt}) * 1000)::bigint::text`;

/** Converts an amount in a currency's unit to the base currency at the currency's rate, rounded to the base's unit. */
function toBase(currencies: Currency[]) {
  const base = currencies.find((item) => item.isBase);
  const digits = base ? Math.round(Math.log10(base.subunitToUnit)) : 2;
  return (amount: number, code: string) => {
    const rate = currencies.find((item) => item.code === code)?.rate.rate ?? 0;
    return Number((amount * rate).toFixed(digits));
  };
}

/** GET /api/payment/invoices/statistics: counts and sums of the player's payments, one entry per currency. */
export async function invoiceStatistics(db: Db, playerId: string): Promise<InvoiceStatistics> {
  const { deposit, withdrawal } = InvoiceType;
  const rows = await db
    .select({
      currency: paymentInvoices.currency,
      depositsSum: sumWhere(deposit, InvoiceStatus.success),
      withdrawalsSum: sumWhere(withdrawal, InvoiceStatus.success),
      pendingWithdrawalsSum: sumWhere(withdrawal, InvoiceStatus.pending),
      depositsCount: countWhere(deposit, InvoiceStatus.success),
      withdrawalsCount: countWhere(withdrawal, InvoiceStatus.success),
      pendingWithdrawalsCount: countWhere(withdrawal, InvoiceStatus.pending),
      lastDeposit: lastWhere(deposit, amountText),
      lastDepositAt: lastWhere(deposit, settledAtText),
      lastWithdrawal: lastWhere(withdrawal, amountText),
      lastWithdrawalAt: lastWhere(withdrawal, settledAtText),
    })
    .from(paymentInvoices)
    .where(eq(paymentInvoices.playerId, playerId))
    .groupBy(paymentInvoices.currency)
    .orderBy(paymentInvoices.currency);
  const inBase = toBase(await listEnabledCurrencies(db));
  const units = await currencyUnits(db);
  return rows.map((row) => {
    const unit = units.get(row.currency) ?? 1;
    const money = (minor: string) => minorToUnits(BigInt(minor), unit);
    const maybe = (minor: string | null) => (minor === null ? null : money(minor));
    const lastDepositAmount = maybe(row.lastDeposit);
    const lastWithdrawalAmount = maybe(row.lastWithdrawal);
    return {
      currency: row.currency,
      depositsCount: Number(row.depositsCount),
      withdrawalsCount: Number(row.withdrawalsCount),
      depositsSum: money(row.depositsSum),
      withdrawalsSum: money(row.withdrawalsSum),
      depositsSumBaseCurrency: inBase(money(row.depositsSum), row.currency),
      withdrawalsSumBaseCurrency: inBase(money(row.withdrawalsSum), row.currency),
      lastDepositAmount,
      lastWithdrawalAmount,
      lastDepositAmountBaseCurrency:
        lastDepositAmount === null ? null : inBase(lastDepositAmount, row.currency),
      lastWithdrawalAmountBaseCurrency:
        lastWithdrawalAmount === null ? null : inBase(lastWithdrawalAmount, row.currency),
      lastDepositProcessedAt: isoOrNull(row.lastDepositAt),
      lastWithdrawalProcessedAt: isoOrNull(row.lastWithdrawalAt),
      pendingWithdrawalsCount: Number(row.pendingWithdrawalsCount),
      pendingWithdrawalsSum: money(row.pendingWithdrawalsSum),
    };
  });
}

const isoOrNull = (epochMs: string | null) =>
  epochMs === null ? null : new Date(Number(epochMs)).toISOString();

/**
 * The deposits a player opened in a currency and the provider has not settled yet, in minor units: a
 * deposit limit counts them before it accepts another, so several open invoices cannot pass it.
 */
export async function pendingDepositsTotal(db: Db, playerId: string, currency: string): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${paymentInvoices.amount}), 0)::text` })
    .from(paymentInvoices)
    .where(
      and(
        eq(paymentInvoices.playerId, playerId),
        eq(paymentInvoices.currency, currency),
        eq(paymentInvoices.type, InvoiceType.deposit),
        eq(paymentInvoices.status, InvoiceStatus.pending),
      ),
    );
  return BigInt(row?.total ?? '0');
}

/** A player's confirmed deposits, the oldest first (bonuses count them: the n-th deposit, the first of a day). */
export async function settledDeposits(
  db: Db,
  playerId: string,
): Promise<{ id: string; currency: string; amount: bigint; settledAt: Date }[]> {
  const rows = await db
    .select({
      id: paymentInvoices.id,
      currency: paymentInvoices.currency,
      amount: paymentInvoices.amount,
      settledAt: paymentInvoices.updatedAt,
    })
    .from(paymentInvoices)
    .where(
      and(
        eq(paymentInvoices.playerId, playerId),
        eq(paymentInvoices.type, InvoiceType.deposit),
        eq(paymentInvoices.status, InvoiceStatus.success),
      ),
    )
    .orderBy(paymentInvoices.updatedAt);
  return rows;
}
