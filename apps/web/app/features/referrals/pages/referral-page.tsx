import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { useLatestSearch, useSearchUpdate } from '../../../lib/use-search-update.ts';
import { useT } from '../../../lib/use-t.ts';
import { identityQueries } from '../../identity/api/identity-api.ts';
import { displayUnit, formatMoney } from '../../wallet/lib/display-unit.ts';
import { type ReferralPageData, referralPageOf, referralsQueries } from '../api/referrals-api.ts';
import { OwnerReward } from '../components/owner-reward.tsx';
import { ReferralLink } from '../components/referral-link.tsx';
import { ReferralList } from '../components/referral-list.tsx';

/**
 * /profile/referral: the player's link to share, what a friend must do and what the player gets for
 * each friend who does, and the friends who signed up with the link, a page at a time (`?page=N`).
 */
export function ReferralPage({ loaded }: { loaded: ReferralPageData }) {
  const t = useT('layout');
  const api = useApi();
  const { locale } = useSiteData();
  const page = referralPageOf(useLatestSearch());
  const updateSearch = useSearchUpdate();
  const { data: profile } = useQuery(identityQueries.profile(api));
  const { data: settings = loaded.settings } = useQuery({
    ...referralsQueries.settings(api),
    initialData: loaded.settings,
  });
  const { data: currencies = loaded.currencies } = useQuery({
    ...identityQueries.currencies(api),
    initialData: loaded.currencies,
  });
  const referrals = useQuery({
    ...referralsQueries.page(api, page),
    initialData: page === loaded.page ? loaded.referrals : undefined,
    placeholderData: keepPreviousData,
  });
  const bonus = useQuery({
    ...referralsQueries.ownerBonus(api, settings.ownerBonusId, loaded.currency),
    initialData: loaded.ownerBonus,
  });
  const money = (amount: number, currency: string) =>
    formatMoney(amount, displayUnit(currency, currencies), locale);
  const qualified = profile?.qualifiedReferralsCount ?? countQualified(loaded);

  return (
    <div className="referral-page" data-testid="referral-page">
      <section className="profile-card referral-invite" aria-labelledby="referral-title">
        <h2 id="referral-title">{t('profileReferral.title')}</h2>
        <p className="muted">
          {t('profileReferral.rule', {
            amount: money(settings.qualifyingDepositAmount, settings.baseCurrency),
            days: settings.qualificationDays,
          })}
        </p>
        <ReferralLink code={profile?.referralCode ?? null} />
        <p className="referral-invite__count" data-testid="referral-qualified-count">
          {settings.maxReferralCount === null
            ? t('profileReferral.qualified', { count: qualified })
            : t('profileReferral.qualifiedOf', { count: qualified, max: settings.maxReferralCount })}
        </p>
      </section>
      <OwnerReward bonus={bonus.data ?? null} currency={loaded.currency} money={money} />
      <ReferralList
        page={referrals.data}
        isError={referrals.isError}
        onRetry={() => void referrals.refetch()}
        onPage={(next) =>
          updateSearch(
            (params) => {
              if (next > 1) params.set('page', String(next));
              else params.delete('page');
            },
            { preventScrollReset: true },
          )
        }
      />
    </div>
  );
}

function countQualified(loaded: ReferralPageData) {
  return loaded.referrals.referrals.filter((referral) => referral.qualified).length;
}
