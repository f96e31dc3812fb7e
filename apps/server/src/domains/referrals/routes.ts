import {
  referralRoutes as calls,
  INVOICE_DEPOSIT_UPDATED,
  type InvoicePush,
  InvoiceStatus,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/routes.ts';
import { registerPlayerCreatedHook, registerProfileExtras } from '../identity/player-hooks.ts';
import { sessionOf } from '../identity/request-origin.ts';
import { referralProfile } from './codes.ts';
import { onPlayerCreated, REFERRAL_TIMER_EVENT, type ReferralTimer } from './link.ts';
import { referralSettings, referralsPage } from './list.ts';
import { checkQualification, closeWindow } from './qualification.ts';

/**
 * The referral programme (client contract sections 2 and 3; decision 0035): codes and links made when
 * a player is created, qualification when a friend's deposit is credited (the invoice's outbox event),
 * the window's end on the job queue, and the player's two calls.
 */
export async function referralsRoutes(app: FastifyInstance) {
  const unregister = [registerPlayerCreatedHook(onPlayerCreated), registerProfileExtras(referralProfile)];
  app.addHook('onClose', async () => {
    for (const undo of unregister) undo();
  });

  const closeJob = app.jobs.define('referrals.close-window', async (tx, job) => {
    const timer = job.data as ReferralTimer;
    await closeWindow(tx, timer.id, new Date(timer.runAt));
  });
  app.events.subscribe(REFERRAL_TIMER_EVENT, async (event, tx) => {
    const timer = event.payload as ReferralTimer;
    await app.jobs.schedule(tx, closeJob, { key: timer.id, runAt: new Date(timer.runAt), data: timer });
  });
  app.events.subscribe(INVOICE_DEPOSIT_UPDATED, async (event, tx) => {
    const { invoice } = event.payload as Omit<InvoicePush, 'event'>;
    if (invoice.status === InvoiceStatus.success) await checkQualification(tx, invoice.playerId);
  });

  route(app, calls.referrals, async ({ query }, request) =>
    referralsPage(app.db, sessionOf(request).playerId, query),
  );
  route(app, calls.referralSettings, async () => ({ data: await referralSettings(app.db) }));
}
