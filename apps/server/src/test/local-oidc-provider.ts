import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type LocalOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close: () => Promise<void>;
};

export type LocalAccount = {
  email: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
};

/**
 * A real OpenID Connect provider on loopback (oidc-provider with its development sign-in pages): the
 * login name typed on its page becomes the subject, and `accounts` gives each subject its claims.
 */
export async function startLocalOidcProvider(options: {
  redirectUris: string[];
  port?: number;
  accounts?: Record<string, LocalAccount>;
}): Promise<LocalOidcProvider> {
  const clientId = 'casino-site';
  const clientSecret = 'local-provider-secret-0123456789abcdef';
  let issuer = `http://127.0.0.1:${options.port ?? 0}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => {
        const account = options.accounts?.[id] ?? { email: `${id}@players.example` };
        return {
          sub: id,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          given_name: account.givenName ?? 'Local',
          family_name: account.familyName ?? 'Player',
        };
      },
    }),
    conformIdTokenClaims: false,
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
  });
  const server = provider.listen(options.port ?? 0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  if (!options.port) {
    // The issuer must name the real port: rebuild the provider around it.
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    return startLocalOidcProvider({ ...options, port });
  }
  issuer = `http://127.0.0.1:${options.port}`;
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Walks the provider's development sign-in and consent pages as a browser would; returns the callback URL. */
export async function signInAtLocalProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const visit = async (url: string, form?: Record<string, string>) => {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form) : undefined,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      jar.set(name, value.join('='));
    }
    return response;
  };
  let url = authorizationUrl;
  for (let step = 0; step < 12; step++) {
    const response = await visit(url);
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (!next.href.startsWith(new URL(authorizationUrl).origin)) return next;
      url = next.href;
      continue;
    }
    const page = await response.text();
    const action = page.match(/action="([^"]+)"/)?.[1];
    if (!action) throw new Error(`The provider page has no form (status ${response.status}).`);
    const isLogin = page.includes('name="login"');
    const answer = await visit(
      new URL(action, url).href,
      isLogin ? { prompt: 'login', login, password: 'any' } : { prompt: 'consent' },
    );
    url = new URL(answer.headers.get('location') ?? url, url).href;
  }
  throw new Error('The provider did not send the browser back.');
}
