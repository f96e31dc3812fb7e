import type { SocialAuthSettings } from '@casino/contracts';
import { z } from 'zod';
import type { Env } from '../../../plugins/env.ts';

/** The provider id whose connections (google-oauth2, facebook, ...) are chosen with Auth0's `connection` parameter. */
export const AUTH0 = 'auth0';
export const TELEGRAM = 'telegram';

const providerSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  issuer: z.url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  /** Auth0 only: the connections offered. */
  connections: z.array(z.string().regex(/^[a-z0-9-]+$/)).optional(),
  scope: z.string().default('openid email profile'),
});
export type SocialProvider = z.infer<typeof providerSchema>;

export type SocialConfig = {
  providers: SocialProvider[];
  telegram: { bot: string; token: string } | null;
  publicUrl: string;
};

export function socialConfig(env: Env): SocialConfig {
  const providers = env.SOCIAL_PROVIDERS
    ? z.array(providerSchema).parse(JSON.parse(env.SOCIAL_PROVIDERS))
    : [];
  const telegram =
    env.TELEGRAM_BOT_NAME && env.TELEGRAM_BOT_TOKEN
      ? { bot: env.TELEGRAM_BOT_NAME, token: env.TELEGRAM_BOT_TOKEN }
      : null;
  return { providers, telegram, publicUrl: env.PUBLIC_URL };
}

/** The provider behind a connection: an Auth0 connection, or a direct provider of the same id. */
export function providerForConnection(config: SocialConfig, connection: string): SocialProvider | null {
  const auth0 = config.providers.find((provider) => provider.id === AUTH0);
  if (auth0?.connections?.includes(connection)) return auth0;
  return config.providers.find((provider) => provider.id === connection && provider.id !== AUTH0) ?? null;
}

export function callbackUrl(config: SocialConfig, connection: string): string {
  return new URL(`/auth/social/${connection}/callback`, config.publicUrl).href;
}

export function socialAuthSettings(config: SocialConfig): SocialAuthSettings {
  return {
    auth0Connections: config.providers.find((provider) => provider.id === AUTH0)?.connections ?? [],
    directConnections: config.providers
      .filter((provider) => provider.id !== AUTH0)
      .map((provider) => provider.id),
    telegram: config.telegram ? { bot: config.telegram.bot, authUrl: callbackUrl(config, TELEGRAM) } : null,
  };
}
