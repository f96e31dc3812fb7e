// The browser side of the realtime gateway's protocol, shared by the player site and the back office.
export * from './client.ts';
export * from './endpoint.ts';
