import { trackEvent } from '../../../lib/analytics.ts';

/** deposit or withdraw: the tab the funnel step happened on. */
export type WalletOperation = 'deposit' | 'withdraw';

/** The wallet funnel steps of spec section 4. */
export type WalletStep =
  | 'open'
  | 'network'
  | 'type'
  | 'selectBonus'
  | 'declineBonuses'
  | 'method'
  | 'sent'
  | 'close'
  | 'promoOpen'
  | 'promoSent';

export function trackWalletStep(step: WalletStep, walletOperationType: WalletOperation) {
  trackEvent('wallet', { step, walletOperationType });
}

export type DepositOutcome = {
  depositAmount: number;
  depositCurrency: string;
  /** Successful deposits of the player so far, this one included (from the invoice statistics). */
  successDepositNumber?: number;
  invoiceId?: string;
  walletType: 'fiat' | 'crypto';
};

export function trackDepositResult(outcome: 'success' | 'failure', payload: DepositOutcome) {
  trackEvent(outcome === 'success' ? 'depositSuccess' : 'depositFailure', payload);
}

export type WithdrawOutcome = {
  withdrawAmount: number;
  withdrawCurrency: string;
  invoiceId?: string;
  walletType: 'fiat' | 'crypto';
};

export function trackWithdrawResult(outcome: 'success' | 'failure', payload: WithdrawOutcome) {
  trackEvent(outcome === 'success' ? 'withdrawSuccess' : 'withdrawFailure', payload);
}
