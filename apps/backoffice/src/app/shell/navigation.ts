import type { StaffFeatures, StaffMe, StaffPermission } from '@casino/contracts';

export type NavItem = {
  to: string;
  label: string;
  permission?: StaffPermission;
  /** A part of the deployment that may be off: its page is in no menu then. */
  feature?: keyof StaffFeatures;
};

/** The back office's pages in the order of the menu; each names what a role needs to see it. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/players', label: 'Players', permission: 'players.read' },
  { to: '/kyc', label: 'KYC queue', permission: 'kyc.read' },
  { to: '/withdrawals', label: 'Withdrawals', permission: 'payments.read' },
  { to: '/adjustments', label: 'Adjustments', permission: 'payments.read' },
  { to: '/responsible-gaming', label: 'Responsible gaming', permission: 'responsible-gaming.read' },
  { to: '/reports', label: 'Reports', permission: 'reports.read' },
  {
    to: '/sandbox-deposits',
    label: 'Sandbox deposits',
    permission: 'payments.read',
    feature: 'sandboxDeposits',
  },
  { to: '/promotions', label: 'Promotions', permission: 'bonuses.read' },
  { to: '/tournaments', label: 'Tournaments', permission: 'bonuses.read' },
  { to: '/tournament-series', label: 'Tournament series', permission: 'bonuses.read' },
  { to: '/quests', label: 'Quests', permission: 'bonuses.read' },
  { to: '/wheels', label: 'Wheels', permission: 'bonuses.read' },
  { to: '/loyalty', label: 'Loyalty', permission: 'bonuses.read' },
  { to: '/banners', label: 'Banners', permission: 'bonuses.read' },
  { to: '/settings', label: 'Settings', permission: 'settings.read' },
  { to: '/staff', label: 'Staff', permission: 'staff.read' },
  { to: '/api-keys', label: 'API keys', permission: 'api-keys.manage' },
  { to: '/audit', label: 'Audit log', permission: 'audit.read' },
];

/** The menu of a staff member: only the pages their role may open, of the parts that are on. */
export const visibleNavItems = ({ permissions, features }: Pick<StaffMe, 'permissions' | 'features'>) =>
  NAV_ITEMS.filter(
    (item) =>
      (!item.permission || permissions.includes(item.permission)) &&
      (!item.feature || features[item.feature]),
  );
