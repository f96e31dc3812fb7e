import type { Referral, ReferralsPage } from '@casino/contracts';
import { Icon } from '../../../components/ui/icon.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';

/** The friends who signed up with the link, newest first: when, and where each stands. */
export function ReferralList({
  page,
  isError,
  onRetry,
  onPage,
}: {
  page: ReferralsPage | undefined;
  isError: boolean;
  onRetry: () => void;
  onPage: (page: number) => void;
}) {
  const t = useT('layout');
  const list = page?.referrals ?? [];
  return (
    <section className="profile-card referral-friends" aria-labelledby="referral-friends-title">
      <h2 id="referral-friends-title">{t('profileReferral.friends.title')}</h2>
      {isError ? (
        <p className="notice notice--error" role="alert">
          <Icon name="alert" /> {t('profileReferral.friends.loadError')}
          <button type="button" className="link-button" onClick={onRetry}>
            {t('profileReferral.friends.retry')}
          </button>
        </p>
      ) : null}
      {page && list.length === 0 ? (
        <div className="history-empty" data-testid="referral-friends-empty">
          <Icon name="users" size={32} />
          <p className="muted">{t('profileReferral.friends.empty')}</p>
        </div>
      ) : null}
      {list.length > 0 ? (
        <ul className="referral-friends__list" data-testid="referral-friends">
          {list.map((referral, index) => (
            <ReferralRow key={referral.id} referral={referral} number={friendNumber(page!, index)} />
          ))}
        </ul>
      ) : null}
      {page && page.meta.totalPages > 1 ? (
        <Pager
          page={page.meta.page}
          pages={page.meta.totalPages}
          onPage={onPage}
          label={t('profileReferral.friends.pager')}
        />
      ) : null}
    </section>
  );
}

/** Friends are numbered in the order they signed up: the newest, first on page 1, has the highest number. */
function friendNumber(page: ReferralsPage, index: number): number {
  return page.meta.totalRows - (page.meta.page - 1) * page.meta.perPage - index;
}

function ReferralRow({ referral, number }: { referral: Referral; number: number }) {
  const t = useT('layout');
  const { locale } = useSiteData();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  const status = referral.qualified ? 'qualified' : referral.status;
  const note =
    status === 'qualified' && referral.qualificationDate
      ? t('profileReferral.friends.qualifiedOn', { date: date(referral.qualificationDate) })
      : status === 'pending'
        ? t('profileReferral.friends.until', { date: date(referral.qualificationEndDate) })
        : status === 'over-limit'
          ? t('profileReferral.friends.overLimitText')
          : t('profileReferral.friends.expiredOn', { date: date(referral.qualificationEndDate) });
  return (
    <li className="referral-row" data-testid="referral-row" data-status={status}>
      <div className="referral-row__main">
        <span className="referral-row__who">{t('profileReferral.friends.friend', { number })}</span>
        <span className="muted">
          {t('profileReferral.friends.joined', { date: date(referral.registrationDate) })}
        </span>
      </div>
      <div className="referral-row__state">
        <span className={`referral-status referral-status--${status}`}>
          {t(`profileReferral.friends.status.${status}`)}
        </span>
        <span className="muted referral-row__note">{note}</span>
      </div>
    </li>
  );
}
