import type { ComponentType } from 'react';
import {
  CategoriesModal,
  DemoGameModal,
  GeoRestrictedGameModal,
  MaxBetsModal,
  MobileGameModal,
  ProvidersModal,
  RestrictedBetsModal,
} from '../../features/games/modals.ts';
import {
  ForgotPassModal,
  ProfileConfirmedModal,
  ResetPassModal,
  SignInModal,
  SignUpCancelModal,
  SignUpModal,
} from '../../features/identity/modals.ts';
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
} from '../../features/wallet/modals.ts';
import { SuccessModal } from './success-modal.tsx';

export type ModalProps = {
  /** The query flag's value, e.g. `deposit` for `?wallet=deposit`. */
  value: string;
  /** Closes this modal, whatever its close guard says (after a success, say). */
  close: () => void;
  /**
   * Sets a check run before the close button, escape or an outside click close the modal; it returns
   * false to keep it open (it may open a confirmation instead). Null removes it.
   */
  setCloseGuard: (guard: (() => boolean) | null) => void;
};

export type ModalDefinition = {
  component: ComponentType<ModalProps>;
  /** Sign-up keeps its modal open on an outside click; every other modal closes. */
  closeOnOutsideClick?: boolean;
  /** A wider frame for modals with a side panel (sign-in, sign-up, the wallet). */
  wide?: boolean;
};

/** Modals that exist so far; a flag naming any other modal is dropped. Each domain adds its own here. */
export const MODAL_REGISTRY: Record<string, ModalDefinition> = {
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
