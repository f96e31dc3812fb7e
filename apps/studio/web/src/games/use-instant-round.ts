import type { StudioBet } from '@casino/contracts/studio';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { playRound } from '../api/calls.ts';
import { useAction } from '../lib/use-action.ts';
import { useStudio } from '../session/studio-context.tsx';

/**
 * Plays the games whose round settles in one call (slot, dice, roulette, plinko). `play` answers the
 * round with its outcome read for drawing, or null: when the bet was refused (the balance is asked for
 * again, as the refusal carries none) or when the outcome cannot be read (the round still counts).
 *
 * Where the jurisdiction sets a least time between rounds (RTS 14: 2.5 s for slots, 15020 from the
 * server when sooner), `cooling` holds from the play until that long after the server's answer, so the
 * page never invites a round the server would refuse.
 */
export function useInstantRound() {
  const studio = useStudio();
  const action = useAction();
  const cycle = useCycleWait(studio.session.minCycleMs ?? 0);

  const play = async <T>(bet: StudioBet, outcomeSchema: z.ZodType<T>) => {
    if (cycle.cooling) return null;
    cycle.begin();
    const result = await action.run(() => playRound(studio.token, bet)).finally(cycle.answered);
    if (!result) {
      studio.refreshBalance();
      return null;
    }
    const outcome = outcomeSchema.safeParse(result.round.outcome);
    if (!outcome.success) {
      studio.applyResult(result);
      action.setError(outcome.error);
      return null;
    }
    return { result, outcome: outcome.data };
  };

  return { busy: action.busy, cooling: cycle.cooling, error: action.error, play };
}

/** The wait between two rounds: on from `begin`, off `minCycleMs` after `answered`. */
function useCycleWait(minCycleMs: number) {
  const [cooling, setCooling] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const begin = useCallback(() => {
    if (minCycleMs <= 0) return;
    clearTimeout(timer.current);
    setCooling(true);
  }, [minCycleMs]);
  // The server counts from the round it recorded, before it answered: waiting from the answer is enough.
  const answered = useCallback(() => {
    if (minCycleMs <= 0) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCooling(false), minCycleMs);
  }, [minCycleMs]);
  return { cooling: minCycleMs > 0 && cooling, begin, answered };
}
