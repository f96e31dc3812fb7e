import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { COOKIE_NAMES, deleteCookie, readCookie, writeCookie } from './cookies.ts';

/** A friend's link is `<site>/?ref=<code>` (client contract section 2). */
export const REFERRAL_PARAM = 'ref';
const KEPT_SECONDS = 30 * 86_400;
const CODE_MAX = 64;

/**
 * Keeps the referral code of a `?ref=` link, on whichever page it lands, in a cookie for 30 days (the
 * server reads it too, so a social sign-up in another tab keeps it), then takes it out of the URL.
 */
export function useReferralCode() {
  const [searchParams, setSearchParams] = useSearchParams();
  const code = searchParams.get(REFERRAL_PARAM);
  useEffect(() => {
    if (code === null) return;
    if (code.trim()) writeCookie(COOKIE_NAMES.referralCode, code.trim().slice(0, CODE_MAX), KEPT_SECONDS);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(REFERRAL_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [code, setSearchParams]);
}

/** The code kept from a friend's link, for the sign-up form's `referralCode`; '' when none. */
export function rememberedReferralCode(): string {
  if (typeof document === 'undefined') return '';
  return readCookie(document.cookie, COOKIE_NAMES.referralCode) ?? '';
}

/** Once the player signed up, the code has done its work. */
export function forgetReferralCode() {
  deleteCookie(COOKIE_NAMES.referralCode);
}
