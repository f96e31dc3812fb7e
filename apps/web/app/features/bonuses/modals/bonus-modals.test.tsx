// @vitest-environment happy-dom
import { ErrorCode, type Profile } from '@casino/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import {
  activeBonus,
  type Call,
  errorReply,
  fakeApi,
  freespin,
  list,
  offer,
  PLAYER,
  playerBonus,
  type Reply,
  renderInSite,
} from '../test/bonuses-harness.tsx';
import {
  CancelActiveBonusModal,
  CancelIssuedBonusModal,
  ChangeActiveBonusModal,
} from './bonus-confirm-action.tsx';
import { BonusDetailsModal } from './bonus-details-modal.tsx';
import { BonusCancelLockModal } from './bonus-notice-modals.tsx';
import { PackageBonusModal, WalletBonusInfoModal } from './offer-modals.tsx';

const fake = vi.hoisted(() => ({ api: null as unknown as ApiClient, player: null as Profile | null }));
vi.mock('../../../lib/api-context.tsx', () => ({ useApi: () => fake.api }));
vi.mock('../../../lib/session/session-context.tsx', async (original) => ({
  ...(await original<object>()),
  useSession: () => ({ player: fake.player, isLoggedIn: !!fake.player }),
}));

const BONUSES = 'GET /api/game/player-bonuses';

function openModal(
  Modal: ComponentType<ModalProps>,
  value: string,
  routes: Record<string, Reply | ((call: Call) => Reply)>,
  url = '/profile/bonuses',
) {
  const api = fakeApi(routes);
  fake.api = api.api;
  fake.player = PLAYER;
  const close = vi.fn();
  const site = renderInSite(<Modal value={value} close={close} setCloseGuard={vi.fn()} />, { url });
  return { ...site, ...api, close };
}

describe('bonus-confirm-action', () => {
  afterEach(cleanup);

  it('cancel-active-bonus shows exactly what goes: the bonus money left and the wagering progress', async () => {
    openModal(CancelActiveBonusModal, 'a', { [BONUSES]: list([activeBonus('a')]) });
    expect((await screen.findByTestId('bonus-loss-balance')).textContent).toBe('80.00 EUR');
    expect(screen.getByTestId('bonus-loss-wagering').textContent).toBe(
      '1,250.00 EUR of 3,500.00 EUR (35.71%)',
    );
  });

  it('cancels on confirmation and closes', async () => {
    const { calls, close } = openModal(CancelActiveBonusModal, 'a', {
      [BONUSES]: list([activeBonus('a')]),
      'PUT /api/game/player-bonuses/a/cancel': { body: { data: activeBonus('a', { status: 3, result: 3 }) } },
    });
    fireEvent.click(await screen.findByTestId('bonus-confirm'));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(
      calls.some((call) => call.method === 'PUT' && call.path === '/api/game/player-bonuses/a/cancel'),
    ).toBe(true);
  });

  it('turns a refusal with 14003 (rounds open) into cancel-unsettled-bonus', async () => {
    const { flags, close } = openModal(
      CancelActiveBonusModal,
      'a',
      {
        [BONUSES]: list([activeBonus('a')]),
        'PUT /api/game/player-bonuses/a/cancel': errorReply(409, ErrorCode.bonusNotCancellable),
      },
      '/profile/bonuses?cancel-active-bonus=a',
    );
    fireEvent.click(await screen.findByTestId('bonus-confirm'));
    await waitFor(() => expect(flags()).toEqual(['cancel-unsettled-bonus']));
    expect(close).not.toHaveBeenCalled();
  });

  it('change-active-bonus says the active bonus and its balance are forfeited, then activates', async () => {
    const { calls } = openModal(ChangeActiveBonusModal, 'b', {
      [BONUSES]: list([activeBonus('a'), playerBonus('b')]),
      'PUT /api/game/player-bonuses/b/activate': { body: { data: activeBonus('b') } },
    });
    expect(
      await screen.findByText('Activating Bonus b ends Bonus a. Your cash balance stays yours.'),
    ).toBeTruthy();
    expect(screen.getByTestId('bonus-loss-balance').textContent).toBe('80.00 EUR');
    fireEvent.click(screen.getByTestId('bonus-confirm'));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/game/player-bonuses/b/activate')).toBe(true),
    );
  });

  it('cancel-issued-bonus names the bonus and its amount', async () => {
    openModal(CancelIssuedBonusModal, 'b', { [BONUSES]: list([playerBonus('b')]) });
    expect((await screen.findByText(/leaves your bonus queue/)).textContent).toBe(
      'Bonus b (100.00 EUR) leaves your bonus queue for good: it cannot be activated later.',
    );
  });

  it('serves free spins too (freespin:<id>): their unused spins go', async () => {
    const { calls } = openModal(CancelActiveBonusModal, 'freespin:s', {
      'GET /api/game/player-freespins': list([freespin('s', { status: 2, result: 2, usedCount: 20 })]),
      'PUT /api/game/player-freespins/s/cancel': { body: { data: freespin('s') } },
    });
    expect(await screen.findByText(/30 unused spins of Spins s are lost/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('bonus-confirm'));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/game/player-freespins/s/cancel')).toBe(true),
    );
  });

  it('says so when the bonus is gone from the list', async () => {
    openModal(CancelIssuedBonusModal, 'x', { [BONUSES]: list([]) });
    expect(await screen.findByText('This bonus is no longer in your list.')).toBeTruthy();
    expect(screen.queryByTestId('bonus-confirm')).toBeNull();
  });
});

