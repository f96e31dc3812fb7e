import type { PaymentMethod, WalletAccount } from '@casino/contracts';
import { ErrorCode } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAlerts } from '../../../components/alerts/alert-queue.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useStepUp } from '../../../lib/step-up.ts';
import { useT } from '../../../lib/use-t.ts';
import { WALLET_QUERY_KEY, walletCalls } from '../api/wallet-api.ts';
import type { WithdrawInput } from '../components/withdraw-form.tsx';
import type { DisplayUnit } from '../lib/display-unit.ts';
import { trackWalletStep, trackWithdrawResult } from '../lib/wallet-analytics.ts';

type WithdrawVariables = {
  method: PaymentMethod;
  input: WithdrawInput;
  applyFieldErrors: (error: unknown) => boolean;
};

type WithdrawContext = {
  account: WalletAccount;
  unit: DisplayUnit;
  country: string | null;
  /** Closes the wallet after a withdrawal went through. */
  onDone: () => void;
};

/**
 * Sends a withdrawal (spec section 8): success shows the withdrawal-processed alert and closes the
 * wallet; a step-up refusal shows the code field; a 422 puts its errors on the fields; an open turnover
 * brings its panel; an unverified player past the lifetime amount (13009) gets the verify-identity
 * panel; anything else is the
 * something-went-wrong alert.
 */
export function useWithdraw({ account, unit, country, onDone }: WithdrawContext) {
  const api = useApi();
  const t = useT('alerts');
  const pushAlert = useAlerts();
  const queryClient = useQueryClient();
  const stepUp = useStepUp();
  const mutation = useMutation({
    mutationFn: ({ method, input }: WithdrawVariables) =>
      walletCalls.withdraw(
        api,
        {
          method: method.method,
          currency: account.currency,
          country: country ?? undefined,
          amount: input.amount,
          accountId: account.id,
          fields: input.fields,
        },
        stepUp.options(),
      ),
    onMutate: () => trackWalletStep('sent', 'withdraw'),
    onSuccess: ({ invoice }) => {
      trackWithdrawResult('success', {
        withdrawAmount: invoice.amount,
        withdrawCurrency: invoice.currency,
        invoiceId: invoice.id,
        walletType: unit.type,
      });
      pushAlert({
        type: 'success',
        title: t('wallet.withdrawalProcessed.title'),
        text: t('wallet.withdrawalProcessed.text'),
      });
      void queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_KEY] });
      stepUp.reset();
      onDone();
    },
    onError: (error, { input, applyFieldErrors }) => {
      trackWithdrawResult('failure', {
        withdrawAmount: Number(input.amount),
        withdrawCurrency: account.currency,
        walletType: unit.type,
      });
      // The withdraw panel shows the verify-identity panel from the mutation's error.
      if (error instanceof ApiError && error.code === ErrorCode.verificationRequired) return;
      if (error instanceof ApiError && error.code === ErrorCode.turnoverWagerOpen) {
        void queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_KEY, 'turnover-wager'] });
        return;
      }
      // Players with 2FA on confirm with a code (decision 0022): the form shows the field.
      if (stepUp.handle(error)) return;
      if (applyFieldErrors(error)) return;
      pushAlert({ type: 'error', title: t('somethingWentWrong.title'), text: t('somethingWentWrong.text') });
    },
  });
  return { ...mutation, stepUp };
}
