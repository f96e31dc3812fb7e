import type { Profile } from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import type { Player } from './players.ts';

/** What a sign-up carried besides the player's own fields: a friend's referral code, the device and address. */
export type SignUp = { referralCode: string | null; deviceHash: string | null; ip: string | null };
export const NO_SIGN_UP: SignUp = { referralCode: null, deviceHash: null, ip: null };

/**
 * A higher domain's step when a player is created, whichever way they sign up (e-mail, phone, social,
 * Telegram), in the transaction that creates them: the wallet opens the player's first account, the
 * referral programme gives the player a code and links them to the friend whose code they brought.
 */
export type PlayerCreatedHook = (tx: Db, player: Player, signUp: SignUp) => Promise<void>;

const hooks = new Set<PlayerCreatedHook>();

/** Adds a hook (the same function twice counts once); returns what removes it. */
export function registerPlayerCreatedHook(hook: PlayerCreatedHook): () => void {
  hooks.add(hook);
  return () => {
    hooks.delete(hook);
  };
}

export async function runPlayerCreatedHooks(tx: Db, player: Player, signUp: SignUp): Promise<void> {
  for (const hook of hooks) await hook(tx, player, signUp);
}

/** The profile fields a higher domain holds (the referral programme: the player's code and qualified friends). */
export type ProfileExtras = Partial<Pick<Profile, 'referralCode' | 'qualifiedReferralsCount'>>;
export type ProfileExtrasSource = (db: Db, playerId: string) => Promise<ProfileExtras>;

const extrasSources = new Set<ProfileExtrasSource>();

export function registerProfileExtras(source: ProfileExtrasSource): () => void {
  extrasSources.add(source);
  return () => {
    extrasSources.delete(source);
  };
}

export async function profileExtras(db: Db, playerId: string): Promise<ProfileExtras> {
  let extras: ProfileExtras = {};
  for (const source of extrasSources) extras = { ...extras, ...(await source(db, playerId)) };
  return extras;
}
