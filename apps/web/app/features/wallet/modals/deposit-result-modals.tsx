import { ModalTitle } from '../../../components/modals/modal-title.tsx';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import { useModals } from '../../../components/modals/use-modals.ts';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { useWalletAccounts } from '../hooks/use-wallet-accounts.ts';
import { useDepositSession } from '../lib/deposit-session.ts';
import { formatMoney } from '../lib/display-unit.ts';

type Outcome = 'success' | 'error' | 'pending';

const ICONS: Record<Outcome, IconName> = { success: 'check', error: 'alert', pending: 'coin' };

/** The deposit's amount as the player reads it, when this tab made the deposit. */
function useDepositAmount(outcome: Outcome): string | null {
  const { last, pending } = useDepositSession();
  const { locale } = useSiteData();
  const { unitOf } = useWalletAccounts();
  const deposit = outcome === 'pending' ? pending : last?.status === outcome ? last : null;
  return deposit ? formatMoney(deposit.amount, unitOf(deposit.currency), locale) : null;
}

function DepositOutcome({ outcome, close }: { outcome: Outcome; close: () => void }) {
  const t = useT('modals');
  const { open } = useModals();
  const amount = useDepositAmount(outcome);
  const text = amount
    ? t(`wallet.result.${outcome}.textAmount`, { amount })
    : t(`wallet.result.${outcome}.text`);
  return (
    <div
      className={`success-modal deposit-outcome deposit-outcome--${outcome}`}
      data-testid={`deposit-${outcome}`}
    >
      <span className="success-modal__icon">
        <Icon name={ICONS[outcome]} size={32} />
      </span>
      <ModalTitle>{t(`wallet.result.${outcome}.title`)}</ModalTitle>
      <p>{text}</p>
      <div className="confirm-modal__actions">
        <button type="button" className="button button--primary button--block" onClick={close}>
          {t(`wallet.result.${outcome}.button`)}
        </button>
        {outcome === 'error' ? (
          <button
            type="button"
            className="button button--ghost button--block"
            onClick={() => open('wallet', { value: 'deposit', closing: ['deposit-error'] })}
            data-testid="deposit-error-retry"
          >
            {t('wallet.result.error.retry')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** The deposit went through (logged-in only). */
export function DepositSuccessModal({ close }: ModalProps) {
  return <DepositOutcome outcome="success" close={close} />;
}

/** The deposit failed, or its request did (logged-in only). */
export function DepositErrorModal({ close }: ModalProps) {
  return <DepositOutcome outcome="error" close={close} />;
}

/** The provider is taking long: the player hears about it when it is done (logged-in only). */
export function DepositPendingModal({ close }: ModalProps) {
  return <DepositOutcome outcome="pending" close={close} />;
}
