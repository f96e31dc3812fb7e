export { AddCashLimitModal, EditCashLimitModal } from './modals/cash-limit-modals.tsx';
export { GameLimitReachedModal, SelfExclusionLimitModal } from './modals/exclusion-modals.tsx';
export { RealityCheckModal } from './modals/reality-check-modal.tsx';
