import type { StudioSessionFigures } from '@casino/contracts/studio';
import { useEffect, useState } from 'react';
import { fetchSessionFigures } from '../api/calls.ts';
import { useStudio } from '../session/studio-context.tsx';
import { texts } from '../texts.ts';

/** Seconds as h:mm:ss (or m:ss under an hour). */
export function formatElapsed(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/**
 * RTS 2E: the game session's elapsed time and net position (wins minus bets), shown throughout. The
 * server computes them from the session's rounds; they are asked again whenever the balance moves (a
 * round settled) and the clock ticks on here between answers.
 */
export function SessionBar() {
  const { token, balance, format } = useStudio();
  const [figures, setFigures] = useState<{ data: StudioSessionFigures; at: number } | null>(null);
  const [now, setNow] = useState(() => Date.now());

  // biome-ignore lint/correctness/useExhaustiveDependencies: a balance change means a round settled
  useEffect(() => {
    let live = true;
    fetchSessionFigures(token)
      .then((data) => {
        if (live) setFigures({ data, at: Date.now() });
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [token, balance]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  if (!figures) return null;
  const elapsed = figures.data.elapsedSeconds + Math.max(0, Math.floor((now - figures.at) / 1000));
  const net = figures.data.net;
  const negative = net.startsWith('-');
  return (
    <section className="session-bar" aria-label={texts.sessionBar.label} data-testid="session-bar">
      <span>
        <span className="top-bar__label">{texts.sessionBar.elapsed}</span>{' '}
        <strong data-testid="session-elapsed">{formatElapsed(elapsed)}</strong>
      </span>
      <span>
        <span className="top-bar__label">{texts.sessionBar.net}</span>{' '}
        <strong data-testid="session-net" className={negative ? 'session-bar__down' : 'session-bar__up'}>
          {negative ? `−${format(net.slice(1))}` : format(net)}
        </strong>
      </span>
    </section>
  );
}
