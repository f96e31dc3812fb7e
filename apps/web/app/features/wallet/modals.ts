export { WalletModal } from './components/wallet-modal.tsx';
export { CancelDepositModal } from './modals/cancel-deposit-modal.tsx';
export { DepositRedirectModal } from './modals/deposit-redirect-modal.tsx';
export {
  DepositErrorModal,
  DepositPendingModal,
  DepositSuccessModal,
} from './modals/deposit-result-modals.tsx';
export { EquivalentCurrencyModal } from './modals/equivalent-currency-modal.tsx';
export { TurnOverWagerModal } from './modals/turn-over-wager-modal.tsx';
export { WalletRegionModal } from './modals/wallet-region-modal.tsx';
