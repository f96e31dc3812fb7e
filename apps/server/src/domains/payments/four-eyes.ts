import type { AuditActorKind, WithdrawalApproval } from '@casino/contracts';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fourEyesThreshold } from '../settings/operator-settings.ts';
import { baseCurrencyConverter } from '../settings/rates.ts';
import { decimalToMinor } from '../wallet/money.ts';
import { type WithdrawalApprovalRow, withdrawalApprovals } from './tables.ts';

/**
 * Four-eyes (issue 30, decision 0039): who may approve what. An amount above the operator's threshold
 * (site setting backoffice.fourEyesThreshold, in base-currency units) needs two different approvers; a
 * staff member, a named API key and the bootstrap key each count as one.
 */

/** Who approves: an audit actor with the name the back office shows. */
export type Approver = { kind: AuditActorKind; id: string; name: string };

/** Whether `amount` (minor units of `currency`) is above the four-eyes threshold; an unknown rate counts as above. */
export async function needsFourEyes(db: Db, amount: bigint, currency: string): Promise<boolean> {
  return (await fourEyesTest(db))(amount, currency);
}

/** The same test for many amounts, with the threshold and the rates read once. */
export async function fourEyesTest(db: Db): Promise<(amount: bigint, currency: string) => boolean> {
  const [threshold, toBase] = await Promise.all([fourEyesThreshold(db), baseCurrencyConverter(db)]);
  return (amount, currency) => {
    const base = toBase(amount, currency);
    if (!base) return true;
    const limit = decimalToMinor(threshold, base.subunitToUnit);
    return limit === null || base.amount > limit;
  };
}

export const sameApprover = (row: Pick<WithdrawalApprovalRow, 'actorKind' | 'actorId'>, approver: Approver) =>
  row.actorKind === approver.kind && row.actorId === approver.id;

export function approvalView(row: WithdrawalApprovalRow): WithdrawalApproval {
  return {
    by: { kind: row.actorKind as AuditActorKind, id: row.actorId, name: row.actorName },
    at: row.createdAt.toISOString(),
  };
}

/** The approvals of the invoices, oldest first. */
export async function approvalsOf(db: Db, invoiceIds: string[]): Promise<Map<string, WithdrawalApproval[]>> {
  const found = new Map<string, WithdrawalApproval[]>();
  if (invoiceIds.length === 0) return found;
  const rows = await db
    .select()
    .from(withdrawalApprovals)
    .where(inArray(withdrawalApprovals.invoiceId, invoiceIds))
    .orderBy(asc(withdrawalApprovals.id));
  for (const row of rows) found.set(row.invoiceId, [...(found.get(row.invoiceId) ?? []), approvalView(row)]);
  return found;
}
