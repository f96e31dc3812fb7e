import { type CrashState, crashLiveMessageSchema } from '@casino/contracts/studio';
import { useEffect, useRef, useState } from 'react';
import { clockOffset } from './crash-curve.ts';

export type CrashConnection = 'connecting' | 'open' | 'reconnecting';

const RETRY_MS = [1000, 2000, 4000, 8000];

const liveUrl = () =>
  `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/studio/api/crash/live`;

/**
 * The shared crash round over the websocket: the whole state on connect and at each phase, the bets
 * as they change. Reconnects with growing pauses; `offsetMs` is how far the local clock trails the server.
 */
export function useCrashLive() {
  const [state, setState] = useState<CrashState | null>(null);
  const [offsetMs, setOffsetMs] = useState(0);
  const [connection, setConnection] = useState<CrashConnection>('connecting');
  const attempts = useRef(0);

  useEffect(() => {
    let socket: WebSocket | null = null;
    let retry: number | undefined;
    let closed = false;

    const connect = () => {
      socket = new WebSocket(liveUrl());
      socket.onopen = () => {
        attempts.current = 0;
        setConnection('open');
      };
      socket.onmessage = (event) => {
        const parsed = crashLiveMessageSchema.safeParse(JSON.parse(String(event.data)));
        if (!parsed.success) return;
        const message = parsed.data;
        if (message.type === 'state') {
          setOffsetMs(clockOffset(message.state.serverTime, Date.now()));
          setState(message.state);
        } else {
          setState((current) =>
            current && current.roundId === message.roundId ? { ...current, bets: message.bets } : current,
          );
        }
      };
      socket.onclose = () => {
        if (closed) return;
        setConnection('reconnecting');
        const pause = RETRY_MS[Math.min(attempts.current, RETRY_MS.length - 1)];
        attempts.current += 1;
        retry = window.setTimeout(connect, pause);
      };
    };
    connect();

    return () => {
      closed = true;
      window.clearTimeout(retry);
      socket?.close();
    };
  }, []);

  return { state, offsetMs, connection };
}
