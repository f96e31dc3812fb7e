import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context.tsx';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useT } from '../../../lib/use-t.ts';
import { limitsQueries } from '../api/limits-api.ts';

/**
 * The player's reality-check interval in seconds (RTS 13): null when off, undefined while unknown (or
 * for a guest). Games' pages show it and follow a change of it; limits' chooser sets it.
 */
export function useRealityCheckInterval(): number | null | undefined {
  const api = useApi();
  const { isLoggedIn } = useSession();
  const query = useQuery({ ...limitsQueries.realityCheck(api), enabled: isLoggedIn });
  return isLoggedIn ? query.data?.intervalSeconds : undefined;
}

/** An interval in words: "15 minutes", "20 seconds" (the test interval), "Off" for null. */
export function useIntervalText(): (seconds: number | null) => string {
  const t = useT('global-components');
  return (seconds) =>
    seconds === null
      ? t('profile.realityCheck.off')
      : seconds % 60 === 0
        ? t('profile.realityCheck.minutes', { count: seconds / 60 })
        : t('profile.realityCheck.seconds', { count: seconds });
}
