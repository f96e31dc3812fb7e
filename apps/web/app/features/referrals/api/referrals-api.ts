import {
  type Bonus,
  BonusTriggerType,
  type Currency,
  type ReferralSettings,
  type ReferralsPage,
} from '@casino/contracts';
import { bonusRoutes, referralRoutes, settingsRoutes, walletRoutes } from '@casino/contracts/links';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { PLAYER_QUERY_KEY } from '../../../lib/session/session-context.tsx';

/**
 * The referral page's calls (client contract section 3): the programme's settings, the friends a page
 * at a time, and the owner's bonus (GET /api/game/bonuses with triggerType 11) in the player's currency.
 * Keys start with the player key: a sign-out drops them with the rest of the player's data.
 */
export const REFERRALS_KEY = [PLAYER_QUERY_KEY, 'referrals'] as const;
export const REFERRALS_PER_PAGE = 10;

export const referralsQueries = {
  settings: (api: ApiClient) =>
    queryOptions({
      queryKey: [...REFERRALS_KEY, 'settings'],
      queryFn: async (): Promise<ReferralSettings> =>
        (await api.call(referralRoutes.referralSettings, {})).data,
    }),
  page: (api: ApiClient, page: number) =>
    queryOptions({
      queryKey: [...REFERRALS_KEY, 'page', page],
      queryFn: (): Promise<ReferralsPage> =>
        api.call(referralRoutes.referrals, { query: { page, perPage: REFERRALS_PER_PAGE } }),
    }),
  ownerBonus: (api: ApiClient, bonusId: string | null, currency: string) =>
    queryOptions({
      queryKey: [...REFERRALS_KEY, 'owner-bonus', bonusId, currency],
      queryFn: () => ownerBonus(api, bonusId, currency),
    }),
};

async function ownerBonus(api: ApiClient, bonusId: string | null, currency: string): Promise<Bonus | null> {
  if (!bonusId) return null;
  const query = { bonusIds: [bonusId], currency, triggerType: BonusTriggerType.referral };
  return (await api.call(bonusRoutes.bonuses, { query })).data[0] ?? null;
}

export type ReferralPageData = {
  settings: ReferralSettings;
  referrals: ReferralsPage;
  page: number;
  /** The active account's currency: the owner's bonus is issued in it. */
  currency: string;
  ownerBonus: Bonus | null;
  currencies: Currency[];
};

/** The page `?page=N` asks for (1 when it asks for none or nonsense). */
export function referralPageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** What the page draws first (the server's render); null while the programme is off. */
export async function loadReferralPage(api: ApiClient, page: number): Promise<ReferralPageData | null> {
  const settings = (await api.call(referralRoutes.referralSettings, {})).data;
  if (!settings.enabled) return null;
  const [referrals, accounts, currencies] = await Promise.all([
    api.call(referralRoutes.referrals, { query: { page, perPage: REFERRALS_PER_PAGE } }),
    api.call(walletRoutes.accounts, {}),
    api.call(settingsRoutes.currencies, { query: {} }),
  ]);
  const currency = accounts.data.find((account) => account.status === 1)?.currency ?? settings.baseCurrency;
  return {
    settings,
    referrals,
    page,
    currency,
    ownerBonus: await ownerBonus(api, settings.ownerBonusId, currency),
    currencies: currencies.data,
  };
}
