// Every domain's tables, gathered for Drizzle and drizzle-kit. Domains import only their own.
export * from '../domains/notifications/tables.ts';
export * from '../domains/settings/tables.ts';
