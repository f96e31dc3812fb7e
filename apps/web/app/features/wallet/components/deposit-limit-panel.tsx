import { LimitDefinition } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { useLocalizePath, useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { depositLimitsQuery } from './deposit-limit-prompt.tsx';

/**
 * The deposit limit is reached (13100): this replaces the form. More info leaves for the limits page,
 * whose address has no wallet flag, so the wallet closes on the way.
 */
export function DepositLimitPanel() {
  const t = useT('modals');
  const navigate = useNavigate();
  const localize = useLocalizePath();
  return (
    <section className="wallet-panel wallet-panel--limit" data-testid="wallet-deposit-limit">
      <span className="wallet-panel__icon">
        <Icon name="shield" size={28} />
      </span>
      <h3>{t('wallet.limit.title')}</h3>
      <p className="muted">{t('wallet.limit.text')}</p>
      <ReachedLimits />
      <button
        type="button"
        className="button button--primary button--block"
        onClick={() => navigate(localize('/profile/limits'))}
        data-testid="wallet-limit-more"
      >
        {t('wallet.limit.more')}
      </button>
    </section>
  );
}

/** The client loads the limits on 13100: each deposit limit, what it used and when it resets, or the exclusion. */
function ReachedLimits() {
  const t = useT('modals');
  const api = useApi();
  const { locale } = useSiteData();
  const limits = useQuery(depositLimitsQuery(api)).data ?? [];
  const excluded = limits.some(
    (limit) =>
      limit.definition === LimitDefinition.selfExclusion || limit.definition === LimitDefinition.coolingOff,
  );
  const deposits = limits.filter((limit) => limit.definition === LimitDefinition.deposit);
  const date = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
      : '';
  if (excluded) return <p data-testid="wallet-limit-excluded">{t('wallet.limit.excluded')}</p>;
  return (
    <ul className="wallet-limit-list" data-testid="wallet-limit-list">
      {deposits.map((limit) => (
        <li key={limit.id}>
          {t('wallet.limit.reached', {
            current: `${limit.currentAmount ?? 0} ${limit.currency}`,
            amount: `${limit.amount} ${limit.currency}`,
            date: date(limit.expiredAt),
          })}
        </li>
      ))}
    </ul>
  );
}
