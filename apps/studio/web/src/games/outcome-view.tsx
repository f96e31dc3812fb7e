import type { StudioGameInfo, StudioGameKind } from '@casino/contracts/studio';
import type { ReactNode } from 'react';
import { texts } from '../texts.ts';
import { CrashOutcome } from './crash/crash-outcome.tsx';
import { DiceOutcome } from './dice/dice-outcome-view.tsx';
import { MinesOutcome } from './mines/mines-outcome.tsx';
import { PlinkoOutcome } from './plinko/plinko-outcome.tsx';
import { RouletteOutcome } from './roulette/roulette-outcome-view.tsx';
import { SlotOutcome } from './slot/slot-outcome.tsx';

export type OutcomeProps = {
  info: StudioGameInfo | null;
  params: Record<string, unknown>;
  outcome: Record<string, unknown>;
};

/** A round's final state drawn with its game's own components, read-only (recall and verifier). */
export function OutcomeView({ kind, ...props }: OutcomeProps & { kind: StudioGameKind }) {
  const drawn = drawOutcome(kind, props);
  return <div className="outcome-view">{drawn ?? <RawOutcome outcome={props.outcome} />}</div>;
}

/** Each drawer is a plain function (no hooks) returning null when it cannot read the outcome. */
function drawOutcome(kind: StudioGameKind, props: OutcomeProps): ReactNode | null {
  switch (kind) {
    case 'slot':
      return SlotOutcome(props);
    case 'dice':
      return DiceOutcome(props);
    case 'roulette':
      return RouletteOutcome(props);
    case 'mines':
      return MinesOutcome(props);
    case 'plinko':
      return PlinkoOutcome(props);
    case 'crash':
      return CrashOutcome(props);
  }
}

function RawOutcome({ outcome }: { outcome: Record<string, unknown> }) {
  return (
    <div>
      <p className="field__problem">{texts.errors.outcome}</p>
      <pre className="raw-outcome">{JSON.stringify(outcome, null, 2)}</pre>
    </div>
  );
}
