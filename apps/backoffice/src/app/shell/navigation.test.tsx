// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { meOf, renderBackoffice } from '../../test-harness.tsx';
import { visibleNavItems } from './navigation.ts';

afterEach(cleanup);

const menuOf = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Back office' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

describe('navigation by permission', () => {
  it('lists only the pages a role may open', () => {
    const labels = (role: Parameters<typeof meOf>[0]) =>
      visibleNavItems(meOf(role)).map((item) => item.label);
    expect(labels('owner')).toEqual([
      'Home',
      'Players',
      'KYC queue',
      'Withdrawals',
      'Adjustments',
      'Responsible gaming',
      'Reports',
      'Sandbox deposits',
      'Promotions',
      'Tournaments',
      'Tournament series',
      'Quests',
      'Wheels',
      'Loyalty',
      'Banners',
      'Settings',
      'Staff',
      'API keys',
      'Audit log',
    ]);
    expect(labels('admin')).toEqual([
      'Home',
      'Players',
      'KYC queue',
      'Withdrawals',
      'Adjustments',
      'Responsible gaming',
      'Reports',
      'Sandbox deposits',
      'Promotions',
      'Tournaments',
      'Tournament series',
      'Quests',
      'Wheels',
      'Loyalty',
      'Banners',
      'Settings',
      'Staff',
      'Audit log',
    ]);
    expect(labels('marketing')).toEqual([
      'Home',
      'Players',
      'Reports',
      'Promotions',
      'Tournaments',
      'Tournament series',
      'Quests',
      'Wheels',
      'Loyalty',
      'Banners',
      'Settings',
    ]);
    expect(labels('finance')).toEqual([
      'Home',
      'Players',
      'KYC queue',
      'Withdrawals',
      'Adjustments',
      'Reports',
      'Sandbox deposits',
    ]);
    expect(labels('support')).toContain('Promotions');
    expect(labels('support')).toContain('Responsible gaming');
    expect(labels('marketing')).not.toContain('Responsible gaming');
    // Where the sandbox provider is off, its page is in nobody's menu.
    expect(
      visibleNavItems(meOf('owner', 'O', { sandboxDeposits: false })).map((item) => item.label),
    ).not.toContain('Sandbox deposits');
    expect(labels('read-only')).toEqual([
      'Home',
      'Players',
      'KYC queue',
      'Withdrawals',
      'Adjustments',
      'Responsible gaming',
      'Reports',
      'Sandbox deposits',
      'Promotions',
      'Tournaments',
      'Tournament series',
      'Quests',
      'Wheels',
      'Loyalty',
      'Banners',
      'Settings',
      'Staff',
      'Audit log',
    ]);
  });

  it('shows an owner every page, and who is signed in', async () => {
    renderBackoffice('/', { me: meOf('owner', 'Olga Owner') });
    expect(await menuOf()).toEqual([
      'Home',
      'Players',
      'KYC queue',
      'Withdrawals',
      'Adjustments',
      'Responsible gaming',
      'Reports',
      'Sandbox deposits',
      'Promotions',
      'Tournaments',
      'Tournament series',
      'Quests',
      'Wheels',
      'Loyalty',
      'Banners',
      'Settings',
      'Staff',
      'API keys',
      'Audit log',
    ]);
    expect(screen.getByTestId('signed-in-as').textContent).toBe('Olga OwnerOwner');
  });

  it('shows a finance agent the players, KYC and withdrawal pages, with what finance may do', async () => {
    renderBackoffice('/', { me: meOf('finance') });
    expect(await menuOf()).toEqual([
      'Home',
      'Players',
      'KYC queue',
      'Withdrawals',
      'Adjustments',
      'Reports',
      'Sandbox deposits',
    ]);
    const permissions = within(screen.getByTestId('permissions')).getAllByRole('listitem');
    expect(permissions.map((item) => item.textContent)).toContain('Approve and decline withdrawals');
    expect(permissions.map((item) => item.textContent)).not.toContain('See the staff list');
  });
});
