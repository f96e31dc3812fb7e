import type { PaymentProcessingType } from '@casino/contracts';
import { useSyncExternalStore } from 'react';
import type { DepositBonusChoice } from '../../bonuses/deposit.ts';

/** A deposit this tab started and still waits for (its final status comes on payment:invoices). */
export type PendingDeposit = {
  invoiceId: string;
  method: string;
  processingType: PaymentProcessingType;
  /** In the currency's unit, as the API has it. */
  amount: number;
  currency: string;
  walletType: 'fiat' | 'crypto';
  /** The hosted page, once known (asyncRedirect brings it later). */
  action: string | null;
  startedAt: number;
};

/** The deposit bonus choice the next deposit request carries (spec: bonusId, isBonusDecline). */
export type BonusChoice = DepositBonusChoice;
export const NO_BONUS_CHOICE: BonusChoice = {
  bonusId: null,
  isBonusDecline: false,
  codeOpen: false,
  byAmount: false,
};

export type DepositResult = {
  invoiceId: string;
  status: 'success' | 'error';
  amount: number;
  currency: string;
};

type DepositSession = {
  pending: PendingDeposit | null;
  last: DepositResult | null;
  bonus: BonusChoice;
};

/**
 * What the wallet modal, its result modals and the realtime listener share about this tab's deposit.
 * It lives in the browser only: nothing writes it while rendering, so the server never holds a value.
 */
let state: DepositSession = { pending: null, last: null, bonus: NO_BONUS_CHOICE };
const listeners = new Set<() => void>();
/** The payment window a form method opened; closed when the deposit fails. */
let paymentWindow: Window | null = null;
/** Invoices this tab declined itself (a network change): their error is no news to the player. */
const declined = new Set<string>();

function set(next: Partial<DepositSession>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const depositSession = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  start(pending: PendingDeposit) {
    set({ pending });
  },
  setAction(invoiceId: string, action: string) {
    if (state.pending?.invoiceId === invoiceId) set({ pending: { ...state.pending, action } });
  },
  /** Ends the tracked deposit with its outcome; the payment window closes on an error. */
  finish(result: DepositResult) {
    if (result.status === 'error') closePaymentWindow();
    else paymentWindow = null;
    set({ pending: null, last: result });
  },
  /** Forgets the tracked deposit (the player left it, or chose another network). */
  abandon() {
    set({ pending: null });
  },
  chooseBonus(bonus: BonusChoice) {
    set({ bonus });
  },
  clearBonus() {
    if (state.bonus !== NO_BONUS_CHOICE) set({ bonus: NO_BONUS_CHOICE });
  },
  markDeclined(invoiceId: string) {
    declined.add(invoiceId);
  },
  wasDeclined(invoiceId: string) {
    return declined.has(invoiceId);
  },
  /** Opened blank in the click itself; the address follows the answer (sendPaymentWindow). */
  openPaymentWindow() {
    closePaymentWindow();
    paymentWindow = window.open('', '_blank');
    return paymentWindow;
  },
  sendPaymentWindow(action: string) {
    if (paymentWindow && !paymentWindow.closed) paymentWindow.location.href = action;
    else paymentWindow = window.open(action, '_blank');
  },
  closePaymentWindow,
};

function closePaymentWindow() {
  if (paymentWindow && !paymentWindow.closed) paymentWindow.close();
  paymentWindow = null;
}

export function useDepositSession(): DepositSession {
  return useSyncExternalStore(depositSession.subscribe, depositSession.get, depositSession.get);
}
