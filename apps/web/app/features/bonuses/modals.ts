export {
  CancelActiveBonusModal,
  CancelIssuedBonusModal,
  ChangeActiveBonusModal,
} from './modals/bonus-confirm-action.tsx';
export { BonusDetailsModal } from './modals/bonus-details-modal.tsx';
export { BonusCancelLockModal, CancelUnsettledBonusModal } from './modals/bonus-notice-modals.tsx';
export { PackageBonusModal, WalletBonusInfoModal } from './modals/offer-modals.tsx';
