import {
  playerProtectionUpdateSchema,
  referralProgrammeSchema,
  tagManagerUpdateSchema,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../plugins/errors.ts';
import { changePlayerProtection, changeReferralProgramme, changeTagManager } from './changes.ts';
import { playerProtection, referralProgramme } from './operator-settings.ts';

/**
 * Settings the operator changes on a running site, for the operator key and named API keys (the back
 * office's settings page calls the same changes: backoffice-routes.ts). The tag manager: on or off,
 * and a container id that is a GTM id (422 on `id` otherwise), so a browser is never sent one it would
 * refuse. Every change is audited (the stored value before and after) in its transaction, as its caller.
 */
export async function settingsOperatorRoutes(app: FastifyInstance) {
  const read = { preHandler: app.requireOperator('settings.read') };
  const write = { preHandler: app.requireOperator('settings.write') };

  app.put('/api/operator/settings/tag-manager', write, async (request) => ({
    data: await changeTagManager(app, request, parseInput(tagManagerUpdateSchema, request.body)),
  }));

  // Player protection (RTS 14 and tiered KYC): the games' jurisdiction, slot stake caps by age and the
  // KYC withdrawal threshold. Bets and withdrawals read them at once on this node, within 30 s on others.
  app.get('/api/operator/settings/player-protection', read, async () => ({
    data: await playerProtection(app.db),
  }));
  app.put('/api/operator/settings/player-protection', write, async (request) => ({
    data: await changePlayerProtection(app, request, parseInput(playerProtectionUpdateSchema, request.body)),
  }));

  // The referral programme: registrations and friends' deposits read it at once on this node, within
  // 30 s on others. The qualifying deposit is in the base currency (422 with more decimals than it has).
  app.get('/api/operator/settings/referral-programme', read, async () => ({
    data: await referralProgramme(app.db),
  }));
  app.put('/api/operator/settings/referral-programme', write, async (request) => ({
    data: await changeReferralProgramme(app, request, parseInput(referralProgrammeSchema, request.body)),
  }));
}
