import { useEffect, useState } from 'react';
import { useStudio } from '../session/studio-context.tsx';
import type { FiguresAt } from '../session/use-session-figures.ts';
import { texts } from '../texts.ts';

/** Seconds as h:mm:ss (or m:ss under an hour). */
export function formatElapsed(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** The session's elapsed time now: the server's count at its answer, then this page's clock on top. */
export function useElapsed(figures: FiguresAt | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!figures) return 0;
  return figures.data.elapsedSeconds + Math.max(0, Math.floor((now - figures.at) / 1000));
}

/** A net position to show: a true minus sign when the player is down. */
export function useNetText() {
  const { format } = useStudio();
  return (net: string) => ({
    negative: net.startsWith('-'),
    text: net.startsWith('-') ? `−${format(net.slice(1))}` : format(net),
  });
}

/**
 * RTS 2E: the game session's elapsed time and net position (wins minus bets), shown throughout. The
 * server computes them from the session's rounds (useSessionFigures); the clock ticks on here between
 * answers.
 */
export function SessionBar({ figures }: { figures: FiguresAt | null }) {
  const elapsed = useElapsed(figures);
  const netText = useNetText();
  if (!figures) return null;
  const net = netText(figures.data.net);
  return (
    <section className="session-bar" aria-label={texts.sessionBar.label} data-testid="session-bar">
      <span>
        <span className="top-bar__label">{texts.sessionBar.elapsed}</span>{' '}
        <strong data-testid="session-elapsed">{formatElapsed(elapsed)}</strong>
      </span>
      <span>
        <span className="top-bar__label">{texts.sessionBar.net}</span>{' '}
        <strong data-testid="session-net" className={net.negative ? 'session-bar__down' : 'session-bar__up'}>
          {net.text}
        </strong>
      </span>
    </section>
  );
}
