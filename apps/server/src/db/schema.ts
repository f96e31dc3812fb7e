// Every domain's tables, gathered for Drizzle and drizzle-kit. Domains import only their own.

export * from '@casino/studio/crash-tables';
export * from '@casino/studio/sportsbook-tables';
// The studio's own tables (apps/studio): the platform never reads them, they share its migrations.
export * from '@casino/studio/tables';
export * from '../domains/adjustments/tables.ts';
export * from '../domains/audit/tables.ts';
export * from '../domains/banners/tables.ts';
export * from '../domains/bonuses/tables.ts';
export * from '../domains/chat/tables.ts';
export * from '../domains/events/tables.ts';
export * from '../domains/game-wallet/tables.ts';
export * from '../domains/games/tables.ts';
export * from '../domains/identity/tables.ts';
export * from '../domains/limits/tables.ts';
export * from '../domains/loyalty/exchange-tables.ts';
export * from '../domains/loyalty/tables.ts';
export * from '../domains/messaging/tables.ts';
export * from '../domains/messenger/tables.ts';
export * from '../domains/notifications/tables.ts';
export * from '../domains/payments/tables.ts';
export * from '../domains/player-360/tables.ts';
export * from '../domains/quests/tables.ts';
export * from '../domains/referrals/tables.ts';
export * from '../domains/reports/tables.ts';
export * from '../domains/rg-desk/tables.ts';
export * from '../domains/risk/tables.ts';
export * from '../domains/settings/tables.ts';
export * from '../domains/staff/tables.ts';
export * from '../domains/tournaments/tables.ts';
export * from '../domains/verification/tables.ts';
export * from '../domains/wallet/tables.ts';
export * from '../domains/wheels/tables.ts';
// Infrastructure tables, not a domain's.
export * from './server-secrets.ts';
