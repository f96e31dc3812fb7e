// @vitest-environment happy-dom
import { AccountStatus, type WalletAccount } from '@casino/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountCard } from './account-card.tsx';
import { renderWithSite, TEST_CURRENCIES } from './test-support.tsx';

const account = (overrides: Partial<WalletAccount>): WalletAccount => ({
  id: 'acc-1',
  status: AccountStatus.active,
  currency: 'EUR',
  balance: 1234.5,
  realBalance: 1000,
  bonusBalance: 234.5,
  lockedBalance: 0,
  withdrawalBalance: 1000,
  isActive: false,
  ...overrides,
});

function renderCard(value: WalletAccount, pending: 'switch' | 'hide' | null = null) {
  const onSwitch = vi.fn();
  const onHide = vi.fn();
  renderWithSite(
    <ul>
      <AccountCard
        account={value}
        currencies={TEST_CURRENCIES}
        locale="en"
        pending={pending}
        disabled={pending !== null}
        onSwitch={onSwitch}
        onHide={onHide}
      />
    </ul>,
  );
  return { onSwitch, onHide };
}

describe('account card', () => {
  afterEach(cleanup);

  it('shows balance, withdrawable and bonus in the currency', async () => {
    renderCard(account({}));
    expect((await screen.findByTestId('account-balance')).textContent).toBe('Balance 1,234.50 EUR');
    expect(screen.getByTestId('account-withdrawable').textContent).toBe('1,000.00 EUR');
    expect(screen.getByTestId('account-bonus').textContent).toBe('234.50 EUR');
  });

  it('shows BTC amounts in mBTC (amount × 1000)', async () => {
    renderCard(account({ currency: 'BTC', balance: 0.0125, withdrawalBalance: 0.00001, bonusBalance: 0 }));
    expect((await screen.findByTestId('account-balance')).textContent).toBe('Balance 12.50000 mBTC');
    expect(screen.getByTestId('account-withdrawable').textContent).toBe('0.01000 mBTC');
    expect(screen.getByTestId('account-bonus').textContent).toBe('0.00000 mBTC');
    expect(screen.getByText('amounts in mBTC')).toBeTruthy();
  });

  it('marks the active account and offers it neither switch nor hide', async () => {
    renderCard(account({ isActive: true }));
    expect((await screen.findByTestId('account-active')).textContent).toBe('Active');
    expect(screen.queryByTestId('account-switch')).toBeNull();
    expect(screen.queryByTestId('account-hide')).toBeNull();
  });

  it('switches or hides another account', async () => {
    const { onSwitch, onHide } = renderCard(account({ currency: 'BTC' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Make the BTC account active' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hide the BTC account' }));
    expect(onSwitch).toHaveBeenCalledTimes(1);
    expect(onHide).toHaveBeenCalledTimes(1);
  });
});
