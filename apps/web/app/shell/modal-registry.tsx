import { type ComponentType, lazy, useState } from 'react';
import { MODAL_ACCESS } from '../components/modals/modal-access.ts';
import { loadModalCode, registerModalCode } from '../components/modals/modal-code.ts';
import type { ModalProps, ModalRegistry } from '../components/modals/modal-types.ts';
import { SuccessModal } from '../components/modals/success-modal.tsx';

type ModalModule = Record<string, ComponentType<ModalProps>>;

const preloads = new Map<ComponentType<ModalProps>, () => Promise<unknown>>();

/**
 * A modal whose code loads when it first opens: each feature's modals are one chunk, so the forms,
 * their validation rules and phone-number metadata stay out of every page's first JavaScript.
 * Code already loaded renders at once (a page opened with the modal's flag hydrates it with the
 * page); a modal that mounted while loading keeps its lazy wrapper, so it never remounts.
 */
function lazyModal<M extends ModalModule>(load: () => Promise<M>, name: keyof M & string) {
  let loaded: ComponentType<ModalProps> | null = null;
  const preload = async () => {
    loaded = (await load())[name] as ComponentType<ModalProps>;
    return loaded;
  };
  const Pending = lazy(async () => ({ default: await preload() }));
  const Modal = (props: ModalProps) => {
    const [Body] = useState(() => loaded ?? Pending);
    return <Body {...props} />;
  };
  preloads.set(Modal, preload);
  return Modal;
}

/** Starts loading the code of the modals a URL's query opens, alongside the page's own. */
export function preloadModals(search: string): Promise<unknown> {
  const flags = [...new URLSearchParams(search).keys()].filter((key) => key in MODAL_ACCESS);
  return Promise.all(flags.map(loadModalCode));
}

const bonuses = () => import('../features/bonuses/modals.ts');
const games = () => import('../features/games/modals.ts');
const identity = () => import('../features/identity/modals.ts');
const limits = () => import('../features/limits/modals.ts');
const loyalty = () => import('../features/loyalty/modals.ts');
const quests = () => import('../features/quests/modals.ts');
const wallet = () => import('../features/wallet/modals.ts');

/**
 * Modals that exist so far; a flag naming any other modal is dropped. Each feature adds its own here:
 * the shell composes features, the modal host (components/modals) knows none of them.
 */
export const MODAL_REGISTRY: ModalRegistry = {
  success: { component: SuccessModal },
  'sign-in': { component: lazyModal(identity, 'SignInModal'), wide: true },
  'sign-up': { component: lazyModal(identity, 'SignUpModal'), closeOnOutsideClick: false, wide: true },
  'sign-up-cancel': { component: lazyModal(identity, 'SignUpCancelModal') },
  'forgot-pass': { component: lazyModal(identity, 'ForgotPassModal') },
  'reset-pass': { component: lazyModal(identity, 'ResetPassModal') },
  'profile-confirmed': { component: lazyModal(identity, 'ProfileConfirmedModal') },
  wallet: { component: lazyModal(wallet, 'WalletModal'), wide: true },
  'cancel-deposit': { component: lazyModal(wallet, 'CancelDepositModal') },
  'deposit-success': { component: lazyModal(wallet, 'DepositSuccessModal') },
  'deposit-error': { component: lazyModal(wallet, 'DepositErrorModal') },
  'deposit-pending': { component: lazyModal(wallet, 'DepositPendingModal') },
  'deposit-redirect': { component: lazyModal(wallet, 'DepositRedirectModal') },
  'equivalent-currency': { component: lazyModal(wallet, 'EquivalentCurrencyModal') },
  'wallet-region': { component: lazyModal(wallet, 'WalletRegionModal') },
  'turn-over-wager': { component: lazyModal(wallet, 'TurnOverWagerModal') },
  'wallet-bonus-info': { component: lazyModal(bonuses, 'WalletBonusInfoModal') },
  'bonus-cancel-lock': { component: lazyModal(bonuses, 'BonusCancelLockModal') },
  'change-active-bonus': { component: lazyModal(bonuses, 'ChangeActiveBonusModal') },
  'cancel-active-bonus': { component: lazyModal(bonuses, 'CancelActiveBonusModal') },
  'cancel-issued-bonus': { component: lazyModal(bonuses, 'CancelIssuedBonusModal') },
  'cancel-unsettled-bonus': { component: lazyModal(bonuses, 'CancelUnsettledBonusModal') },
  'package-bonus': { component: lazyModal(bonuses, 'PackageBonusModal') },
  'bonus-details': { component: lazyModal(bonuses, 'BonusDetailsModal') },
  'mobile-game': { component: lazyModal(games, 'MobileGameModal'), needsValue: true },
  'demo-game': { component: lazyModal(games, 'DemoGameModal'), needsValue: true },
  'geo-restricted-game': { component: lazyModal(games, 'GeoRestrictedGameModal') },
  categories: { component: lazyModal(games, 'CategoriesModal') },
  providers: { component: lazyModal(games, 'ProvidersModal') },
  'max-bets': { component: lazyModal(games, 'MaxBetsModal') },
  'restricted-bets': { component: lazyModal(games, 'RestrictedBetsModal') },
  'add-cash-limit': { component: lazyModal(limits, 'AddCashLimitModal') },
  'edit-cash-limit': { component: lazyModal(limits, 'EditCashLimitModal') },
  'game-limit-reached': { component: lazyModal(limits, 'GameLimitReachedModal') },
  'self-exclusion-limit': { component: lazyModal(limits, 'SelfExclusionLimitModal') },
  'reality-check': { component: lazyModal(limits, 'RealityCheckModal') },
  'loyalty-earn': { component: lazyModal(loyalty, 'LoyaltyEarnModal') },
  'loyalty-level': { component: lazyModal(loyalty, 'LoyaltyLevelModal') },
  'quests-hub': { component: lazyModal(quests, 'QuestsHubModal') },
  'quest-tasks': { component: lazyModal(quests, 'QuestTasksModal') },
  'quest-rewards': { component: lazyModal(quests, 'QuestRewardsModal') },
  'quest-task-games': { component: lazyModal(quests, 'QuestTaskGamesModal') },
};

for (const [name, { component }] of Object.entries(MODAL_REGISTRY)) {
  const preload = preloads.get(component);
  if (preload) registerModalCode(name, preload);
}
