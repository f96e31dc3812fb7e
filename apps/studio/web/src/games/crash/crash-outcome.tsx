import type { ReactNode } from 'react';
import { z } from 'zod';
import { formatMultiplier } from '../../lib/money.ts';
import { texts } from '../../texts.ts';
import type { OutcomeProps } from '../outcome-view.tsx';

const crashOutcomeSchema = z.object({ crashPoint: z.number() });

/** A crash round's crash point. */
export function CrashOutcome({ outcome }: OutcomeProps): ReactNode | null {
  const parsed = crashOutcomeSchema.safeParse(outcome);
  if (!parsed.success) return null;
  return (
    <div className="crash-outcome">
      <span className="muted">{texts.crash.crashPoint}</span>
      <strong className={parsed.data.crashPoint >= 2 ? 'positive' : 'negative'}>
        {formatMultiplier(parsed.data.crashPoint)}
      </strong>
    </div>
  );
}
