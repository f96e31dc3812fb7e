import { SESSION_TOKEN_KEY, tokenSubject } from './token.ts';

export type CrossTabReaction = 'reload' | 'go-home' | 'none';

type StorageChange = { key: string | null; oldValue: string | null; newValue: string | null };

/**
 * What this tab does when another tab changes the stored session (spec section 4): a sign-in there
 * while this tab is logged out reloads it; a sign-out there while this tab is logged in sends it to
 * the home page. A refreshed token of the same player changes nothing; another player's token reloads.
 */
export function crossTabReaction(change: StorageChange, isLoggedIn: boolean): CrossTabReaction {
  // key null: the other tab cleared the whole storage.
  if (change.key !== null && change.key !== SESSION_TOKEN_KEY) return 'none';
  const signedIn = !!change.newValue;
  if (!signedIn) return isLoggedIn ? 'go-home' : 'none';
  if (!isLoggedIn) return 'reload';
  const before = tokenSubject(change.oldValue);
  const after = tokenSubject(change.newValue);
  return before && after && before !== after ? 'reload' : 'none';
}
