import type { AuditActorKind, StaffPermission, StaffRole, StaffStatus } from '@casino/contracts';

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  finance: 'Finance',
  risk: 'Risk and KYC',
  support: 'Support',
  marketing: 'Marketing',
  'read-only': 'Read-only',
};

export const STATUS_LABELS: Record<StaffStatus, string> = {
  invited: 'Invited',
  active: 'Active',
  disabled: 'Disabled',
};

export const ACTOR_KIND_LABELS: Record<AuditActorKind, string> = {
  staff: 'Staff member',
  'api-key': 'API key',
  'bootstrap-key': 'Bootstrap key',
};

/** What each permission lets someone do, in the words of the screens. */
export const PERMISSION_LABELS: Record<StaffPermission, string> = {
  'staff.read': 'See the staff list',
  'staff.invite': 'Invite staff and reissue enrolment links',
  'staff.manage': 'Change roles, disable and enable staff',
  'api-keys.manage': 'Create and revoke API keys',
  'audit.read': 'Read the audit log',
  'settings.read': 'See the operator settings',
  'settings.write': 'Change the operator settings',
  'bonuses.read': 'See promotions and banners',
  'bonuses.write': 'Create, schedule and change promotions and banners',
  'reports.read': 'See the reports and export them',
  'responsible-gaming.read': 'See the responsible-gaming desk',
  'responsible-gaming.manage': 'Record player contacts and apply cooling-offs',
  'kyc.read': 'See identity documents and checks',
  'kyc.review': 'Approve and reject identity documents',
  'payments.read': 'See deposits and withdrawals',
  'payments.sandbox': 'Settle sandbox deposits as the tester',
  'withdrawals.review': 'Approve and decline withdrawals',
  'adjustments.create': "Credit and debit a player's balance",
  'players.read': "See players' profiles and history",
  'players.manage': 'Block players, add notes, close sessions, tighten limits',
  'outbox.read': 'Read the SMS and e-mail outbox',
  'chat.read': 'See live chat conversations, the queue and the figures',
  'chat.reply': 'Take, answer, transfer and close live chat conversations',
  'chat.manage': 'Edit canned replies and move other agents’ conversations',
};
