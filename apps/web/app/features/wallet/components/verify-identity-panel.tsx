import { useNavigate } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { useLocalizePath, useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';

/**
 * A withdrawal past the lifetime amount of an unverified player (13009): this replaces the form and
 * sends the player to verify (the provider's page, or the documents page without one); the address has
 * no wallet flag, so the wallet closes on the way.
 */
export function VerifyIdentityPanel({ message, onBack }: { message: string; onBack: () => void }) {
  const t = useT('modals');
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const { sumsub } = useSiteData().init.settings;
  const target = sumsub.enabled ? '/profile/verification' : '/profile/documents';
  return (
    <section className="wallet-panel wallet-panel--limit" data-testid="wallet-verify-identity">
      <span className="wallet-panel__icon">
        <Icon name="id" size={28} />
      </span>
      <h3>{t('wallet.verify.title')}</h3>
      <p className="muted">{message}</p>
      <p className="muted">{t('wallet.verify.text')}</p>
      <button
        type="button"
        className="button button--primary button--block"
        onClick={() => navigate(localize(target))}
        data-testid="wallet-verify-start"
      >
        {t('wallet.verify.action')}
      </button>
      <button type="button" className="button button--ghost button--block" onClick={onBack}>
        {t('wallet.verify.back')}
      </button>
    </section>
  );
}
