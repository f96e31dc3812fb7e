import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { COOKIE_NAMES, writeCookie } from './cookies.ts';

const DAY_SECONDS = 86_400;

/** Keeps the `stag` affiliate tag in a cookie for the configured days, then removes it from the URL. */
export function useAffiliateTag(expirationDays: number) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tag = searchParams.get('stag');
  useEffect(() => {
    if (tag === null) return;
    if (tag.trim())
      writeCookie(COOKIE_NAMES.affiliateTag, tag.trim().slice(0, 200), expirationDays * DAY_SECONDS);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('stag');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [tag, expirationDays, setSearchParams]);
}
