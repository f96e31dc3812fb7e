export * from './content.ts';
export * from './enums.ts';
export * from './error-codes.ts';
export * from './field-issues.ts';
export * from './http.ts';
export * from './notifications.ts';
export * from './settings.ts';
export * from './validators/index.ts';
