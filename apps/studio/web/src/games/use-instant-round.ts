import type { StudioBet } from '@casino/contracts/studio';
import type { z } from 'zod';
import { playRound } from '../api/calls.ts';
import { useAction } from '../lib/use-action.ts';
import { useStudio } from '../session/studio-context.tsx';

/**
 * Plays the games whose round settles in one call (slot, dice, roulette, plinko). `play` answers the
 * round with its outcome read for drawing, or null: when the bet was refused (the balance is asked for
 * again, as the refusal carries none) or when the outcome cannot be read (the round still counts).
 */
export function useInstantRound() {
  const studio = useStudio();
  const action = useAction();

  const play = async <T>(bet: StudioBet, outcomeSchema: z.ZodType<T>) => {
    const result = await action.run(() => playRound(studio.token, bet));
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

  return { busy: action.busy, error: action.error, play };
}
