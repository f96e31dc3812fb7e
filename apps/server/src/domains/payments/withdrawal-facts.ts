import { InvoiceStatus, InvoiceType } from '@casino/contracts';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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

const destinationsOf = (invoice: Pick<InvoiceRow, 'fields'>) =>
  DESTINATION_FIELDS.flatMap((key) => {
    const value = invoice.fields[key]?.trim().toLowerCase();
    return value ? [`${key}:${value}`] : [];
  });

/** What the withdrawal queue's risk flags need from payments, for many withdrawals in two reads. */
export async function withdrawalFacts(
  db: Db,
  withdrawals: InvoiceRow[],
): Promise<Map<string, WithdrawalFacts>> {
  const playerIds = [...new Set(withdrawals.map((withdrawal) => withdrawal.playerId))];
  if (playerIds.length === 0) return new Map();
  const settled = await db
    .select({
      id: paymentInvoices.id,
      playerId: paymentInvoices.playerId,
      type: paymentInvoices.type,
      fields: paymentInvoices.fields,
    })
    .from(paymentInvoices)
    .where(
      and(inArray(paymentInvoices.playerId, playerIds), eq(paymentInvoices.status, InvoiceStatus.success)),
    );
  const paidOut = new Set<string>();
  const depositedFrom = new Map<string, Set<string>>();
  for (const invoice of settled) {
    if (invoice.type === InvoiceType.withdrawal) paidOut.add(invoice.playerId);
    else {
      const known = depositedFrom.get(invoice.playerId) ?? new Set<string>();
      for (const destination of destinationsOf(invoice)) known.add(destination);
      depositedFrom.set(invoice.playerId, known);
    }
  }
  return new Map(
    withdrawals.map((withdrawal) => {
      const known = depositedFrom.get(withdrawal.playerId);
      const destinations = destinationsOf(withdrawal);
      return [
        withdrawal.id,
        {
          first: !paidOut.has(withdrawal.playerId),
          newDestination: destinations.length > 0 && !destinations.some((item) => known?.has(item)),
        },
      ];
    }),
  );
}

/**
 * Pending withdrawals, oldest first (by their number, given in the order they were made): `limit` of
 * them, after the number `after` (keyset).
 */
export async function pendingWithdrawalRows(
  db: Db,
  page: { limit: number; after?: number },
): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(paymentInvoices)
    .where(
      and(
        eq(paymentInvoices.type, InvoiceType.withdrawal),
        eq(paymentInvoices.status, InvoiceStatus.pending),
        page.after === undefined ? undefined : gt(paymentInvoices.number, page.after),
      ),
    )
    .orderBy(asc(paymentInvoices.number))
    .limit(page.limit);
}
