import {
  playerProtectionUpdateSchema,
  referralProgrammeSchema,
  type SlotStakeLimits,
  tagManagerUpdateSchema,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError, parseInput } from '../../plugins/errors.ts';
import { saveAudited } from './audited-setting.ts';
import {
  completeProtection,
  PLAYER_PROTECTION_KEY,
  playerProtection,
  REFERRAL_PROGRAMME_KEY,
  referralProgramme,
  savePlayerProtection,
  saveReferralProgramme,
} from './operator-settings.ts';
import { currencyUnit, listEnabledCurrencies, savePublicSetting } from './service.ts';
import { refreshTagManagerOrigins } from './tag-manager.ts';

/**
 * Settings the operator changes on a running site. The tag manager: on or off, and a container id that
 * is a GTM id (422 on `id` otherwise), so a browser is never sent one it would refuse. The pages'
 * Content-Security-Policy follows at once on this node, within 30 s on others (tag-manager.ts). Every
 * change is audited (the stored value before and after) in its transaction, as its caller.
 */
export async function settingsOperatorRoutes(app: FastifyInstance) {
  const read = { preHandler: app.requireOperator('settings.read') };
  const write = { preHandler: app.requireOperator('settings.write') };

  app.put('/api/operator/settings/tag-manager', write, async (request) => {
    const update = parseInput(tagManagerUpdateSchema, request.body);
    await saveAudited(app, request, 'tagManager', update, (tx) =>
      savePublicSetting(tx, 'tagManager', update),
    );
    await refreshTagManagerOrigins(app.db);
    app.guestPages.clear();
    return { data: update };
  });

  // Player protection (RTS 14 and tiered KYC): the games' jurisdiction, slot stake caps by age and the
  // KYC withdrawal threshold. Bets and withdrawals read them at once on this node, within 30 s on others.
  app.get('/api/operator/settings/player-protection', read, async () => ({
    data: await playerProtection(app.db),
  }));
  app.put('/api/operator/settings/player-protection', write, async (request) => {
    const settings = completeProtection(parseInput(playerProtectionUpdateSchema, request.body));
    await checkStakeLimits(app.db, settings.slotStakeLimits);
    await checkThreshold(app.db, settings.kycWithdrawalThreshold);
    await saveAudited(app, request, PLAYER_PROTECTION_KEY, settings, (tx) =>
      savePlayerProtection(tx, settings),
    );
    return { data: settings };
  });

  // The referral programme: registrations and friends' deposits read it at once on this node, within
  // 30 s on others. The qualifying deposit is in the base currency (422 with more decimals than it has).
  app.get('/api/operator/settings/referral-programme', read, async () => ({
    data: await referralProgramme(app.db),
  }));
  app.put('/api/operator/settings/referral-programme', write, async (request) => {
    const programme = parseInput(referralProgrammeSchema, request.body);
    await checkBaseAmount(app.db, 'qualifyingDeposit', programme.qualifyingDeposit);
    await saveAudited(app, request, REFERRAL_PROGRAMME_KEY, programme, (tx) =>
      saveReferralProgramme(tx, programme),
    );
    return { data: programme };
  });
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
function checkThreshold(db: Db, threshold: string) {
  return checkBaseAmount(db, 'kycWithdrawalThreshold', threshold);
}

/** An amount in the base currency: no more decimals than it has (422 on `field` otherwise). */
async function checkBaseAmount(db: Db, field: string, amount: string) {
  const base = (await listEnabledCurrencies(db)).find((currency) => currency.isBase);
  if (base && !fitsUnit(amount, base.subunitToUnit)) throw AppError.validation([{ field, rule: 'decimal' }]);
}

/** A decimal amount with no more decimals than a currency of `subunitToUnit` minor units has. */
function fitsUnit(amount: string, subunitToUnit: number): boolean {
  const fraction = (amount.split('.')[1] ?? '').replace(/0+$/, '');
  return fraction.length <= Math.round(Math.log10(subunitToUnit));
}
