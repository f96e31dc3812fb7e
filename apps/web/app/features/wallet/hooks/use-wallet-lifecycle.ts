import { useEffect, useRef } from 'react';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import { useModals } from '../../../components/modals/use-modals.ts';
import { depositSession } from '../lib/deposit-session.ts';
import { trackWalletStep, type WalletOperation } from '../lib/wallet-analytics.ts';

/**
 * The wallet's coming and going: `open` on arrival; closing on the deposit tab asks first
 * (cancel-deposit); on leaving, `close` and the chosen wallet bonus is cleared.
 */
export function useWalletLifecycle(tab: WalletOperation, setCloseGuard: ModalProps['setCloseGuard']) {
  const { open } = useModals();
  const tabRef = useRef(tab);
  tabRef.current = tab;

  useEffect(() => {
    trackWalletStep('open', tabRef.current);
    return () => {
      depositSession.clearBonus();
      trackWalletStep('close', tabRef.current);
    };
  }, []);

  useEffect(() => {
    setCloseGuard(
      tab === 'deposit'
        ? () => {
            open('cancel-deposit');
            return false;
          }
        : null,
    );
  }, [tab, open, setCloseGuard]);
}
