import { useQuery } from '@tanstack/react-query';
import { ModalTitle } from '../../../components/modals/modal-title.tsx';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { walletQueries } from '../api/wallet-api.ts';
import { isTurnoverOpen, TurnoverPanel } from '../components/turnover-panel.tsx';
import { useWalletAccounts } from '../hooks/use-wallet-accounts.ts';

/** The open turnover wager of the active currency, as the withdraw tab shows it. */
export function TurnOverWagerModal({ close }: ModalProps) {
  const t = useT('modals');
  const api = useApi();
  const { locale } = useSiteData();
  const { active, unitOf } = useWalletAccounts();
  const currency = active?.currency ?? '';
  const wager = useQuery({ ...walletQueries.turnoverWager(api, currency), enabled: !!currency });
  return (
    <div className="turnover-modal" data-testid="turn-over-wager">
      <ModalTitle>{t('wallet.turnover.title')}</ModalTitle>
      {wager.isPending ? <Spinner label={t('wallet.turnover.loading')} /> : null}
      {isTurnoverOpen(wager.data) ? (
        <TurnoverPanel wager={wager.data} unit={unitOf(currency)} locale={locale} titled={false} />
      ) : wager.isSuccess ? (
        <p className="muted">{t('wallet.turnover.none')}</p>
      ) : null}
      <button type="button" className="button button--primary button--block" onClick={close}>
        {t('wallet.turnover.close')}
      </button>
    </div>
  );
}
