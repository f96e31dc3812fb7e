import type { Db } from '../../db/client.ts';
import { findPlayerByLogin } from './players.ts';
import { loadSessionSecret } from './secrets.ts';
import { deriveAuthKeys, issueOneTimeToken } from './tokens.ts';

/**
 * A one-time sign-in link for a player (support hands it out, e-mails can carry it): it opens
 * /auth/autologin?state=..., which trades the token for a session once, within its lifetime.
 */
export async function autologinLink(
  db: Db,
  options: { login: string; publicUrl: string; configuredSecret?: string; ttlSeconds?: number },
): Promise<string | null> {
  const player = await findPlayerByLogin(db, options.login);
  if (!player) return null;
  const keys = deriveAuthKeys((await loadSessionSecret(db, options.configuredSecret)).secret);
  const token = await issueOneTimeToken(keys, {
    playerId: player.id,
    purpose: 'autologin',
    ttlSeconds: options.ttlSeconds,
  });
  const url = new URL('/auth/autologin', options.publicUrl);
  url.searchParams.set('state', token);
  return url.href;
}
