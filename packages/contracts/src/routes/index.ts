export * from './backoffice-chat.ts';
export * from './catalogue.ts';
export * from './chat.ts';
export * from './define.ts';
export * from './openapi.ts';
