import type { Db } from '../../db/client.ts';
import { publishEvent } from '../events/outbox.ts';
import { usedDeviceAt } from '../identity/devices.ts';
import type { SignUp } from '../identity/player-hooks.ts';
import type { Player } from '../identity/players.ts';
import { referralProgramme } from '../settings/operator-settings.ts';
import { ensureReferralCode, normalizeReferralCode, ownerOfCode } from './codes.ts';
import { referrals } from './tables.ts';

const DAY = 86_400_000;

/** Asks the job queue (through the outbox) to close a referral's window at `runAt`. */
export const REFERRAL_TIMER_EVENT = 'referrals.timer';
export type ReferralTimer = { id: string; runAt: string };

/**
 * A new player (the player-created hook, in the transaction that creates them) gets a code of their
 * own and, when they brought a friend's code while the programme is on, becomes that friend's
 * referral. An unknown code, and a code whose owner signed in from the device and address the player
 * signs up from (one person referring themselves), link nothing: the sign-up goes on either way.
 */
export async function onPlayerCreated(tx: Db, player: Player, signUp: SignUp): Promise<void> {
  await ensureReferralCode(tx, player.id);
  const code = normalizeReferralCode(signUp.referralCode);
  if (!code) return;
  const programme = await referralProgramme(tx);
  if (!programme.enabled) return;
  const ownerId = await ownerOfCode(tx, code);
  if (!ownerId || ownerId === player.id) return;
  if (signUp.deviceHash && signUp.ip && (await usedDeviceAt(tx, ownerId, signUp.deviceHash, signUp.ip)))
    return;
  const endsAt = new Date(player.createdAt.getTime() + programme.qualificationDays * DAY);
  const [linked] = await tx
    .insert(referrals)
    .values({ ownerId, friendId: player.id, registeredAt: player.createdAt, qualificationEndsAt: endsAt })
    .onConflictDoNothing({ target: referrals.friendId })
    .returning({ id: referrals.id });
  if (linked) {
    const timer: ReferralTimer = { id: linked.id, runAt: endsAt.toISOString() };
    await publishEvent(tx, { type: REFERRAL_TIMER_EVENT, payload: timer });
  }
}
