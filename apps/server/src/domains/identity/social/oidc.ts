import * as client from 'openid-client';
import type { SocialProvider } from './providers.ts';

const configurations = new Map<string, Promise<client.Configuration>>();

/** Plain http is allowed for a provider on this machine only (a local test provider). */
function isLoopback(issuer: string) {
  const { protocol, hostname } = new URL(issuer);
  return protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
}

/** The provider's discovered configuration, fetched once per process. */
export function providerConfiguration(provider: SocialProvider): Promise<client.Configuration> {
  const key = `${provider.id}|${provider.issuer}|${provider.clientId}`;
  let configuration = configurations.get(key);
  if (!configuration) {
    const options = isLoopback(provider.issuer) ? { execute: [client.allowInsecureRequests] } : undefined;
    configuration = client.discovery(
      new URL(provider.issuer),
      provider.clientId,
      provider.clientSecret,
      undefined,
      options,
    );
    configuration.catch(() => configurations.delete(key));
    configurations.set(key, configuration);
  }
  return configuration;
}

export type AuthorizationRequest = {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  connection?: string;
};

export async function authorizationUrl(
  provider: SocialProvider,
  request: AuthorizationRequest,
): Promise<URL> {
  const configuration = await providerConfiguration(provider);
  const parameters: Record<string, string> = {
    redirect_uri: request.redirectUri,
    scope: provider.scope,
    state: request.state,
    nonce: request.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(request.codeVerifier),
    code_challenge_method: 'S256',
  };
  if (request.connection) parameters.connection = request.connection;
  return client.buildAuthorizationUrl(configuration, parameters);
}

export type ProviderIdentity = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
};

/** Exchanges the callback's code (PKCE, state and nonce checked) and reads who signed in from the ID token. */
export async function exchangeCode(
  provider: SocialProvider,
  callback: URL,
  expected: { state: string; nonce: string; codeVerifier: string },
): Promise<ProviderIdentity> {
  const configuration = await providerConfiguration(provider);
  const tokens = await client.authorizationCodeGrant(configuration, callback, {
    pkceCodeVerifier: expected.codeVerifier,
    expectedState: expected.state,
    expectedNonce: expected.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('The provider sent no ID token.');
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  return {
    subject: claims.sub,
    email: text(claims.email)?.toLowerCase() ?? null,
    emailVerified: claims.email_verified === true,
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
  };
}
