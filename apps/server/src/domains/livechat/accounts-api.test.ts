import { ErrorCode } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveChatAccountsApi } from './accounts-api.ts';
import { type FakeLiveChatAccounts, startFakeLiveChatAccounts } from './fake-accounts-server.ts';

describe("LiveChat's accounts API adapter against the fake LiveChat", () => {
  let fake: FakeLiveChatAccounts;
  beforeAll(async () => {
    fake = await startFakeLiveChatAccounts();
  });
  afterAll(() => fake?.close());

  const adapter = (overrides: { clientSecret?: string; license?: string } = {}) => {
    const problems: string[] = [];
    const accounts = liveChatAccountsApi({
      baseUrl: fake.url,
      clientId: fake.clientId,
      clientSecret: overrides.clientSecret ?? fake.clientSecret,
      refreshToken: fake.refreshToken,
      license: overrides.license ?? String(fake.licenseId),
      onProblem: (detail) => problems.push(detail),
    });
    return { accounts, problems };
  };
  const codeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: { code?: number }) => error.code,
    );

  it('creates a customer, then issues its tokens with one agent token', async () => {
    const { accounts } = adapter();
    const agents = fake.counts.agentTokens;
    const created = await accounts.customerToken(null);
    expect(created).toEqual({
      accessToken: expect.stringMatching(/^fake-customer:/),
      entityId: expect.any(String),
      expiresInSeconds: 28_800,
      tokenType: 'Bearer',
    });
    const again = await accounts.customerToken(created.entityId);
    expect(again.entityId).toBe(created.entityId);
    expect(again.accessToken).not.toBe(created.accessToken);
    expect(fake.counts.agentTokens).toBe(agents + 1);
  });

  it('refuses wrong app credentials as liveChatRejected and says why only to the log', async () => {
    const { accounts, problems } = adapter({ clientSecret: 'not-the-secret' });
    expect(await codeOf(accounts.customerToken(null))).toBe(ErrorCode.liveChatRejected);
    expect(problems.join()).toContain('invalid_client');
  });

  it("refuses credentials of another license than the operator's", async () => {
    const { accounts, problems } = adapter({ license: '42' });
    expect(await codeOf(accounts.customerToken(null))).toBe(ErrorCode.liveChatRejected);
    expect(problems.join()).toContain(`license ${fake.licenseId}`);
  });

  it('refuses a customer LiveChat does not know', async () => {
    const { accounts } = adapter();
    expect(await codeOf(accounts.customerToken('00000000-0000-4000-8000-000000000000'))).toBe(
      ErrorCode.liveChatRejected,
    );
  });

  it('answers liveChatProviderUnavailable while LiveChat is down or unreachable', async () => {
    for (const state of ['down', 'unreachable'] as const) {
      fake.setState(state);
      expect(await codeOf(adapter().accounts.customerToken(null)), state).toBe(
        ErrorCode.liveChatProviderUnavailable,
      );
    }
    fake.setState('up');
    const closed = liveChatAccountsApi({
      baseUrl: 'http://127.0.0.1:9',
      clientId: 'x',
      clientSecret: 'y',
      refreshToken: 'z',
      license: '1',
    });
    expect(await codeOf(closed.customerToken(null))).toBe(ErrorCode.liveChatProviderUnavailable);
  });
});
