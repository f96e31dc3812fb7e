// A local OpenID Connect provider for the social sign-in journeys (started by playwright.config.ts).
import { startLocalOidcProvider } from '../apps/server/src/test/local-oidc-provider.ts';

const port = Number(process.env.OIDC_PORT ?? 4555);
const siteUrl = process.env.SITE_URL ?? 'http://127.0.0.1:3100';
const provider = await startLocalOidcProvider({
  port,
  redirectUris: [`${siteUrl}/auth/social/local/callback`],
});
console.log(`local OpenID provider at ${provider.issuer}`);
process.on('SIGTERM', () => void provider.close().then(() => process.exit(0)));
