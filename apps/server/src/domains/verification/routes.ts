import { verificationRoutes as calls, ErrorCode } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { loadServerSecret } from '../../db/server-secrets.ts';
import { AppError } from '../../plugins/errors.ts';
import { route } from '../../plugins/routes.ts';
import { findPlayerById } from '../identity/players.ts';
import { sessionOf } from '../identity/request-origin.ts';
import { playerProtection } from '../settings/operator-settings.ts';
import { getPublicSettings, listEnabledCurrencies } from '../settings/service.ts';
import { kycReviewRoutes } from './backoffice-routes.ts';
import { builtinPages } from './builtin-pages.ts';
import { documentRoutes } from './document-routes.ts';
import { type DocumentStorage, localDocumentStorage } from './document-storage.ts';
import { isVerifiedPlayer, playerLevel } from './levels.ts';
import { verificationOperatorRoutes } from './operator-routes.ts';
import { builtinProvider, sumsubProvider, type VerificationProvider } from './providers.ts';
import { webhookRoutes } from './webhook-routes.ts';

/** The name of the built-in provider's generated webhook secret in server_secrets when KYC_WEBHOOK_SECRET is unset. */
export const KYC_WEBHOOK_SECRET_NAME = 'kyc-webhook';

/**
 * Documents and identity verification: the player's calls, the providers' webhooks, the built-in
 * provider's hosted page and the operator's desk. Sumsub when its credentials are set, else the
 * built-in provider.
 */
export async function verificationRoutes(app: FastifyInstance, options: { storage?: DocumentStorage } = {}) {
  const storage = options.storage ?? localDocumentStorage(app.env.DOCUMENTS_DIR);
  const { secret } = await loadServerSecret(app.db, KYC_WEBHOOK_SECRET_NAME, app.env.KYC_WEBHOOK_SECRET);
  const builtin = builtinProvider(secret);
  const { SUMSUB_APP_TOKEN, SUMSUB_SECRET_KEY, SUMSUB_WEBHOOK_SECRET } = app.env;
  const provider: VerificationProvider =
    SUMSUB_APP_TOKEN && SUMSUB_SECRET_KEY && SUMSUB_WEBHOOK_SECRET
      ? sumsubProvider({
          appToken: SUMSUB_APP_TOKEN,
          secretKey: SUMSUB_SECRET_KEY,
          webhookSecret: SUMSUB_WEBHOOK_SECRET,
          levelName: app.env.SUMSUB_LEVEL_NAME,
          baseUrl: app.env.SUMSUB_BASE_URL,
        })
      : builtin;

  route(app, calls.verification, async (_input, request) => {
    const { playerId } = sessionOf(request);
    const [level, verified, currencies, protection] = await Promise.all([
      playerLevel(app.db, playerId),
      isVerifiedPlayer(app.db, playerId),
      listEnabledCurrencies(app.db),
      playerProtection(app.db),
    ]);
    return {
      data: {
        provider: provider.name,
        ...level,
        verified,
        withdrawalThreshold: Number(protection.kycWithdrawalThreshold),
        baseCurrency: currencies.find((currency) => currency.isBase)?.code ?? '',
      },
    };
  });

  route(app, calls.sumsubAuth, async (_input, request) => {
    if (!(await getPublicSettings(app.db)).sumsub.enabled)
      throw new AppError(ErrorCode.verificationUnavailable, 'Identity verification is not offered.');
    const player = await findPlayerById(app.db, sessionOf(request).playerId);
    if (!player) throw AppError.unauthorized();
    const { token, url } = await provider.accessToken({
      id: player.id,
      email: player.email,
      phone: player.phone,
    });
    return { token, data: { token, provider: provider.name, url } };
  });

  // Own encapsulated contexts: multipart for uploads, raw JSON for webhooks, forms for the hosted page.
  await app.register(documentRoutes, { storage });
  await app.register(webhookRoutes, {
    secrets:
      provider.name === 'sumsub'
        ? { sumsub: provider.webhookSecret, builtin: null }
        : { sumsub: null, builtin: secret },
  });
  if (provider.name === 'builtin') await app.register(builtinPages, { provider: builtin });
  await app.register(verificationOperatorRoutes, { storage, provider });
  await app.register(kycReviewRoutes, { storage });
}
