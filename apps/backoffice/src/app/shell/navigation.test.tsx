// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { meOf, renderBackoffice } from '../../test-harness.tsx';
import { visibleNav, visibleNavItems } from './navigation.ts';

afterEach(cleanup);

const navigation = () => screen.findByRole('navigation', { name: 'Back office' });

/** The menu's top row: its pages' and groups' names, groups as `[name]`. */
const topRowOf = async () => {
  const nav = await navigation();
  const row = nav.querySelector('ul')!;
  return [...row.children].map((item) => {
    const button = item.querySelector(':scope > button');
    return button ? `[${button.textContent}]` : item.textContent;
  });
};

const groupButton = async (name: string) => within(await navigation()).getByRole('button', { name });

describe('navigation by permission', () => {
  it('lists only the pages a role may open, in groups, no group left empty', () => {
    const labels = (role: Parameters<typeof meOf>[0]) =>
      visibleNavItems(meOf(role)).map((item) => item.label);
    const everything = [
      'Home',
      'Players',
      'KYC queue',
      'Responsible gaming',
      'Withdrawals',
      'Adjustments',
      'Sandbox deposits',
      'Promotions',
      'Tournaments',
      'Tournament series',
      'Quests',
      'Wheels',
      'Loyalty',
      'Banners',
      'Live chat',
      'Reports',
      'Staff',
      'API keys',
      'Audit log',
      'Settings',
    ];
    expect(labels('owner')).toEqual(everything);
    expect(labels('admin')).toEqual(everything.filter((label) => label !== 'API keys'));
    expect(labels('read-only')).toEqual(everything.filter((label) => label !== 'API keys'));
    expect(labels('marketing')).toEqual([
      'Home',
      'Players',
      'Promotions',
      'Tournaments',
      'Tournament series',
      'Quests',
      'Wheels',
      'Loyalty',
      'Banners',
      'Reports',
      'Settings',
    ]);
    expect(labels('finance')).toEqual([
      'Home',
      'Players',
      'KYC queue',
      'Withdrawals',
      'Adjustments',
      'Sandbox deposits',
      'Reports',
    ]);
    expect(labels('support')).toContain('Promotions');
    expect(labels('support')).toContain('Responsible gaming');
    expect(labels('marketing')).not.toContain('Responsible gaming');
    // The live chat: for every role that reads conversations (support answers them).
    expect(labels('support')).toContain('Live chat');
    expect(labels('marketing')).not.toContain('Live chat');
    // Marketing may open no money page: the group is not in its menu at all.
    expect(
      visibleNav(meOf('marketing')).map((entry) => ('group' in entry ? entry.group : entry.label)),
    ).toEqual(['Home', 'Players', 'Promotions', 'Reports', 'Admin']);
    // Where the sandbox provider is off, its page is in nobody's menu.
    expect(
      visibleNavItems(meOf('owner', 'O', { sandboxDeposits: false })).map((item) => item.label),
    ).not.toContain('Sandbox deposits');
  });

  it('shows an owner one row of pages and groups, and who is signed in', async () => {
    renderBackoffice('/', { me: meOf('owner', 'Olga Owner') });
    expect(await topRowOf()).toEqual([
      'Home',
      '[Players]',
      '[Money]',
      '[Promotions]',
      'Live chat',
      'Reports',
      '[Admin]',
    ]);
    expect(screen.getByTestId('signed-in-as').textContent).toBe('Olga OwnerOwner');
  });

  it('shows a finance agent the players, KYC and money pages, with what finance may do', async () => {
    renderBackoffice('/', { me: meOf('finance') });
    expect(await topRowOf()).toEqual(['Home', '[Players]', '[Money]', 'Reports']);
    fireEvent.click(await groupButton('Money'));
    const nav = await navigation();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Withdrawals', 'Adjustments', 'Sandbox deposits', 'Reports']);
    const permissions = within(screen.getByTestId('permissions')).getAllByRole('listitem');
    expect(permissions.map((item) => item.textContent)).toContain('Approve and decline withdrawals');
    expect(permissions.map((item) => item.textContent)).not.toContain('See the staff list');
  });
});

describe('the menu’s groups', () => {
  it('open one at a time with aria-expanded, and close with Escape, focus back on the button', async () => {
    renderBackoffice('/', { me: meOf('owner') });
    const players = await groupButton('Players');
    const admin = await groupButton('Admin');
    const list = document.getElementById(players.getAttribute('aria-controls')!)!;
    expect(players.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
    expect(within(await navigation()).queryByRole('link', { name: 'KYC queue' })).toBeNull();

    fireEvent.click(players);
    expect(players.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    const kyc = within(list).getByRole('link', { name: 'KYC queue' });
    kyc.focus();
    fireEvent.keyDown(kyc, { key: 'Escape' });
    expect(players.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(players);

    fireEvent.click(players);
    fireEvent.click(admin);
    expect(players.getAttribute('aria-expanded')).toBe('false');
    expect(admin.getAttribute('aria-expanded')).toBe('true');
    // A click elsewhere on the page closes it.
    fireEvent.pointerDown(document.body);
    expect(admin.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when a page is chosen, and marks the page and its group as current', async () => {
    renderBackoffice('/', { me: meOf('owner') });
    const admin = await groupButton('Admin');
    expect(admin.getAttribute('aria-current')).toBeNull();
    fireEvent.click(admin);
    fireEvent.click(within(await navigation()).getByRole('link', { name: 'Audit log' }));
    expect(await screen.findByRole('heading', { name: 'Audit log', level: 1 })).toBeTruthy();
    expect(admin.getAttribute('aria-expanded')).toBe('false');
    expect(admin.getAttribute('aria-current')).toBe('true');
    expect((await groupButton('Players')).getAttribute('aria-current')).toBeNull();
    fireEvent.click(admin);
    const audit = within(await navigation()).getByRole('link', { name: 'Audit log' });
    expect(audit.getAttribute('aria-current')).toBe('page');
  });

  it('marks the group of a page below a menu page (a player’s page under Players)', async () => {
    renderBackoffice('/players/00000000-0000-4000-8000-000000000001', { me: meOf('owner') });
    expect((await groupButton('Players')).getAttribute('aria-current')).toBe('true');
    expect((await groupButton('Money')).getAttribute('aria-current')).toBeNull();
  });
});
