import type { PlayerInit } from '@casino/contracts';
import { identityRoutes as calls, settingsRoutes as settingsCalls } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import { route } from '../../plugins/routes.ts';
import {
  defaultLocaleCode,
  findCountry,
  listConstants,
  listEnabledLocales,
  publicSettingsFor,
  resolveVisitorLocale,
} from '../settings/service.ts';
import { identityContext } from './context.ts';
import { profileFields } from './field-definitions.ts';
import { pruneIdentityData } from './maintenance.ts';
import { otpRoutes } from './otp-routes.ts';
import { passwordRoutes } from './password-routes.ts';
import { findPlayerById, profileOf } from './players.ts';
import { profileRoutes } from './profile-routes.ts';
import { registrationFieldsFor } from './registration.ts';
import { registrationRoutes, visitorOf } from './registration-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { socialAuthSettings, socialConfig } from './social/providers.ts';
import { socialRoutes } from './social/social-routes.ts';
import { twoFactorRoutes } from './two-factor/routes.ts';

export async function identityRoutes(app: FastifyInstance) {
  const ctx = identityContext(app);
  const socialAuth = socialAuthSettings(socialConfig(app.env));

  /** Everything the site needs before it draws: visitor's country and locale, geo restriction, settings, player. */
  route(app, calls.init, async (_input, request) => {
    const country = request.visitorCountry;
    const [countryRow, locales, settings, defaultLocale, locale, player] = await Promise.all([
      country ? findCountry(app.db, country) : null,
      listEnabledLocales(app.db),
      publicSettingsFor(app.db, app.env),
      defaultLocaleCode(app.db),
      resolveVisitorLocale(app.db, request.cookies['user-language'], country),
      signedInProfile(app, request),
    ]);
    const data: PlayerInit = {
      country: countryRow?.code ?? null,
      locale,
      defaultLocale,
      locales,
      isRestricted: countryRow?.restrict ?? false,
      settings,
      player,
      socialAuth,
    };
    return { data };
  });

  route(app, calls.fieldValidations, async ({ query }, request) => {
    if (query.scenario === 'registration')
      return { data: await registrationFieldsFor(ctx, visitorOf(request)) };
    const player = request.player && (await findPlayerById(ctx.db, request.player.playerId));
    if (!player) throw AppError.unauthorized();
    return { data: profileFields(player) };
  });

  /** GET /api/settings/constants: settings' switches and which social sign-ins are configured here. */
  route(app, settingsCalls.constants, async (_input, _request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return {
      data: await listConstants(app.db, socialAuth, app.env.REALITY_CHECK_TEST_INTERVAL_SECONDS),
    };
  });

  await app.register(sessionRoutes);
  await app.register(registrationRoutes);
  await app.register(otpRoutes);
  await app.register(profileRoutes);
  await app.register(passwordRoutes);
  await app.register(socialRoutes);
  await app.register(twoFactorRoutes);

  // Hourly, once across all nodes; a failed pass is retried by the queue.
  app.jobs.define('identity.prune', (tx) => pruneIdentityData(tx), { cron: '0 * * * *' });
}

/** The player of the Bearer token or session cookie (an expired token is fine while its session lives). */
async function signedInProfile(app: FastifyInstance, request: FastifyRequest) {
  const session = await app
    .authenticate(request, { allowExpired: true, cookie: true })
    .catch((error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    });
  // The session check read the player's row already (the same render's calls share it).
  return session ? profileOf(app.db, session.account) : null;
}
