import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mayBePlayerData } from './session-context.tsx';

describe("the player's cached data at sign-in and sign-out", () => {
  it("drops the player's limits, wallet and bonuses with the player's own keys, and keeps shared data", () => {
    const client = new QueryClient();
    const keys = [
      ['player', 'profile'],
      ['limits', 'list'],
      ['wallet', 'accounts'],
      ['bonuses', 'deposit', 'EUR'],
      ['settings', 'constants'],
      ['fields', 'registration', 'en'],
      ['games', 'providers'],
    ];
    for (const key of keys) client.setQueryData(key, { for: key.join('/') });
    client.removeQueries({ predicate: mayBePlayerData });
    const left = client
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey[0]);
    expect(left.sort()).toEqual(['fields', 'games', 'settings']);
  });
});
