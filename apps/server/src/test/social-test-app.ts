import type { TestDriver } from './databases.ts';
import { type LocalAccount, type LocalOidcProvider, startLocalOidcProvider } from './local-oidc-provider.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/**
 * A test app whose social sign-in goes to a local provider: as `local` (a direct OIDC connection) and
 * through `auth0` with its `google-oauth2` connection, both back at `publicUrl`.
 */
export async function startSocialTestApp(
  driver: TestDriver,
  publicUrl: string,
  options: { accounts?: Record<string, LocalAccount>; env?: Record<string, string> } = {},
): Promise<{ t: TestApp; provider: LocalOidcProvider }> {
  const provider = await startLocalOidcProvider({
    redirectUris: [
      `${publicUrl}/auth/social/local/callback`,
      `${publicUrl}/auth/social/google-oauth2/callback`,
    ],
    accounts: options.accounts,
  });
  const client = {
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
  };
  const t = await startTestApp(driver, {
    PUBLIC_URL: publicUrl,
    SOCIAL_PROVIDERS: JSON.stringify([
      { id: 'local', ...client },
      { id: 'auth0', ...client, connections: ['google-oauth2'] },
    ]),
    ...options.env,
  });
  return { t, provider };
}
