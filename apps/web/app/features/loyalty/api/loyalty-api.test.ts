import type { LoyaltyAccount } from '@casino/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { account, fakeLoyaltyApi } from '../test/loyalty-harness.tsx';
import { LOYALTY_ACCOUNT_KEY, loyaltyQueries } from './loyalty-api.ts';

const at = (copy: LoyaltyAccount, minute: number): LoyaltyAccount => ({
  ...copy,
  updatedAt: new Date(Date.UTC(2030, 0, 1, 10, minute)).toISOString(),
});

describe('the cached loyalty account', () => {
  it('keeps the copy written last, whichever arrives last', async () => {
    const server = fakeLoyaltyApi({ account: at(account(2, 1100), 5) });
    const queryClient = new QueryClient();
    await queryClient.prefetchQuery(loyaltyQueries.account(server.api));
    // A push sent before the answer was read, delivered after it.
    queryClient.setQueryData(LOYALTY_ACCOUNT_KEY, at(account(1, 900), 4));
    expect(queryClient.getQueryData<LoyaltyAccount>(LOYALTY_ACCOUNT_KEY)?.currentLevel.name).toBe(
      'Navigator',
    );
    queryClient.setQueryData(LOYALTY_ACCOUNT_KEY, at(account(3, 5000), 6));
    expect(queryClient.getQueryData<LoyaltyAccount>(LOYALTY_ACCOUNT_KEY)?.currentLevel.name).toBe('Captain');
  });
});
