// @vitest-environment happy-dom
import { ErrorCode, type Profile } from '@casino/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertProvider } from '../../../components/alerts/alert-queue.tsx';
import type { ApiClient } from '../../../lib/api-client.ts';
import { depositSession } from '../lib/deposit-session.ts';
import { errorReply, fakeApi, method, player, type Reply, renderInSite } from '../test/wallet-harness.tsx';
import { WalletModal } from './wallet-modal.tsx';
import { DEPOSIT_PENDING_AFTER_MS, WalletRealtimeEffects } from './wallet-realtime-effects.tsx';

const fake = vi.hoisted(() => ({ api: null as unknown as ApiClient, player: null as Profile | null }));
vi.mock('../../../lib/api-context.tsx', () => ({ useApi: () => fake.api }));
vi.mock('../../../lib/session/session-context.tsx', () => ({
  useSession: () => ({ player: fake.player, isLoggedIn: !!fake.player }),
}));

const METHODS = 'GET /api/payment/methods/deposit';
const DEPOSIT = 'POST /api/payment/invoices/deposit';
const bank = method('iframe');
const methodsOk: Reply = { body: { data: [bank] } };

function openWallet(status: number, routes: Record<string, Reply>) {
  const { api, calls } = fakeApi(routes);
  fake.api = api;
  fake.player = player(status);
  const site = renderInSite(
    <>
      <WalletModal value="deposit" close={vi.fn()} setCloseGuard={vi.fn()} />
      <AlertProvider>
        <WalletRealtimeEffects />
      </AlertProvider>
    </>,
    { profile: fake.player },
  );
  return { ...site, calls };
}

const shown = (testId: string) => screen.queryByTestId(testId) !== null;

async function submitDeposit() {
  const submit = await screen.findByTestId('wallet-submit');
  await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
  fireEvent.click(submit);
}

describe('wallet modal, deposit tab', () => {
  afterEach(() => {
    cleanup();
    depositSession.abandon();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('offers an active player the methods and the form', async () => {
    openWallet(1, { [METHODS]: methodsOk });
    expect(await screen.findByTestId('wallet-deposit-form')).toBeTruthy();
    expect(shown('wallet-methods')).toBe(true);
    expect(shown('wallet-limited')).toBe(false);
  });

  it('shows a limited player (status 2) the limited notice instead of the methods and the form', async () => {
    const { calls } = openWallet(2, { [METHODS]: methodsOk });
    await waitFor(() => expect(calls).toContain(METHODS));
    await waitFor(() => expect(calls).toContain('GET /api/wallet/accounts'));
    expect(await screen.findByTestId('wallet-limited')).toBeTruthy();
    expect(shown('wallet-methods')).toBe(false);
    expect(shown('wallet-deposit-form')).toBe(false);
  });

  it('shows the limited notice when the deposit answers 403 with 13004', async () => {
    const { calls, flags } = openWallet(1, {
      [METHODS]: methodsOk,
      [DEPOSIT]: errorReply(403, ErrorCode.profileLimited),
    });
    await submitDeposit();
    expect(await screen.findByTestId('wallet-limited')).toBeTruthy();
    expect(calls).toContain(DEPOSIT);
    expect(shown('wallet-deposit-form')).toBe(false);
    expect(shown('wallet-methods')).toBe(false);
    expect(flags()).not.toContain('deposit-error');
  });

  it('shows the deposit limit instead of the form when the methods call answers 13100', async () => {
    openWallet(1, { [METHODS]: errorReply(403, ErrorCode.depositLimitReached) });
    expect(await screen.findByTestId('wallet-deposit-limit')).toBeTruthy();
    expect(shown('wallet-methods')).toBe(false);
    expect(shown('wallet-deposit-form')).toBe(false);
  });

  it('shows the deposit limit instead of the form when the deposit answers 13100', async () => {
    const { flags } = openWallet(1, {
      [METHODS]: methodsOk,
      [DEPOSIT]: errorReply(403, ErrorCode.depositLimitReached),
    });
    await submitDeposit();
    expect(await screen.findByTestId('wallet-deposit-limit')).toBeTruthy();
    expect(shown('wallet-deposit-form')).toBe(false);
    expect(flags()).not.toContain('deposit-error');
  });

  it('says how much of the deposit limit is left when the deposit asked for more (issue 28, item 12)', async () => {
    const limit = {
      id: 'l1',
      definition: 3,
      status: 1,
      period: 'daily',
      amount: 30,
      currentAmount: 10,
      currency: 'EUR',
      startedAt: '2030-01-01T00:00:00.000Z',
      expiredAt: '2030-01-02T00:00:00.000Z',
      createdAt: '2030-01-01T00:00:00.000Z',
      updatedAt: '2030-01-01T00:00:00.000Z',
      cancelProcess: false,
      pendingExist: false,
      pendingAmount: null,
      pendingAt: null,
    };
    openWallet(1, {
      [METHODS]: methodsOk,
      [DEPOSIT]: errorReply(403, ErrorCode.depositLimitReached),
      'GET /api/player/limits': { body: { data: [limit] } },
    });
    await submitDeposit();
    const panel = await screen.findByTestId('wallet-deposit-limit');
    await waitFor(() =>
      expect(panel.querySelector('h3')?.textContent).toBe('This deposit would pass your deposit limit'),
    );
    expect(panel.textContent).not.toContain('reached');
    expect(screen.getByTestId('wallet-limit-text').textContent).toContain('You can still deposit 20,00 EUR');
    expect(screen.getByTestId('wallet-limit-list').textContent).toMatch(/^20,00 EUR of 30,00 EUR left/);
    fireEvent.click(screen.getByTestId('wallet-limit-smaller'));
    expect(await screen.findByTestId('wallet-deposit-form')).toBeTruthy();
  });

  it("leaves the wallet for the page's localized limits page from the deposit limit's more info", async () => {
    const { router } = openWallet(1, { [METHODS]: errorReply(403, ErrorCode.depositLimitReached) });
    fireEvent.click(await screen.findByTestId('wallet-limit-more'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/profile/limits'));
    expect(router.state.location.search).toBe('');
  });

  it('opens deposit-pending when a pop-up deposit sent from the form is still pending after 120 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const popup = vi.spyOn(window, 'open').mockReturnValue(null);
    const { flags } = openWallet(1, {
      [METHODS]: { body: { data: [method('form')] } },
      [DEPOSIT]: {
        body: {
          data: {
            invoiceId: 'inv-1',
            method: 'sandbox_form',
            type: 'form',
            action: 'https://pay.example/1',
            fields: {},
            qr: null,
            qrImage: null,
            address: null,
            tag: null,
          },
        },
      },
    });
    await submitDeposit();
    await waitFor(() => expect(flags()).toContain('deposit-redirect'));
    expect(popup).toHaveBeenLastCalledWith('https://pay.example/1', '_blank');
    await act(async () => void vi.advanceTimersByTime(DEPOSIT_PENDING_AFTER_MS));
    expect(flags()).toEqual(['deposit-pending']);
  });
});
