import type { LoyaltyAccount } from '@casino/contracts';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { formatPoints, levelProgress } from '../lib/format.ts';

type AccountState = {
  data: LoyaltyAccount | undefined;
  isError: boolean;
  refetch: () => unknown;
};

/** The signed-in player's standing: points held, the level, and the way to the next one. */
export function LoyaltyProgress({ account }: { account: AccountState }) {
  const t = useT('global-components');
  return (
    <section
      className="card loyalty-progress"
      aria-labelledby="loyalty-progress-title"
      data-testid="loyalty-progress"
    >
      <h2 id="loyalty-progress-title">{t('loyalty.progress.title')}</h2>
      {account.data ? <Standing account={account.data} /> : null}
      {!account.data && account.isError ? (
        <p className="notice notice--error" role="alert">
          <Icon name="alert" /> {t('loyalty.progress.error')}
          <button type="button" className="link-button" onClick={() => void account.refetch()}>
            {t('loyalty.progress.retry')}
          </button>
        </p>
      ) : null}
      {!account.data && !account.isError ? <Spinner label={t('loyalty.progress.loading')} /> : null}
    </section>
  );
}

function Standing({ account }: { account: LoyaltyAccount }) {
  const t = useT('global-components');
  const { locale } = useSiteData();
  const points = (value: number) => formatPoints(value, locale);
  const next = account.nextLevel;
  const progress = levelProgress(account);
  return (
    <>
      <dl className="loyalty-progress__facts">
        <div>
          <dt>{t('loyalty.progress.points')}</dt>
          <dd data-testid="loyalty-points">{points(account.points)}</dd>
        </div>
        <div>
          <dt>{t('loyalty.progress.level')}</dt>
          <dd data-testid="loyalty-current-level">{account.currentLevel.name}</dd>
        </div>
        <div>
          <dt>{t('loyalty.progress.nextLevel')}</dt>
          <dd data-testid="loyalty-next-level">{next ? next.name : t('loyalty.progress.none')}</dd>
        </div>
      </dl>
      {next && progress ? (
        <>
          <div
            className="loyalty-bar"
            role="progressbar"
            aria-label={t('loyalty.progress.bar', { level: next.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress.percent)}
            aria-valuetext={t('loyalty.progress.barText', {
              earned: points(account.earnedPoints),
              target: points(next.points),
            })}
            data-testid="loyalty-bar"
          >
            <span style={{ width: `${progress.percent}%` }} />
          </div>
          <p className="loyalty-progress__next">
            <span data-testid="loyalty-earned">
              {t('loyalty.progress.barText', {
                earned: points(account.earnedPoints),
                target: points(next.points),
              })}
            </span>
            <strong data-testid="loyalty-to-next">
              {t('loyalty.progress.toNext', {
                count: progress.remaining,
                points: points(progress.remaining),
                level: next.name,
              })}
            </strong>
          </p>
        </>
      ) : (
        <p className="muted" data-testid="loyalty-top-level">
          {t('loyalty.progress.topLevel')}
        </p>
      )}
    </>
  );
}
