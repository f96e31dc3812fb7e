// @vitest-environment happy-dom
import { PAYMENT_INVOICE_UPDATED, type Profile } from '@casino/contracts';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertProvider } from '../../../components/alerts/alert-queue.tsx';
import type { ApiClient } from '../../../lib/api-client.ts';
import { FakeCentrifuge } from '../../../lib/realtime/fake-centrifuge.ts';
import { RealtimeConnection } from '../../../lib/realtime/realtime-context.tsx';
import { depositSession } from '../lib/deposit-session.ts';
import { fakeApi, player, renderInSite } from '../test/wallet-harness.tsx';
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
        event: PAYMENT_INVOICE_UPDATED,
        payload: {
          id: 'inv-1',
          number: 1,
          type: 1,
          status: 2,
          method: 'sandbox_bank',
          amount: 50,
          currency: 'EUR',
          createdAt: '2025-01-01T00:00:00.000Z',
          publicData: {},
        },
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
