import type { ModalRegistry } from '../components/modals/modal-types.ts';
import { SuccessModal } from '../components/modals/success-modal.tsx';
import {
  CategoriesModal,
  DemoGameModal,
  GeoRestrictedGameModal,
  MaxBetsModal,
  MobileGameModal,
  ProvidersModal,
  RestrictedBetsModal,
} from '../features/games/modals.ts';
import {
  ForgotPassModal,
  ProfileConfirmedModal,
  ResetPassModal,
  SignInModal,
  SignUpCancelModal,
  SignUpModal,
} from '../features/identity/modals.ts';
import {
  CancelDepositModal,
  DepositErrorModal,
  DepositPendingModal,
  DepositRedirectModal,
  DepositSuccessModal,
  EquivalentCurrencyModal,
  TurnOverWagerModal,
  WalletModal,
  WalletRegionModal,
} from '../features/wallet/modals.ts';

/**
 * Modals that exist so far; a flag naming any other modal is dropped. Each feature adds its own here:
 * the shell composes features, the modal host (components/modals) knows none of them.
 */
export const MODAL_REGISTRY: ModalRegistry = {
  success: { component: SuccessModal },
  'sign-in': { component: SignInModal, wide: true },
  'sign-up': { component: SignUpModal, closeOnOutsideClick: false, wide: true },
  'sign-up-cancel': { component: SignUpCancelModal },
  'forgot-pass': { component: ForgotPassModal },
  'reset-pass': { component: ResetPassModal },
  'profile-confirmed': { component: ProfileConfirmedModal },
  wallet: { component: WalletModal, wide: true },
  'cancel-deposit': { component: CancelDepositModal },
  'deposit-success': { component: DepositSuccessModal },
  'deposit-error': { component: DepositErrorModal },
  'deposit-pending': { component: DepositPendingModal },
  'deposit-redirect': { component: DepositRedirectModal },
  'equivalent-currency': { component: EquivalentCurrencyModal },
  'wallet-region': { component: WalletRegionModal },
  'turn-over-wager': { component: TurnOverWagerModal },
  'mobile-game': { component: MobileGameModal },
  'demo-game': { component: DemoGameModal },
  'geo-restricted-game': { component: GeoRestrictedGameModal },
  categories: { component: CategoriesModal },
  providers: { component: ProvidersModal },
  'max-bets': { component: MaxBetsModal },
  'restricted-bets': { component: RestrictedBetsModal },
};
