import { useState } from 'react';
import { refillDemoBalance } from '../api/calls.ts';
import { useAction } from '../lib/use-action.ts';
import { useStudio } from '../session/studio-context.tsx';
import { texts } from '../texts.ts';
import { FairnessPanel } from './fairness-panel.tsx';
import { ShieldIcon, SpeakerIcon } from './icons.tsx';

/** Game name, balance, sound and the fairness panel. */
export function TopBar() {
  const { session, balance, format, soundOn, toggleSound } = useStudio();
  const [fairnessOpen, setFairnessOpen] = useState(false);
  return (
    <header className="top-bar">
      <div className="top-bar__title">
        <h1>{session.game.name}</h1>
        {session.mode === 'demo' && <span className="badge badge--demo">{texts.topBar.demo}</span>}
      </div>
      <div className="top-bar__balance" aria-live="polite">
        <span className="top-bar__label">{texts.topBar.balance}</span>
        <strong data-testid="balance">{format(balance)}</strong>
        {session.mode === 'demo' && <DemoRefill />}
      </div>
      <div className="top-bar__actions">
        <button
          type="button"
          className="icon-button"
          aria-pressed={soundOn}
          aria-label={soundOn ? texts.topBar.soundOn : texts.topBar.soundOff}
          title={soundOn ? texts.topBar.soundOn : texts.topBar.soundOff}
          onClick={toggleSound}
        >
          <SpeakerIcon on={soundOn} />
        </button>
        <button
          type="button"
          className="button button--ghost"
          aria-label={texts.topBar.fairness}
          onClick={() => setFairnessOpen(true)}
        >
          <ShieldIcon />
          <span>{texts.topBar.fairness}</span>
        </button>
      </div>
      {fairnessOpen && <FairnessPanel onClose={() => setFairnessOpen(false)} />}
    </header>
  );
}

/** Demo money runs out: offered once the balance is below the minimum bet. */
function DemoRefill() {
  const { token, limits, balanceMinor, setBalance } = useStudio();
  const refill = useAction();
  if (balanceMinor === null || balanceMinor >= limits.min) return null;
  return (
    <button
      type="button"
      className="link-button"
      aria-label={texts.topBar.refillLabel}
      disabled={refill.busy}
      onClick={async () => {
        const answer = await refill.run(() => refillDemoBalance(token));
        if (answer) setBalance(answer.balance);
      }}
    >
      {texts.topBar.refill}
    </button>
  );
}
