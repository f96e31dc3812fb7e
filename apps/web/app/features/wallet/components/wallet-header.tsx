import type { PaymentMethod } from '@casino/contracts';
import { ModalTitle } from '../../../components/modals/modal-title.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useMethodTitle } from '../hooks/use-method-title.ts';
import { shortPlayerId } from '../lib/method-name.ts';
import type { WalletOperation } from '../lib/wallet-analytics.ts';
import { MethodLogo } from './method-logo.tsx';

type WalletHeaderProps = {
  tab: WalletOperation;
  method: PaymentMethod | undefined;
  currency: string | undefined;
  profileId: string;
};

/** Method logo, title, currency and the short player ID (spec section 2). */
export function WalletHeader({ tab, method, currency, profileId }: WalletHeaderProps) {
  const t = useT('modals');
  const title = useMethodTitle();
  return (
    <header className="wallet-header">
      {method ? <MethodLogo src={method.logo} size={44} /> : <span className="wallet-header__logo-space" />}
      <div className="wallet-header__text">
        <ModalTitle className="wallet-header__title">{t(`wallet.title.${tab}`)}</ModalTitle>
        <p className="wallet-header__meta">
          {method ? <span data-testid="wallet-header-method">{title(method.method)}</span> : null}
          {currency ? <span data-testid="wallet-header-currency">{currency}</span> : null}
          <span className="wallet-header__player-id" data-testid="wallet-player-id">
            {t('wallet.playerId', { id: shortPlayerId(profileId) })}
          </span>
        </p>
      </div>
    </header>
  );
}