describe('the other bonus modals', () => {
  afterEach(cleanup);

  it('bonus-cancel-lock tells why and how many bets are open', async () => {
    openModal(BonusCancelLockModal, 'a', {
      [BONUSES]: list([activeBonus('a', { isBonusCancelLock: true, openedTransactionsCount: 2 })]),
    });
    expect((await screen.findByTestId('bonus-open-rounds')).textContent).toBe(
      '2 bets it funded are still open.',
    );
  });

  it('bonus-details shows the terms as issued', async () => {
    openModal(BonusDetailsModal, 'a', { [BONUSES]: list([activeBonus('a')]) });
    const terms = await screen.findByTestId('bonus-terms');
    expect(terms.textContent).toContain('35x the bonus');
    expect(terms.textContent).toContain('3,500.00 EUR');
    expect(terms.textContent).toContain('30 days');
    expect(screen.getByTestId('contribution-table')).toBeTruthy();
  });

  it("wallet-bonus-info shows an offer's terms in the active currency", async () => {
    openModal(WalletBonusInfoModal, 'w', { 'GET /api/game/bonuses': { body: { data: [offer('w')] } } });
    const terms = await screen.findByTestId('offer-terms');
    expect(terms.textContent).toContain('100% up to 500.00 EUR');
    expect(terms.textContent).toContain('20.00 EUR');
  });

  it('package-bonus lists the package steps in order and leads to the deposit', async () => {
    const welcome = { id: 'pkg', name: 'Welcome package' };
    const { search } = openModal(PackageBonusModal, 'pkg', {
      'GET /api/game/bonuses': {
        body: {
          data: [
            offer('w2', { package: welcome, packagePriority: 2, name: 'Step two' }),
            offer('reload'),
            offer('w1', { package: welcome, packagePriority: 1, name: 'Step one' }),
          ],
        },
      },
    });
    await screen.findByText('Step one');
    const steps = screen.getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent);
    expect(steps).toEqual(['Step one', 'Step two']);
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(search().get('wallet')).toBe('deposit'));
  });

  it("package-bonus lists the whole package, not only the step on offer, with each step's state", async () => {
    const welcome = { id: 'pkg', name: 'Welcome package' };
    const step = (n: number) =>
      offer(`w${n}`, { package: welcome, packagePriority: n, name: `Step ${n}`, minDeposit: 20 });
    const { calls } = openModal(PackageBonusModal, 'pkg', {
      // The player took step 1: step 2 is on offer, and carries the package's four steps.
      'GET /api/game/bonuses': {
        body: { data: [{ ...step(2), packageItems: [step(3), step(1), step(4), step(2)] }, offer('reload')] },
      },
      'GET /api/game/bonuses/status': {
        body: {
          data: [
            { id: 'w1', issueStatus: 2 },
            { id: 'w2', issueStatus: 1 },
            { id: 'w3', issueStatus: 1 },
            { id: 'w4', issueStatus: 3 },
          ],
        },
      },
    });
    await screen.findByText('No longer available');
    const steps = screen.getAllByTestId('package-step').map((item) => ({
      name: item.querySelector('strong')?.textContent,
      state: item.querySelector('[data-state]')?.textContent,
    }));
    expect(steps).toEqual([
      { name: 'Step 1', state: 'Received' },
      { name: 'Step 2', state: 'Available now' },
      { name: 'Step 3', state: 'Coming later' },
      { name: 'Step 4', state: 'No longer available' },
    ]);
    expect(screen.getByRole('heading').textContent).toBe('Welcome package');
    const status = calls.find((call) => call.path === '/api/game/bonuses/status');
    expect(decodeURIComponent(status?.query ?? '')).toBe(
      'bonusIds[]=w1&bonusIds[]=w2&bonusIds[]=w3&bonusIds[]=w4&currency=EUR',
    );
  });
});
