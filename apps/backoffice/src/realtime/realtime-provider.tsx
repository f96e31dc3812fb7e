import {
  type CentrifugeLike,
  REALTIME_OPTIONS,
  RealtimeClient,
  type RealtimeState,
  realtimeEndpoint,
} from '@casino/contracts/realtime-client';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';

/** Makes the gateway's client (a fake one in tests). */
export type CentrifugeFactory = () => Promise<CentrifugeLike>;

/**
 * The real `centrifuge` client, loaded with the pages that use it. Staff connect without a connection
 * token (an anonymous connection): each chat channel is subscribed with a subscription token that
 * the staff routes issue after checking the session and its permission.
 */
export async function createCentrifuge(): Promise<CentrifugeLike> {
  const { Centrifuge } = await import('centrifuge');
  return new Centrifuge(realtimeEndpoint(window.location), REALTIME_OPTIONS);
}

type RealtimeValue = { client: RealtimeClient | null; state: RealtimeState };

const RealtimeContext = createContext<RealtimeValue>({ client: null, state: 'disconnected' });

/**
 * The back office's connection to the realtime gateway, the same protocol and client as the player
 * site's (@casino/contracts/realtime-client), open while the pages under it are.
 */
export function RealtimeProvider({
  factory = createCentrifuge,
  children,
}: {
  factory?: CentrifugeFactory;
  children: ReactNode;
}) {
  const [client, setClient] = useState<RealtimeClient | null>(null);
  const [state, setState] = useState<RealtimeState>('disconnected');
  const make = useRef(factory);
  useEffect(() => {
    let cancelled = false;
    let created: RealtimeClient | null = null;
    void make.current().then((centrifuge) => {
      if (cancelled) return;
      created = new RealtimeClient(centrifuge);
      created.onState(setState);
      created.start(null);
      setClient(created);
    });
    return () => {
      cancelled = true;
      created?.stop();
    };
  }, []);
  return <RealtimeContext value={{ client, state }}>{children}</RealtimeContext>;
}

export const useRealtimeState = () => useContext(RealtimeContext).state;

/**
 * Calls the handler (its latest version) with every publication on a token channel while mounted and
 * `channel` is set; `getToken` asks the server for the channel's subscription token.
 */
export function useChannel(
  channel: string | null,
  handler: (data: unknown) => void,
  getToken: () => Promise<string>,
) {
  const { client } = useContext(RealtimeContext);
  const latest = useRef({ handler, getToken });
  latest.current = { handler, getToken };
  useEffect(() => {
    if (!client || !channel) return;
    return client.listen(channel, (data) => latest.current.handler(data), {
      getToken: () => latest.current.getToken(),
    });
  }, [client, channel]);
}
