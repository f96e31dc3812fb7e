// @vitest-environment happy-dom
import { ErrorCode, type Profile } from '@casino/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import modals from '../../../../../../content/en/modals.json';
import { AlertProvider } from '../../../components/alerts/alert-queue.tsx';
import type { ApiClient } from '../../../lib/api-client.ts';
import { errorReply, fakeApi, method, player, type Reply, renderInSite } from '../test/wallet-harness.tsx';
import { WalletModal } from './wallet-modal.tsx';

const fake = vi.hoisted(() => ({ api: null as unknown as ApiClient, player: null as Profile | null }));
vi.mock('../../../lib/api-context.tsx', () => ({ useApi: () => fake.api }));
vi.mock('../../../lib/session/session-context.tsx', () => ({
  useSession: () => ({ player: fake.player, isLoggedIn: !!fake.player }),
}));

const texts = modals.wallet.methods;
const methodsCall = (tab: 'deposit' | 'withdraw') =>
  `GET /api/payment/methods/${tab === 'deposit' ? 'deposit' : 'withdrawal'}`;

function openWallet(tab: 'deposit' | 'withdraw', methods: Reply) {
  const { api, calls } = fakeApi({
    [methodsCall(tab)]: methods,
    'GET /api/payment/turnover-wager': { body: { data: null } },
  });
  fake.api = api;
  fake.player = player(1);
  renderInSite(
    <AlertProvider>
      <WalletModal value={tab} close={vi.fn()} setCloseGuard={vi.fn()} />
    </AlertProvider>,
    {
      url: `/?wallet=${tab}`,
      profile: fake.player,
    },
  );
  return calls;
}

describe('the wallet and its payment provider', () => {
  afterEach(cleanup);

  it.each(['deposit', 'withdraw'] as const)(
    'says on the %s tab that no payment provider is configured (13010), not that the region has no method',
    async (tab) => {
      openWallet(tab, errorReply(404, ErrorCode.paymentProviderMissing));
      const notice = await screen.findByTestId('wallet-no-provider');
      expect(notice.textContent).toContain(texts.noProvider);
      expect(screen.queryByText(texts.notAvailable)).toBeNull();
      expect(screen.queryByTestId('wallet-methods-empty')).toBeNull();
    },
  );

  it.each(['deposit', 'withdraw'] as const)(
    'labels the sandbox’s methods as test money on the %s tab',
    async (tab) => {
      openWallet(tab, { body: { data: [{ ...method('iframe'), testMoney: true }] } });
      const label = await screen.findByTestId('wallet-test-money');
      expect(label.textContent).toContain(texts.testMoney);
      expect(label.textContent).toContain(texts.testMoneyText);
    },
  );

  it('shows no test-money label for a real provider’s methods', async () => {
    const calls = openWallet('deposit', { body: { data: [method('iframe')] } });
    await screen.findByTestId('wallet-methods');
    await waitFor(() => expect(calls).toContain(methodsCall('deposit')));
    expect(screen.queryByTestId('wallet-test-money')).toBeNull();
  });
});
