import { backofficeSettingsRoutes as calls } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/routes.ts';
import {
  changeChatSettings,
  changeIdentityVerification,
  changePaymentRules,
  changePlayerProtection,
  changeReferralProgramme,
  changeReportSettings,
  changeRetention,
  changeTagManager,
  operatorSettings,
} from './changes.ts';

/**
 * The back office's settings page (settings.read to see, settings.write to change): the operator
 * routes' changes, called by staff sessions, one call per group.
 */
export async function settingsBackofficeRoutes(app: FastifyInstance) {
  route(app, calls.settings, async () => ({ data: await operatorSettings(app.db) }));
  route(app, calls.savePlayerProtection, async ({ body }, request) => ({
    data: await changePlayerProtection(app, request, body),
  }));
  route(app, calls.saveIdentityVerification, async ({ body }, request) => ({
    data: await changeIdentityVerification(app, request, body),
  }));
  route(app, calls.saveTagManager, async ({ body }, request) => ({
    data: await changeTagManager(app, request, body),
  }));
  route(app, calls.saveRetention, async ({ body }, request) => ({
    data: await changeRetention(app, request, body),
  }));
  route(app, calls.savePaymentRules, async ({ body }, request) => ({
    data: await changePaymentRules(app, request, body),
  }));
  route(app, calls.saveReferralProgramme, async ({ body }, request) => ({
    data: await changeReferralProgramme(app, request, body),
  }));
  route(app, calls.saveReportSettings, async ({ body }, request) => ({
    data: await changeReportSettings(app, request, body),
  }));
  route(app, calls.saveChatSettings, async ({ body }, request) => ({
    data: await changeChatSettings(app, request, body),
  }));
}
