import type { LoyaltyAccount } from '@casino/contracts';
import { Link } from 'react-router';
import { ModalTitle } from '../../../components/modals/modal-title.tsx';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLocalizePath, useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { useEarnRules, useLoyaltyAccount } from '../hooks/use-loyalty.ts';
import { formatPoints, formatRate } from '../lib/format.ts';

/**
 * loyalty-level (signed-in): the level the player has just reached (the account the push left in the
 * cache), its earning rate, and the way to /loyalty.
 */
export function LoyaltyLevelModal({ close }: ModalProps) {
  const t = useT('modals');
  const localize = useLocalizePath();
  const account = useLoyaltyAccount();
  // Disabled (the club is off): nothing will come.
  const missing = account.isError || (account.isPending && account.fetchStatus === 'idle');
  return (
    <div className="loyalty-modal loyalty-modal--level" data-testid="loyalty-level">
      <span className="confirm-modal__icon">
        <Icon name="trophy" size={28} />
      </span>
      {account.data ? (
        <Reached account={account.data} />
      ) : (
        <>
          <ModalTitle>{t('loyaltyLevel.titleGeneric')}</ModalTitle>
          {missing ? <p>{t('loyaltyLevel.error')}</p> : <Spinner label={t('loyaltyLevel.loading')} />}
        </>
      )}
      <div className="confirm-modal__actions">
        <Link className="button button--primary button--block" to={localize('/loyalty')}>
          {t('loyaltyLevel.more')}
        </Link>
        <button type="button" className="button button--ghost button--block" onClick={close}>
          {t('loyaltyLevel.ok')}
        </button>
      </div>
    </div>
  );
}

function Reached({ account }: { account: LoyaltyAccount }) {
  const t = useT('modals');
  const { locale } = useSiteData();
  const currency = useEarnRules().data?.baseCurrency;
  const level = account.currentLevel;
  const next = account.nextLevel;
  return (
    <>
      <ModalTitle>{t('loyaltyLevel.title', { level: level.name })}</ModalTitle>
      {currency ? (
        <p data-testid="loyalty-level-rate">
          {t('loyaltyLevel.rate', {
            count: level.pointsPerBaseUnit,
            rate: formatRate(level.pointsPerBaseUnit, locale),
            currency,
          })}
        </p>
      ) : null}
      <p className="muted" data-testid="loyalty-level-next">
        {next
          ? t('loyaltyLevel.next', { level: next.name, points: formatPoints(next.points, locale) })
          : t('loyaltyLevel.top')}
      </p>
    </>
  );
}
