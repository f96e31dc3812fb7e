import { createHash } from 'node:crypto';

/** Tokens are looked up by their SHA-256, never stored as they are. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
