import type { GameFrameNavigateMessage } from '@casino/contracts';
import { type MouseEvent, useEffect, useRef } from 'react';
import { askHostToNavigate, hostPathOf } from '../lib/host-frame.ts';
import { useAction } from '../lib/use-action.ts';
import { useStudio } from '../session/studio-context.tsx';
import type { FiguresAt } from '../session/use-session-figures.ts';
import { texts } from '../texts.ts';
import { ErrorMessage } from './error-message.tsx';
import { formatElapsed, useElapsed, useNetText } from './session-bar.tsx';

/** The panel's ways out of the game: the bet history, and leaving for the lobby. */
const EXITS: { to: GameFrameNavigateMessage['to']; testId: string; label: 'history' | 'leave' }[] = [
  { to: 'history', testId: 'reality-check-history', label: 'history' },
  { to: 'lobby', testId: 'reality-check-leave', label: 'leave' },
];

/**
 * The reality check (UKGC RTS 13): once the server says the interval the player chose has run out, this
 * panel stops play (the server refuses every bet meanwhile) and shows how long the session has lasted
 * and where the player stands, with the way to the bet history and out of the game. Only "go on" closes
 * it, by telling the server, which starts the next interval.
 */
export function RealityCheckPanel({
  figures,
  onAcknowledge,
}: {
  figures: FiguresAt | null;
  onAcknowledge: () => Promise<void>;
}) {
  const due = figures?.data.realityCheck?.due ?? false;
  if (!figures || !due) return null;
  return <Panel figures={figures} onAcknowledge={onAcknowledge} />;
}

function Panel({ figures, onAcknowledge }: { figures: FiguresAt; onAcknowledge: () => Promise<void> }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { format } = useStudio();
  const elapsed = useElapsed(figures);
  const net = useNetText()(figures.data.net);
  const going = useAction();
  const interval = figures.data.realityCheck?.intervalSeconds ?? 0;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const follow = (to: 'history' | 'lobby') => (event: MouseEvent) => {
    if (askHostToNavigate(to)) event.preventDefault();
  };

  return (
    <dialog
      ref={dialog}
      className="modal reality-check"
      aria-labelledby="reality-check-title"
      aria-describedby="reality-check-text"
      data-testid="reality-check"
      // Escape does not close it: only the player's choice does.
      onCancel={(event) => event.preventDefault()}
    >
      <div className="modal__panel">
        <header className="modal__header">
          <h2 id="reality-check-title">{texts.realityCheck.title}</h2>
        </header>
        <div className="modal__body">
          <p id="reality-check-text">{texts.realityCheck.text(interval)}</p>
          <dl className="reality-check__figures">
            <div>
              <dt>{texts.realityCheck.elapsed}</dt>
              <dd data-testid="reality-check-elapsed">{formatElapsed(elapsed)}</dd>
            </div>
            <div>
              <dt>{texts.realityCheck.net}</dt>
              <dd
                data-testid="reality-check-net"
                className={net.negative ? 'session-bar__down' : 'session-bar__up'}
              >
                {net.text}
              </dd>
            </div>
            <div>
              <dt>{texts.realityCheck.bets}</dt>
              <dd>{format(figures.data.bets)}</dd>
            </div>
            <div>
              <dt>{texts.realityCheck.wins}</dt>
              <dd>{format(figures.data.wins)}</dd>
            </div>
          </dl>
          <ErrorMessage error={going.error} />
          <div className="reality-check__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={going.busy}
              onClick={() => void going.run(onAcknowledge)}
              data-testid="reality-check-continue"
              // biome-ignore lint/a11y/noAutofocus: the dialog's one safe default
              autoFocus
            >
              {texts.realityCheck.continue}
            </button>
            {EXITS.map(({ to, testId, label }) => (
              <a
                key={to}
                className="button button--ghost"
                href={hostPathOf(to)}
                target="_top"
                onClick={follow(to)}
                data-testid={testId}
              >
                {texts.realityCheck[label]}
              </a>
            ))}
          </div>
        </div>
      </div>
    </dialog>
  );
}
