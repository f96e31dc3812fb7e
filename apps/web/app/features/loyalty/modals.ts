export { LoyaltyEarnModal } from './modals/loyalty-earn-modal.tsx';
export { LoyaltyLevelModal } from './modals/loyalty-level-modal.tsx';
