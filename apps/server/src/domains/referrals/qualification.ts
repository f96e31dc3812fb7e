import type { ReferralProgramme } from '@casino/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { grantReferralBonus } from '../bonuses/referral-bonus.ts';
import { createMessage } from '../messenger/messages.ts';
import { settledDeposits } from '../payments/invoices.ts';
import { referralProgramme } from '../settings/operator-settings.ts';
import { baseCurrencyConverter } from '../settings/rates.ts';
import { listEnabledCurrencies } from '../settings/service.ts';
import { decimalToMinor } from '../wallet/money.ts';
import { qualifiedCount } from './codes.ts';
import { type ReferralRow, referralCodes, referrals } from './tables.ts';

/**
 * The qualifying rule (an operator setting): the friend's deposits settled within the window (from
 * registration to qualificationEndsAt) total at least the programme's amount in the base currency,
 * each converted at today's rates, rounded down.
 */
async function depositedInWindow(tx: Db, referral: ReferralRow): Promise<bigint> {
  const toBase = await baseCurrencyConverter(tx);
  let total = 0n;
  for (const deposit of await settledDeposits(tx, referral.friendId)) {
    if (deposit.settledAt < referral.registeredAt || deposit.settledAt > referral.qualificationEndsAt)
      continue;
    total += toBase(deposit.amount, deposit.currency)?.amount ?? 0n;
  }
  return total;
}

async function threshold(tx: Db, programme: ReferralProgramme): Promise<bigint | null> {
  const base = (await listEnabledCurrencies(tx)).find((currency) => currency.isBase);
  return base ? decimalToMinor(programme.qualifyingDeposit, base.subunitToUnit) : null;
}

/**
 * Looks at a friend's referral after a deposit (or when its window closes): a pending one whose friend
 * met the rule qualifies and the owner's bonus is issued with it, in this transaction, unless the owner
 * has the programme's most qualified friends already ('over-limit'). The owner's code row is locked
 * first, then the referral: two deposits of one friend, or friends of one owner, settling at once
 * qualify one after the other, so neither the bonus nor the limit is passed twice. Answers the status.
 */
export async function checkQualification(tx: Db, friendId: string, now = new Date()) {
  const [found] = await tx.select().from(referrals).where(eq(referrals.friendId, friendId));
  if (found?.status !== 'pending') return found?.status ?? null;
  const programme = await referralProgramme(tx);
  const needed = await threshold(tx, programme);
  if (!programme.enabled || needed === null) return 'pending';
  await tx.select().from(referralCodes).where(eq(referralCodes.playerId, found.ownerId)).for('update');
  const [referral] = await tx.select().from(referrals).where(eq(referrals.id, found.id)).for('update');
  if (referral?.status !== 'pending') return referral?.status ?? null;
  if ((await depositedInWindow(tx, referral)) < needed) return 'pending';
  const limit = programme.maxReferralCount;
  if (limit !== null && (await qualifiedCount(tx, referral.ownerId)) >= limit) {
    await setStatus(tx, referral.id, { status: 'over-limit' });
    return 'over-limit';
  }
  const ownerBonusId = await grantReferralBonus(tx, referral.ownerId, referral.id, now);
  await setStatus(tx, referral.id, { status: 'qualified', qualifiedAt: now, ownerBonusId });
  // The message promises the bonus: none for an owner who got none (self-excluded, nothing on offer).
  if (ownerBonusId)
    await createMessage(tx, {
      playerId: referral.ownerId,
      key: `referral:${referral.id}`,
      kind: 'referral.qualified',
      params: { count: await qualifiedCount(tx, referral.ownerId) },
      link: '/profile/referral',
    });
  return 'qualified';
}

async function setStatus(tx: Db, id: string, change: Partial<ReferralRow>) {
  await tx
    .update(referrals)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(referrals.id, id));
}

/**
 * The window of a referral closed (the job queue, at qualificationEndsAt): a deposit in the window
 * whose event has not come yet still counts, and then a referral still pending expires for good.
 */
export async function closeWindow(tx: Db, referralId: string, dueAt: Date): Promise<string | null> {
  const [row] = await tx.select().from(referrals).where(eq(referrals.id, referralId));
  if (!row || row.qualificationEndsAt > dueAt) return row?.status ?? null;
  const status = await checkQualification(tx, row.friendId, dueAt);
  if (status !== 'pending') return status;
  const [expired] = await tx
    .update(referrals)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(eq(referrals.id, row.id), eq(referrals.status, 'pending')))
    .returning({ status: referrals.status });
  return expired?.status ?? null;
}
