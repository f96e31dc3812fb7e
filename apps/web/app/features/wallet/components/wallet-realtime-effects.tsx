import { AccountStatus, type Invoice, invoicePushSchema, walletAccountPushSchema } from '@casino/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAlerts } from '../../../components/alerts/alert-queue.tsx';
import { useModals } from '../../../components/modals/use-modals.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { usePlayerRealtimeEvent } from '../../../lib/realtime/realtime-context.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { parseUserAgent } from '../../../lib/user-agent.ts';
import { WALLET_QUERY_KEY, walletQueries } from '../api/wallet-api.ts';
import { useWalletAccounts } from '../hooks/use-wallet-accounts.ts';
import { withActiveAccount } from '../lib/account-list.ts';
import { depositSession, type PendingDeposit, useDepositSession } from '../lib/deposit-session.ts';
import { formatMoney } from '../lib/display-unit.ts';
import { invoiceReaction } from '../lib/invoice-outcome.ts';
import { totalCount } from '../lib/invoice-statistics.ts';
import { trackDepositResult } from '../lib/wallet-analytics.ts';

/** A deposit paid on the provider's page that has not ended after this long opens deposit-pending. */
export const DEPOSIT_PENDING_AFTER_MS = 120_000;

/**
 * The wallet's live side, mounted once in the layout for a signed-in player: account pushes keep the
 * balances (header included) current; invoice pushes raise alerts and end this tab's deposit with its
 * result modal (or send an asyncRedirect deposit to its provider).
 */
export function WalletRealtimeEffects() {
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT('alerts');
  const pushAlert = useAlerts();
  const { open } = useModals();
  const { locale } = useSiteData();
  const { unitOf } = useWalletAccounts();

  // A new player, or none: the last one's wallet data goes.
  useEffect(() => () => queryClient.removeQueries({ queryKey: [WALLET_QUERY_KEY] }), [queryClient]);

  // `{ event: 'account.balance.updated', account }` (client contract section 13).
  usePlayerRealtimeEvent('wallet:accounts', (data) => {
    const parsed = walletAccountPushSchema.safeParse(data);
    if (!parsed.success) return;
    const { account } = parsed.data;
    queryClient.setQueryData(walletQueries.accounts(api).queryKey, (list) => {
      if (!list) return list;
      const next = withActiveAccount(list, account);
      return account.status === AccountStatus.hidden ? next.filter((item) => item.id !== account.id) : next;
    });
    // A balance can move by a staff adjustment: its list (when shown) reads again.
    void queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_KEY, 'adjustments'] });
  });

  // `{ event: 'invoice.deposit.updated' | 'invoice.withdrawal.updated', invoice }`.
  usePlayerRealtimeEvent('payment:invoices', (data) => {
    const parsed = invoicePushSchema.safeParse(data);
    if (!parsed.success) return;
    const { invoice } = parsed.data;
    const { pending } = depositSession.get();
    const reaction = invoiceReaction(invoice, pending, depositSession.wasDeclined(invoice.id));
    void queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_KEY, 'invoices'] });
    void queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_KEY, 'invoice-statistics'] });
    if (reaction.redirect) {
      depositSession.setAction(invoice.id, reaction.redirect);
      window.location.assign(reaction.redirect);
      return;
    }
    if (reaction.alert) {
      const amount = formatMoney(invoice.amount, unitOf(invoice.currency), locale);
      const success = reaction.alert === 'depositSuccess' || reaction.alert === 'withdrawalPaid';
      pushAlert({
        type: success ? 'success' : 'error',
        title: t(`wallet.${reaction.alert}.title`),
        text: t(`wallet.${reaction.alert}.text`, { amount }),
      });
    }
    if (reaction.modal && pending) finishDeposit(invoice, pending, reaction.modal);
  });

  function finishDeposit(
    invoice: Invoice,
    pending: PendingDeposit,
    modal: 'deposit-success' | 'deposit-error',
  ) {
    const success = modal === 'deposit-success';
    depositSession.finish({
      invoiceId: invoice.id,
      status: success ? 'success' : 'error',
      amount: invoice.amount,
      currency: invoice.currency,
    });
    open(modal, { closing: ['wallet', 'deposit-redirect', 'deposit-pending', 'cancel-deposit'] });
    void reportDeposit(api, queryClient, invoice, pending, success);
  }

  useMobileAccountsReload(queryClient, api);
  usePendingDepositWatch(() =>
    open('deposit-pending', { closing: ['wallet', 'deposit-redirect', 'cancel-deposit'] }),
  );
  return null;
}

/** The deposit analytics, with the player's count of successful deposits for a success. */
async function reportDeposit(
  api: ApiClient,
  queryClient: QueryClient,
  invoice: Invoice,
  pending: PendingDeposit,
  success: boolean,
) {
  const base = {
    depositAmount: invoice.amount,
    depositCurrency: invoice.currency,
    invoiceId: invoice.id,
    walletType: pending.walletType,
  };
  if (!success) return trackDepositResult('failure', base);
  const successDepositNumber = await queryClient
    .fetchQuery({ ...walletQueries.statistics(api), staleTime: 0 })
    .then((statistics) => totalCount(statistics, 'depositsCount'))
    .catch(() => undefined);
  trackDepositResult('success', { ...base, successDepositNumber });
}

/** A deposit left on the provider's page (new window or redirect) for long opens deposit-pending once. */
function usePendingDepositWatch(onLong: () => void) {
  const latest = useRef(onLong);
  latest.current = onLong;
  const { pending } = useDepositSession();
  const watched =
    pending && (pending.processingType === 'form' || pending.processingType === 'asyncRedirect');
  const invoiceId = watched ? pending.invoiceId : null;
  const startedAt = pending?.startedAt ?? 0;
  useEffect(() => {
    if (!invoiceId) return;
    const wait = Math.max(0, startedAt + DEPOSIT_PENDING_AFTER_MS - Date.now());
    const timer = setTimeout(() => latest.current(), wait);
    return () => clearTimeout(timer);
  }, [invoiceId, startedAt]);
}

/** On a phone or tablet coming back to the foreground, the balances load again (spec section 4). */
function useMobileAccountsReload(queryClient: QueryClient, api: ApiClient) {
  useEffect(() => {
    if (!parseUserAgent(navigator.userAgent).mobile) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible')
        void queryClient.invalidateQueries({ queryKey: walletQueries.accounts(api).queryKey });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [queryClient, api]);
}
