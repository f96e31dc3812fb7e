import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isExcluded } from '../limits/rules.ts';
import { activeAccountOf } from '../wallet/accounts.ts';
import { grantDefinition } from './offers.ts';
import { publishedAt } from './promotion-state.ts';
import { REFERRAL_DEFINITION_SLUG } from './seed.ts';
import { type BonusDefinitionRow, bonusDefinitions, playerBonuses } from './tables.ts';

/**
 * The referral programme's owner bonus (trigger 'referral', triggerType 11): the seeded one while it is
 * on offer, else the operator's first other referral definition on offer; null when there is none.
 */
export async function referralOwnerDefinition(db: Db): Promise<BonusDefinitionRow | null> {
  const rows = await db
    .select()
    .from(bonusDefinitions)
    .where(and(eq(bonusDefinitions.trigger, 'referral'), publishedAt(bonusDefinitions, new Date())))
    .orderBy(asc(bonusDefinitions.createdAt));
  return rows.find((row) => row.slug === REFERRAL_DEFINITION_SLUG) ?? rows[0] ?? null;
}

/**
 * Issues the owner bonus for one qualified friend, in the caller's transaction (the qualification's),
 * in the owner's active account: once per referral, its source key being unique. Nothing is issued to
 * a self-excluded owner, or when the bonus has no amount in the account's currency. Answers the
 * player bonus (the one issued before, on a replay), or null.
 */
export async function grantReferralBonus(
  tx: Db,
  ownerId: string,
  referralId: string,
  now = new Date(),
): Promise<string | null> {
  const definition = await referralOwnerDefinition(tx);
  const account = await activeAccountOf(tx, ownerId);
  if (!definition || !account || (await isExcluded(tx, ownerId, now))) return null;
  const key = `referral:${referralId}`;
  const holder = { playerId: ownerId, walletAccountId: account.id, currency: account.currency };
  await grantDefinition(tx, definition, holder, { key, amount: 0n });
  const [issued] = await tx
    .select({ id: playerBonuses.id })
    .from(playerBonuses)
    .where(eq(playerBonuses.sourceKey, `${key}:bonus`));
  return issued?.id ?? null;
}
