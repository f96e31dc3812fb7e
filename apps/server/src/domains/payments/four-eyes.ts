import type { AuditActorKind, WithdrawalApproval } from '@casino/contracts';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { correlated, isoTimestamp } from '../../db/sql-facts.ts';
import { fourEyesThreshold } from '../settings/operator-settings.ts';
import { type BaseAmount, baseCurrencyConverter } from '../settings/rates.ts';
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
  return fourEyesRule(threshold, toBase);
}

/** The test from a threshold (base-currency units, decimal text) and a converter already read. */
export function fourEyesRule(
  threshold: string,
  toBase: (amount: bigint, currency: string) => BaseAmount | null,
): (amount: bigint, currency: string) => boolean {
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

/** An invoice's approvals, oldest first (approvalView), as a subquery on another statement's row: JSON. */
export const approvalsOfInvoice = (invoiceId: SQLWrapper): SQL<WithdrawalApproval[]> =>
  correlated(sql`coalesce((
  select json_agg(json_build_object(
    'by', json_build_object('kind', ${withdrawalApprovals.actorKind}, 'id', ${withdrawalApprovals.actorId},
      'name', ${withdrawalApprovals.actorName}),
    'at', ${isoTimestamp(withdrawalApprovals.createdAt)}) order by ${withdrawalApprovals.id})
  from ${withdrawalApprovals} where ${withdrawalApprovals.invoiceId} = ${invoiceId}
), '[]'::json)`);
