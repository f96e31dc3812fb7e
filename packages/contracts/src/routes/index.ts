export * from './catalogue.ts';
export * from './define.ts';
export * from './openapi.ts';
