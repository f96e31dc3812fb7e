import type { DepositResponse, PaymentMethod, WalletAccount } from '@casino/contracts';
import { ErrorCode } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useModals } from '../../../components/modals/use-modals.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { walletCalls } from '../api/wallet-api.ts';
import { depositSession } from '../lib/deposit-session.ts';
import type { DisplayUnit } from '../lib/display-unit.ts';
import { NETWORK_FIELD } from '../lib/method-fields.ts';
import { trackDepositResult, trackWalletStep } from '../lib/wallet-analytics.ts';

/** What replaces the deposit form once the request has answered. */
export type DepositView =
  | { kind: 'iframe'; action: string }
  | { kind: 'await' }
  | { kind: 'qr'; response: DepositResponse }
  | { kind: 'crypto'; response: DepositResponse; network: string }
  | { kind: 'message'; response: DepositResponse }
  | { kind: 'limit' }
  | { kind: 'limited' };

export type DepositInput = { amount: string; fields: Record<string, string | null> };

type DepositVariables = {
  method: PaymentMethod;
  input: DepositInput;
  /** Puts a 422's field errors on the form's fields; false when it has none for them. */
  applyFieldErrors?: (error: unknown) => boolean;
};

type FlowContext = { account: WalletAccount; unit: DisplayUnit; country: string | null };

/** Where the provider sends the player back: this page (a path of the site), with the matching result modal open. */
function returnUrl(flag: 'deposit-success' | 'deposit-error'): string {
  return `${window.location.pathname}?${flag}=`;
}

/**
 * Sends a deposit and turns the answer into the view of its processing type (spec section 2): the
 * hosted page in an iframe or a new window, a QR code, a crypto address, instructions, or a wait for
 * the provider's redirect. A failed request opens deposit-error; 13100 shows the deposit limit.
 */
export function useDepositFlow({ account, unit, country }: FlowContext) {
  const api = useApi();
  const { open } = useModals();
  const [view, setView] = useState<DepositView | null>(null);

  const mutation = useMutation({
    mutationFn: async ({ method, input }: DepositVariables) => {
      const redirects = method.processingType === 'form' || method.processingType === 'asyncRedirect';
      const { bonus } = depositSession.get();
      return walletCalls.deposit(api, {
        method: method.method,
        currency: account.currency,
        country: country ?? undefined,
        amount: input.amount,
        accountId: account.id,
        redirectSuccessUrl: redirects ? returnUrl('deposit-success') : null,
        redirectErrorUrl: redirects ? returnUrl('deposit-error') : null,
        bonusId: bonus.bonusId,
        isBonusDecline: bonus.isBonusDecline,
        fields: input.fields,
      });
    },
    onMutate: () => trackWalletStep('sent', 'deposit'),
    onSuccess: (response, { method, input }) => {
      depositSession.start({
        invoiceId: response.invoiceId,
        method: method.method,
        processingType: method.processingType,
        amount: Number(input.amount),
        currency: account.currency,
        walletType: unit.type,
        action: response.action,
        startedAt: Date.now(),
      });
      setView(viewOf(method, response, input));
      if (method.processingType === 'form' && response.action) {
        depositSession.sendPaymentWindow(response.action);
        open('deposit-redirect');
      }
      if (method.processingType === 'asyncRedirect' && response.action)
        window.location.assign(response.action);
    },
    onError: (error, { input, applyFieldErrors }) => {
      depositSession.closePaymentWindow();
      trackDepositResult('failure', {
        depositAmount: Number(input.amount),
        depositCurrency: account.currency,
        walletType: unit.type,
      });
      if (error instanceof ApiError && error.code === ErrorCode.depositLimitReached)
        return setView({ kind: 'limit' });
      if (error instanceof ApiError && error.code === ErrorCode.profileLimited)
        return setView({ kind: 'limited' });
      if (applyFieldErrors?.(error)) return;
      setView(null);
      depositSession.finish({
        invoiceId: '',
        status: 'error',
        amount: Number(input.amount),
        currency: account.currency,
      });
      open('deposit-error');
    },
  });

  return {
    view,
    mutation,
    /** A form method's window opens in the click itself, so no pop-up blocker stops it. */
    submit: (variables: DepositVariables) => {
      if (variables.method.processingType === 'form') depositSession.openPaymentWindow();
      mutation.mutate(variables);
    },
    /** Shows the form again (back from a result view). */
    reset: () => {
      depositSession.abandon();
      setView(null);
    },
    /** A crypto deposit moved to another network: the old address's invoice is declined, a new one made. */
    changeNetwork: (method: PaymentMethod, input: DepositInput, network: string) => {
      const previous = depositSession.get().pending?.invoiceId;
      if (previous) {
        depositSession.markDeclined(previous);
        void walletCalls.declineInvoice(api, previous).catch(() => undefined);
      }
      mutation.mutate({
        method,
        input: { ...input, fields: { ...input.fields, [NETWORK_FIELD]: network } },
      });
    },
  };
}

function viewOf(method: PaymentMethod, response: DepositResponse, input: DepositInput): DepositView {
  switch (method.processingType) {
    case 'iframe':
      return response.action ? { kind: 'iframe', action: response.action } : { kind: 'await' };
    case 'qr':
      return method.type === 'address'
        ? { kind: 'crypto', response, network: String(input.fields[NETWORK_FIELD] ?? '') }
        : { kind: 'qr', response };
    case 'message':
      return { kind: 'message', response };
    default:
      return { kind: 'await' };
  }
}
