export * from './define.ts';
export * from './openapi.ts';
