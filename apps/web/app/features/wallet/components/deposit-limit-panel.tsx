import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { useLocalizePath } from '../../../lib/site-data.ts';

/**
 * The deposit limit is reached (13100): this replaces the form. More info leaves for the limits page,
 * whose address has no wallet flag, so the wallet closes on the way.
 */
export function DepositLimitPanel() {
  const { t } = useTranslation('modals');
  const navigate = useNavigate();
  const localize = useLocalizePath();
  return (
    <section className="wallet-panel wallet-panel--limit" data-testid="wallet-deposit-limit">
      <span className="wallet-panel__icon">
        <Icon name="shield" size={28} />
      </span>
      <h3>{t('wallet.limit.title')}</h3>
      <p className="muted">{t('wallet.limit.text')}</p>
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
