import type { StaffFeatures, StaffMe, StaffPermission } from '@casino/contracts';

export type NavItem = {
  to: string;
  label: string;
  permission?: StaffPermission;
  /** A part of the deployment that may be off: its page is in no menu then. */
  feature?: keyof StaffFeatures;
};

/** A menu entry that opens a list of pages. */
export type NavGroup = { group: string; items: readonly NavItem[] };
export type NavEntry = NavItem | NavGroup;

export const isNavGroup = (entry: NavEntry): entry is NavGroup => 'group' in entry;

/**
 * The back office's menu in order: pages, and groups of pages; each page names what a role needs to
 * see it. A new page is one line in its group.
 */
export const NAV: readonly NavEntry[] = [
  { to: '/', label: 'Home' },
  {
    group: 'Players',
    items: [
      { to: '/players', label: 'Players', permission: 'players.read' },
      { to: '/kyc', label: 'KYC queue', permission: 'kyc.read' },
      { to: '/responsible-gaming', label: 'Responsible gaming', permission: 'responsible-gaming.read' },
    ],
  },
  {
    group: 'Money',
    items: [
      { to: '/withdrawals', label: 'Withdrawals', permission: 'payments.read' },
      { to: '/adjustments', label: 'Adjustments', permission: 'payments.read' },
      {
        to: '/sandbox-deposits',
        label: 'Sandbox deposits',
        permission: 'payments.read',
        feature: 'sandboxDeposits',
      },
    ],
  },
  {
    group: 'Promotions',
    items: [
      { to: '/promotions', label: 'Promotions', permission: 'bonuses.read' },
      { to: '/tournaments', label: 'Tournaments', permission: 'bonuses.read' },
      { to: '/tournament-series', label: 'Tournament series', permission: 'bonuses.read' },
      { to: '/quests', label: 'Quests', permission: 'bonuses.read' },
      { to: '/wheels', label: 'Wheels', permission: 'bonuses.read' },
      { to: '/loyalty', label: 'Loyalty', permission: 'bonuses.read' },
      { to: '/banners', label: 'Banners', permission: 'bonuses.read' },
    ],
  },
  { to: '/chat', label: 'Live chat', permission: 'chat.read' },
  { to: '/reports', label: 'Reports', permission: 'reports.read' },
  {
    group: 'Admin',
    items: [
      { to: '/staff', label: 'Staff', permission: 'staff.read' },
      { to: '/api-keys', label: 'API keys', permission: 'api-keys.manage' },
      { to: '/audit', label: 'Audit log', permission: 'audit.read' },
      { to: '/settings', label: 'Settings', permission: 'settings.read' },
    ],
  },
];

type Viewer = Pick<StaffMe, 'permissions' | 'features'>;

const mayOpen =
  ({ permissions, features }: Viewer) =>
  (item: NavItem) =>
    (!item.permission || permissions.includes(item.permission)) && (!item.feature || features[item.feature]);

/** The menu of a staff member: only the pages their role may open, of the parts that are on; no empty group. */
export function visibleNav(viewer: Viewer): NavEntry[] {
  const allowed = mayOpen(viewer);
  return NAV.flatMap((entry): NavEntry[] => {
    if (!isNavGroup(entry)) return allowed(entry) ? [entry] : [];
    const items = entry.items.filter(allowed);
    return items.length > 0 ? [{ group: entry.group, items }] : [];
  });
}

/** The pages of a staff member's menu, in its order, groups opened. */
export const visibleNavItems = (viewer: Viewer): NavItem[] =>
  visibleNav(viewer).flatMap((entry) => (isNavGroup(entry) ? entry.items : [entry]));

/** Whether `pathname` is the page of `item` or one below it (the player's page is under Players). */
export const isCurrent = (item: NavItem, pathname: string) =>
  item.to === '/' ? pathname === '/' : pathname === item.to || pathname.startsWith(`${item.to}/`);
