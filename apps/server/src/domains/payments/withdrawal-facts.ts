import { InvoiceStatus, InvoiceType, type WithdrawalApproval } from '@casino/contracts';
import { and, asc, eq, gt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { correlated } from '../../db/sql-facts.ts';
import { approvalsOfInvoice } from './four-eyes.ts';
import { CANCELLED_BY_PLAYER } from './invoice-views.ts';
import { type InvoiceRow, paymentInvoices } from './tables.ts';

/** The payout fields that say where the money goes (an account, an address, a phone). */
const DESTINATION_FIELDS = ['iban', 'wallet_id', 'cpf_number', 'phone'] as const;

/** A withdrawal invoice as the back office's queue reads it. */
export type WithdrawalRow = InvoiceRow;

export type WithdrawalFacts = {
  /** No withdrawal of the player was paid before. */
  first: boolean;
  /** It pays to a destination none of the player's settled deposits came from (false without one). */
  newDestination: boolean;
};

/** A destination as compared: the field's name and its trimmed, lower-cased value (none when empty). */
const destinationOf = (key: string, value: string | undefined) => {
  const normalized = value?.trim().toLowerCase();
  return normalized ? [`${key}:${normalized}`] : [];
};

const destinationsOf = (invoice: Pick<InvoiceRow, 'fields'>) =>
  DESTINATION_FIELDS.flatMap((key) => destinationOf(key, invoice.fields[key]));

/** The player's other invoices, seen from a queued withdrawal's row. */
const settled = alias(paymentInvoices, 'settled');
const settledOf = (playerId: SQLWrapper) =>
  and(eq(settled.playerId, playerId), eq(settled.status, InvoiceStatus.success));

/** Whether a withdrawal of the player was paid before. */
const paidBefore = (playerId: SQLWrapper): SQL<boolean> =>
  correlated(
    sql`exists (select 1 from ${paymentInvoices} ${settled} where ${settledOf(playerId)} and ${eq(settled.type, InvoiceType.withdrawal)})`,
  );

/**
 * The destination fields of the player's settled deposits, as [field, value] pairs (each once): the
 * comparison itself stays in destinationsOf, so the queue and a single check agree on what matches.
 */
const depositedFrom = (playerId: SQLWrapper): SQL<[string, string][]> =>
  correlated(sql`coalesce((
  select jsonb_agg(distinct jsonb_build_array(field.key, field.value))
  from ${paymentInvoices} ${settled} cross join lateral jsonb_each_text(${settled.fields}) as field(key, value)
  where ${settledOf(playerId)} and ${settled.type} <> ${InvoiceType.withdrawal}
    and field.key in (${sql.join(
      DESTINATION_FIELDS.map((key) => sql`${key}`),
      sql`, `,
    )})
), '[]'::jsonb)`);

/** What other domains know of a queued withdrawal's player and account: columns of the page's statement. */
export type WithdrawalKeys = { playerId: SQLWrapper; walletAccountId: SQLWrapper };

type FactValues<F> = { [K in keyof F]: F[K] extends SQL<infer T> ? T : never };

export type QueuedWithdrawalRow<F> = {
  invoice: WithdrawalRow;
  facts: WithdrawalFacts;
  approvals: WithdrawalApproval[];
  /** The caller's facts (`factsOf`), one value each. */
  more: FactValues<F>;
};

/**
 * Pending withdrawals, oldest first (by their number, given in the order they were made), each with
 * its payments facts, its approvals and the facts `factsOf` asks other domains for (their subqueries
 * on the row's player and account), all in one statement: a page is one round trip, whatever its
 * length. Its size is the placeholder `limit`; with `keyset`, it starts after the number `after`.
 * Unexecuted, so that the caller prepares it (planned once per connection) and the bench explains it;
 * queuedWithdrawalRows reads its rows.
 */
export function pendingWithdrawalSelect<F extends Record<string, SQL>>(
  db: Db,
  factsOf: (keys: WithdrawalKeys) => F,
  { keyset }: { keyset: boolean },
) {
  const { playerId, walletAccountId } = paymentInvoices;
  return db
    .select({
      invoice: paymentInvoices,
      paidBefore: paidBefore(playerId),
      depositedFrom: depositedFrom(playerId),
      approvals: approvalsOfInvoice(paymentInvoices.id),
      more: factsOf({ playerId, walletAccountId }),
    })
    .from(paymentInvoices)
    .where(
      and(
        eq(paymentInvoices.type, InvoiceType.withdrawal),
        eq(paymentInvoices.status, InvoiceStatus.pending),
        keyset ? gt(paymentInvoices.number, sql.placeholder('after')) : undefined,
      ),
    )
    .orderBy(asc(paymentInvoices.number))
    .limit(sql.placeholder('limit'));
}

type SelectedRow = {
  invoice: WithdrawalRow;
  paidBefore: boolean;
  depositedFrom: [string, string][];
  approvals: WithdrawalApproval[];
  more: unknown;
};

/** The rows of pendingWithdrawalSelect with the payments facts decided. */
export function queuedWithdrawalRows<F extends Record<string, SQL>>(
  rows: SelectedRow[],
): QueuedWithdrawalRow<F>[] {
  return rows.map((row) => {
    const known = new Set(row.depositedFrom.flatMap(([key, value]) => destinationOf(key, value)));
    const destinations = destinationsOf(row.invoice);
    return {
      invoice: row.invoice,
      facts: {
        first: !row.paidBefore,
        newDestination: destinations.length > 0 && !destinations.some((item) => known.has(item)),
      },
      approvals: row.approvals,
      more: row.more as FactValues<F>,
    };
  });
}

/** A withdrawal the player cancelled themselves (not one staff or the PSP declined). Minor units. */
export type CancelledWithdrawal = {
  invoiceId: string;
  playerId: string;
  currency: string;
  amount: bigint;
  cancelledAt: Date;
};

/** The withdrawals players cancelled in [from, to), for the responsible-gaming markers. */
export async function cancelledWithdrawalsBetween(
  db: Db,
  window: { from: Date; to: Date },
): Promise<CancelledWithdrawal[]> {
  return db
    .select({
      invoiceId: paymentInvoices.id,
      playerId: paymentInvoices.playerId,
      currency: paymentInvoices.currency,
      amount: paymentInvoices.amount,
      cancelledAt: paymentInvoices.updatedAt,
    })
    .from(paymentInvoices)
    .where(
      and(
        eq(paymentInvoices.type, InvoiceType.withdrawal),
        eq(paymentInvoices.status, InvoiceStatus.error),
        eq(paymentInvoices.errorReason, CANCELLED_BY_PLAYER),
        sql`${paymentInvoices.updatedAt} >= ${window.from.toISOString()}`,
        sql`${paymentInvoices.updatedAt} < ${window.to.toISOString()}`,
      ),
    )
    .orderBy(asc(paymentInvoices.updatedAt));
}
