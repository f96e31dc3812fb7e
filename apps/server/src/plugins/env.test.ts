import { describe, expect, it } from 'vitest';
import { hasLiveChatCredentials, loadEnv } from './env.ts';

describe('the environment', () => {
  it('gives PUBLIC_URL the port the server listens on when it is unset', () => {
    expect(loadEnv({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(loadEnv({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadEnv({ PORT: '4100', PUBLIC_URL: 'https://casino.example' }).PUBLIC_URL).toBe(
      'https://casino.example',
    );
  });

  it('takes the LiveChat credentials all three or none', () => {
    const all = {
      LIVECHAT_CLIENT_ID: 'id',
      LIVECHAT_CLIENT_SECRET: 'secret',
      LIVECHAT_REFRESH_TOKEN: 'refresh',
    };
    expect(hasLiveChatCredentials(loadEnv(all))).toBe(true);
    expect(hasLiveChatCredentials(loadEnv({}))).toBe(false);
    expect(loadEnv({}).LIVECHAT_ACCOUNTS_URL).toBe('https://accounts.livechat.com');
    expect(() => loadEnv({ LIVECHAT_CLIENT_ID: 'id', LIVECHAT_CLIENT_SECRET: 'secret' })).toThrow(
      /LIVECHAT_CLIENT_ID: .*go together/,
    );
  });
});
