import {
  type PageQuery,
  pageMeta,
  pageOffset,
  type ReferralSettings,
  type ReferralsPage,
} from '@casino/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referralOwnerDefinition } from '../bonuses/referral-bonus.ts';
import { referralProgramme } from '../settings/operator-settings.ts';
import { listEnabledCurrencies } from '../settings/service.ts';
import { type ReferralRow, referrals } from './tables.ts';

const dateOf = (at: Date | null) => at?.toISOString() ?? null;

function referralView(row: ReferralRow): ReferralsPage['referrals'][number] {
  return {
    id: row.id,
    qualified: row.status === 'qualified',
    registrationDate: row.registeredAt.toISOString(),
    qualificationDate: dateOf(row.qualifiedAt),
    qualificationEndDate: row.qualificationEndsAt.toISOString(),
    status: row.status,
  };
}

/** The owner's referrals, newest first (GET /api/player/profile/referrals). */
export async function referralsPage(db: Db, ownerId: string, query: PageQuery): Promise<ReferralsPage> {
  const where = eq(referrals.ownerId, ownerId);
  const rows = await db
    .select()
    .from(referrals)
    .where(where)
    .orderBy(desc(referrals.registeredAt), desc(referrals.id))
    .limit(query.perPage)
    .offset(pageOffset(query));
  const total = await db.$count(referrals, where);
  return { referrals: rows.map(referralView), meta: pageMeta(query, total) };
}

/** GET /api/player/referral-settings: the programme as the player's page shows it. */
export async function referralSettings(db: Db): Promise<ReferralSettings> {
  const [programme, owner, currencies] = await Promise.all([
    referralProgramme(db),
    referralOwnerDefinition(db),
    listEnabledCurrencies(db),
  ]);
  const base = currencies.find((currency) => currency.isBase);
  return {
    enabled: programme.enabled,
    maxReferralCount: programme.maxReferralCount,
    ownerBonusId: owner?.id ?? null,
    qualifyingDepositAmount: Number(programme.qualifyingDeposit),
    baseCurrency: base?.code ?? 'EUR',
    qualificationDays: programme.qualificationDays,
  };
}
