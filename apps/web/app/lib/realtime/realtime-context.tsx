import type { PlayerChannel } from '@casino/contracts';
import { playerChannel } from '@casino/contracts';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useSessionClient } from '../api-context.tsx';
import { useSession } from '../session/session-context.tsx';
import { createCentrifuge, fetchConnectionToken } from './centrifuge-connection.ts';
import {
  type CentrifugeLike,
  type PublicationHandler,
  RealtimeClient,
  type RealtimeState,
} from './realtime-client.ts';

type RealtimeValue = { client: RealtimeClient | null; state: RealtimeState; profileId: string | null };

const RealtimeContext = createContext<RealtimeValue>({
  client: null,
  state: 'disconnected',
  profileId: null,
});

/** Makes the client; `getToken` gives the connection token of the moment ('' for a guest). */
export type CentrifugeFactory = (getToken: () => Promise<string>) => Promise<CentrifugeLike>;

type ConnectionProps = {
  /** The signed-in player's profile id, null for a guest. */
  profileId: string | null;
  /** The connection token of the signed-in player, asked for with a current access token. */
  getPlayerToken: () => Promise<string>;
  factory?: CentrifugeFactory;
  children: ReactNode;
};

/**
 * The tab's realtime connection, opened once after mount (never while rendering on the server) and
 * following the player: profile channels on sign-in, a guest connection after sign-out.
 */
export function RealtimeConnection({
  profileId,
  getPlayerToken,
  factory = createCentrifuge,
  children,
}: ConnectionProps) {
  const [client, setClient] = useState<RealtimeClient | null>(null);
  const [state, setState] = useState<RealtimeState>('disconnected');
  const latest = useRef({ profileId, getPlayerToken, factory });
  latest.current = { profileId, getPlayerToken, factory };

  useEffect(() => {
    let cancelled = false;
    let created: RealtimeClient | null = null;
    const getToken = async () => (latest.current.profileId ? latest.current.getPlayerToken() : '');
    void latest.current.factory(getToken).then((centrifuge) => {
      if (cancelled) return;
      created = new RealtimeClient(centrifuge);
      created.onState(setState);
      created.start(latest.current.profileId);
      setClient(created);
    });
    return () => {
      cancelled = true;
      created?.stop();
    };
  }, []);

  useEffect(() => {
    client?.setPlayer(profileId);
  }, [client, profileId]);

  return <RealtimeContext.Provider value={{ client, state, profileId }}>{children}</RealtimeContext.Provider>;
}

/** The realtime connection of the session's player. */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const session = useSessionClient();
  const profileId = useSession().player?.id ?? null;
  const getPlayerToken = useCallback(async () => {
    const token = await session.freshToken();
    return fetchConnectionToken(token, () => session.refused(token));
  }, [session]);
  return (
    <RealtimeConnection profileId={profileId} getPlayerToken={getPlayerToken}>
      {children}
    </RealtimeConnection>
  );
}

export function useRealtimeState(): RealtimeState {
  return useContext(RealtimeContext).state;
}

/**
 * Calls the handler (its latest version) with every publication on the channel while mounted; a
 * channel that needs a subscription token (the chat's) gets it from `getToken` (its latest version).
 */
export function useRealtimeEvent(
  channel: string | null,
  handler: PublicationHandler,
  getToken?: () => Promise<string>,
) {
  const { client } = useContext(RealtimeContext);
  const latest = useRef({ handler, getToken });
  latest.current = { handler, getToken };
  const withToken = getToken !== undefined;
  useEffect(() => {
    if (!client || !channel) return;
    const options = withToken ? { getToken: () => latest.current.getToken?.() ?? Promise.resolve('') } : {};
    return client.listen(channel, (data) => latest.current.handler(data), options);
  }, [client, channel, withToken]);
}

/** Publications on one of the signed-in player's own channels; nothing for a guest. */
export function usePlayerRealtimeEvent(channel: PlayerChannel, handler: PublicationHandler) {
  const { profileId } = useContext(RealtimeContext);
  useRealtimeEvent(profileId ? playerChannel(channel, profileId) : null, handler);
}
