import type { StudioSessionFigures } from '@casino/contracts/studio';
import { useCallback, useEffect, useRef, useState } from 'react';
import { acknowledgeRealityCheck, fetchSessionFigures } from '../api/calls.ts';
import { reportSessionFigures } from '../lib/host-frame.ts';
import { onRealityCheckRefusal } from './reality-check-signal.ts';
import { useStudio } from './studio-context.tsx';

/** The figures as last answered, and when (this page's clock) they were. */
export type FiguresAt = { data: StudioSessionFigures; at: number };

/** A little after the server's due time, so the server already says it is due when asked. */
const DUE_MARGIN_MS = 300;

/**
 * The session's figures from the server (RTS 2E) and its reality check (RTS 13). They are asked again
 * whenever the balance moves (a round settled), when the reality check's interval should have run out
 * (a timer on the server's count, then the server decides) and when a call was refused because it is
 * due. Each answer goes to the casino around the frame as well.
 */
export function useSessionFigures() {
  const { token, balance } = useStudio();
  const [figures, setFigures] = useState<FiguresAt | null>(null);
  const live = useRef(true);

  const take = useCallback((data: StudioSessionFigures) => {
    if (!live.current) return;
    setFigures({ data, at: Date.now() });
    reportSessionFigures(data);
  }, []);

  const refresh = useCallback(() => {
    fetchSessionFigures(token).then(take, () => undefined);
  }, [token, take]);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a balance change means a round settled
  useEffect(() => {
    refresh();
  }, [refresh, balance]);

  useEffect(() => onRealityCheckRefusal(refresh), [refresh]);

  const check = figures?.data.realityCheck;
  useEffect(() => {
    if (!check || check.due) return;
    const timer = setTimeout(refresh, check.dueInSeconds * 1000 + DUE_MARGIN_MS);
    return () => clearTimeout(timer);
  }, [check, refresh]);

  /** The player read the panel: the server starts the next interval and answers the figures anew. */
  const acknowledge = useCallback(async () => {
    take(await acknowledgeRealityCheck(token));
  }, [token, take]);

  return { figures, acknowledge };
}
