import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useApi } from '../../../lib/api-context.tsx';
import { isRunningInstalled } from '../../../lib/pwa/display-mode.ts';
import { useSession } from '../../../lib/session/session-context.tsx';
import { identityCalls, identityQueries } from '../api/identity-api.ts';

/**
 * The PWA detection of the session check (spec section 4): a signed-in player running the site as an
 * installed app has `pwaInstalled` saved on the profile, once (client contract section 3).
 */
export function usePwaInstalledReport() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { player, updatePlayer } = useSession();
  const reportedFor = useRef<string | null>(null);
  const unreported = player && !player.pwaInstalled ? player.id : null;

  useEffect(() => {
    if (!unreported || reportedFor.current === unreported || !isRunningInstalled(window)) return;
    // Tried once per player and page load: a failed save is tried again on the next visit.
    reportedFor.current = unreported;
    identityCalls
      .updateProfile(api, { pwaInstalled: true })
      .then((profile) => {
        queryClient.setQueryData(identityQueries.profile(api).queryKey, profile);
        updatePlayer(profile);
      })
      .catch((error: unknown) => console.warn('pwaInstalled was not saved', error));
  }, [api, queryClient, unreported, updatePlayer]);
}
