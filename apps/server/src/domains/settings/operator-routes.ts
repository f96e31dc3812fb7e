import {
  playerProtectionUpdateSchema,
  type SlotStakeLimits,
  tagManagerUpdateSchema,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError, parseInput } from '../../plugins/errors.ts';
import { completeProtection, playerProtection, savePlayerProtection } from './operator-settings.ts';
import { currencyUnit, listEnabledCurrencies, savePublicSetting } from './service.ts';
import { refreshTagManagerOrigins } from './tag-manager.ts';

/**
 * Settings the operator changes on a running site. The tag manager: on or off, and a container id that
 * is a GTM id (422 on `id` otherwise), so a browser is never sent one it would refuse. The pages'
 * Content-Security-Policy follows at once on this node, within 30 s on others (tag-manager.ts).
 */
export async function settingsOperatorRoutes(app: FastifyInstance) {
  app.put('/api/operator/settings/tag-manager', { preHandler: app.requireOperator }, async (request) => {
    const update = parseInput(tagManagerUpdateSchema, request.body);
    await savePublicSetting(app.db, 'tagManager', update);
    await refreshTagManagerOrigins(app.db);
    app.guestPages.clear();
    return { data: update };
  });

  // Player protection (RTS 14 and tiered KYC): the games' jurisdiction, slot stake caps by age and the
  // KYC withdrawal threshold. Bets and withdrawals read them at once on this node, within 30 s on others.
  app.get('/api/operator/settings/player-protection', { preHandler: app.requireOperator }, async () => ({
    data: await playerProtection(app.db),
  }));
  app.put(
    '/api/operator/settings/player-protection',
    { preHandler: app.requireOperator },
    async (request) => {
      const settings = completeProtection(parseInput(playerProtectionUpdateSchema, request.body));
      await checkStakeLimits(app.db, settings.slotStakeLimits);
      await checkThreshold(app.db, settings.kycWithdrawalThreshold);
      await savePlayerProtection(app.db, settings);
      return { data: settings };
    },
  );
}

/** Stake caps in a currency the site knows, each with no more decimals than it has (422 otherwise). */
async function checkStakeLimits(db: Db, limits: SlotStakeLimits | null) {
  if (!limits) return;
  const unit = await currencyUnit(db, limits.currency);
  if (!unit) throw AppError.validation([{ field: 'slotStakeLimits.currency', rule: 'in' }]);
  const issues = limits.bands.flatMap((band, index) =>
    fitsUnit(band.maxStake, unit)
      ? []
      : [{ field: `slotStakeLimits.bands.${index}.maxStake`, rule: 'decimal' }],
  );
  if (issues.length) throw AppError.validation(issues);
}

/** The KYC threshold is in the base currency: no more decimals than it has (422 otherwise). */
async function checkThreshold(db: Db, threshold: string) {
  const base = (await listEnabledCurrencies(db)).find((currency) => currency.isBase);
  if (base && !fitsUnit(threshold, base.subunitToUnit))
    throw AppError.validation([{ field: 'kycWithdrawalThreshold', rule: 'decimal' }]);
}

/** A decimal amount with no more decimals than a currency of `subunitToUnit` minor units has. */
function fitsUnit(amount: string, subunitToUnit: number): boolean {
  const fraction = (amount.split('.')[1] ?? '').replace(/0+$/, '');
  return fraction.length <= Math.round(Math.log10(subunitToUnit));
}
