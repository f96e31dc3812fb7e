import { useState } from 'react';
import { ONLINE_CHANNEL } from './channels.ts';
import { readOnlineCount } from './publications.ts';
import { useRealtimeEvent } from './realtime-context.tsx';

/** The players online as global:online last said; null until it first says. */
export function useOnlineCount(): number | null {
  const [count, setCount] = useState<number | null>(null);
  useRealtimeEvent(ONLINE_CHANNEL, (data) => {
    const next = readOnlineCount(data);
    if (next !== null) setCount(next);
  });
  return count;
}
