import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Env } from '../../plugins/env.ts';
import type { ContentSource } from '../content/file-content-source.ts';
import type { EmailSender, SmsSender } from '../messaging/ports.ts';
import type { IdentityDeps } from './sessions.ts';

/** Everything identity services use, taken from the app once per call. */
export type IdentityContext = IdentityDeps & {
  env: Env;
  sms: SmsSender;
  mail: EmailSender;
  content: ContentSource;
  defaultLocale: string;
  log: FastifyBaseLogger;
};

export const identityContext = (app: FastifyInstance): IdentityContext => ({
  db: app.db,
  keys: app.authKeys,
  env: app.env,
  sms: app.sms,
  mail: app.mail,
  content: app.content,
  defaultLocale: app.defaultLocale,
  log: app.log,
});

/** Where requests come from, for sessions, rate limits and the registration record. */
export type RequestOrigin = {
  ip: string;
  userAgent: string | null;
  /** SHA-256 of the client's fingerprint, else of its user agent (devices.ts). */
  deviceHash: string | null;
  /** Whether `deviceHash` comes from a fingerprint the client sent (not from its user agent). */
  fingerprinted: boolean;
  /** ISO country from the proxy's header (COUNTRY_HEADER), null when it sent none. */
  country: string | null;
};
