// @vitest-environment happy-dom
import {
  AccountStatus,
  INVOICE_DEPOSIT_UPDATED,
  type Profile,
  WALLET_ACCOUNT_UPDATED,
  type WalletAccount,
} from '@casino/contracts';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertProvider } from '../../../components/alerts/alert-queue.tsx';
import type { ApiClient } from '../../../lib/api-client.ts';
import { FakeCentrifuge } from '../../../lib/realtime/fake-centrifuge.ts';
import { RealtimeConnection } from '../../../lib/realtime/realtime-context.tsx';
import { depositSession } from '../lib/deposit-session.ts';
import { testInvoice } from '../test/invoice-fixture.ts';
import { EUR_ACCOUNT, fakeApi, player, renderInSite } from '../test/wallet-harness.tsx';
import { DEPOSIT_PENDING_AFTER_MS, WalletRealtimeEffects } from './wallet-realtime-effects.tsx';

const fake = vi.hoisted(() => ({ api: null as unknown as ApiClient, player: null as Profile | null }));
vi.mock('../../../lib/api-context.tsx', () => ({ useApi: () => fake.api }));
vi.mock('../../../lib/session/session-context.tsx', () => ({
  useSession: () => ({ player: fake.player, isLoggedIn: !!fake.player }),
}));

let centrifuge: FakeCentrifuge;

/** The layout's realtime effects, on a page where a deposit's pop-up notice is open. */
async function mount() {
  fake.api = fakeApi().api;
  fake.player = player(1);
  centrifuge = new FakeCentrifuge();
  const site = renderInSite(
    <RealtimeConnection profileId="p1" getPlayerToken={async () => 'token'} factory={async () => centrifuge}>
      <AlertProvider>
        <WalletRealtimeEffects />
      </AlertProvider>
    </RealtimeConnection>,
    { url: '/?wallet=deposit&deposit-redirect=' },
  );
  await act(async () => undefined);
  return site;
}

function startDeposit(processingType: 'form' | 'asyncRedirect' | 'iframe') {
  act(() =>
    depositSession.start({
      invoiceId: 'inv-1',
      method: 'sandbox_bank',
      processingType,
      amount: 50,
      currency: 'EUR',
      walletType: 'fiat',
      action: 'https://pay.example/1',
      startedAt: Date.now(),
    }),
  );
}

const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

describe('deposit left on the provider page', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => {
    cleanup();
    depositSession.abandon();
    vi.useRealTimers();
  });

  it('waits 120 s', () => expect(DEPOSIT_PENDING_AFTER_MS).toBe(120_000));

  it.each(['form', 'asyncRedirect'] as const)(
    'opens deposit-pending in place of the wallet when a %s deposit is still pending after 120 s',
    async (processingType) => {
      const { flags } = await mount();
      startDeposit(processingType);
      await wait(119_999);
      expect(flags()).not.toContain('deposit-pending');
      await wait(1);
      expect(flags()).toEqual(['deposit-pending']);
    },
  );

  it('does not open deposit-pending when the invoice settles before', async () => {
    const { flags } = await mount();
    startDeposit('form');
    await wait(60_000);
    act(() =>
      centrifuge.publish('payment:invoices#p1', {
        event: INVOICE_DEPOSIT_UPDATED,
        invoice: testInvoice({
          number: 1,
          invoiceType: 1,
          status: 2,
          paymentMethod: 'sandbox_bank',
        }),
      }),
    );
    await wait(0);
    expect(flags()).toEqual(['deposit-success']);
    await wait(DEPOSIT_PENDING_AFTER_MS);
    expect(flags()).toEqual(['deposit-success']);
  });

  it('does not watch a deposit that stays inside the wallet (iframe)', async () => {
    const { flags } = await mount();
    startDeposit('iframe');
    await wait(DEPOSIT_PENDING_AFTER_MS * 2);
    expect(flags()).not.toContain('deposit-pending');
  });
});

describe('account pushes', () => {
  afterEach(() => cleanup());

  const USD: WalletAccount = {
    ...EUR_ACCOUNT,
    id: 'acc-2',
    currency: 'USD',
    status: AccountStatus.inactive,
    isActive: false,
  };
  const push = (account: WalletAccount) =>
    act(() => centrifuge.publish('wallet:accounts#p1', { event: WALLET_ACCOUNT_UPDATED, account }));

  it('replaces the pushed account, moves the active one and drops a hidden one', async () => {
    const { queryClient } = await mount();
    const accounts = () => queryClient.getQueryData<WalletAccount[]>(['wallet', 'accounts']);
    queryClient.setQueryData(['wallet', 'accounts'], [EUR_ACCOUNT, USD]);

    push({ ...USD, status: AccountStatus.active, isActive: true, balance: 7 });
    expect(accounts()?.map((item) => [item.currency, item.status, item.isActive, item.balance])).toEqual([
      ['EUR', AccountStatus.inactive, false, 100],
      ['USD', AccountStatus.active, true, 7],
    ]);

    push({ ...EUR_ACCOUNT, status: AccountStatus.hidden, isActive: false });
    expect(accounts()?.map((item) => item.currency)).toEqual(['USD']);
  });
});
