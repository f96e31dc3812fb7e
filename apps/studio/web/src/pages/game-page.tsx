import type { StudioSession } from '@casino/contracts/studio';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { openSession } from '../api/calls.ts';
import { ErrorMessage } from '../components/error-message.tsx';
import { RealityCheckPanel } from '../components/reality-check-panel.tsx';
import { SessionBar } from '../components/session-bar.tsx';
import { TopBar } from '../components/top-bar.tsx';
import { CrashGame } from '../games/crash/crash-game.tsx';
import { DiceGame } from '../games/dice/dice-game.tsx';
import { MinesGame } from '../games/mines/mines-game.tsx';
import { PlinkoGame } from '../games/plinko/plinko-game.tsx';
import { RouletteGame } from '../games/roulette/roulette-game.tsx';
import { SlotGame } from '../games/slot/slot-game.tsx';
import { hostFigures } from '../lib/host-frame.ts';
import { type LaunchParams, readLaunchParams } from '../session/launch-params.ts';
import { StudioProvider } from '../session/studio-context.tsx';
import { useSessionFigures } from '../session/use-session-figures.ts';
import { texts } from '../texts.ts';

type Opening =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; session: StudioSession };

/** A game as the site frames it: opens the studio session from the launch in the URL, then plays. */
export function GamePage({ slug }: { slug: string }) {
  const [launch] = useState<LaunchParams | null>(() => readLaunchParams(window.location.search));
  const [opening, setOpening] = useState<Opening>({ status: 'loading' });

  useEffect(() => {
    if (!launch) return;
    let live = true;
    openSession(slug, launch).then(
      (session) => live && setOpening({ status: 'ready', session }),
      (error: unknown) => live && setOpening({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [slug, launch]);

  if (!launch) return <Notice>{texts.errors.noLaunch}</Notice>;
  if (opening.status === 'loading') return <Notice>{texts.loading}</Notice>;
  if (opening.status === 'failed') {
    return (
      <Notice>
        <ErrorMessage error={opening.error} />
      </Notice>
    );
  }
  return (
    <StudioProvider token={launch.token} session={opening.session}>
      <div className="game-page">
        <TopBar />
        <SessionWatch />
        <GameView session={opening.session} />
      </div>
    </StudioProvider>
  );
}

/**
 * The session's figures throughout (RTS 2E; in the casino's own bar when it says it shows them) and,
 * when its interval runs out, the reality check (RTS 13).
 */
function SessionWatch() {
  const { figures, acknowledge } = useSessionFigures();
  const hostShows = useSyncExternalStore(hostFigures.subscribe, hostFigures.shown);
  return (
    <>
      {hostShows ? null : <SessionBar figures={figures} />}
      <RealityCheckPanel figures={figures} onAcknowledge={acknowledge} />
    </>
  );
}

function GameView({ session }: { session: StudioSession }) {
  switch (session.game.kind) {
    case 'slot':
      return session.game.slot ? (
        <SlotGame slot={session.game.slot} />
      ) : (
        <Notice>{texts.errors.outcome}</Notice>
      );
    case 'dice':
      return <DiceGame />;
    case 'roulette':
      return <RouletteGame />;
    case 'mines':
      return <MinesGame />;
    case 'plinko':
      return <PlinkoGame />;
    case 'crash':
      return <CrashGame />;
    case 'sportsbook':
      // Opened through its own page (app.tsx); here only if the session says so oddly.
      return <Notice>{texts.errors.notFound}</Notice>;
  }
}

export function Notice({ children }: { children: ReactNode }) {
  return (
    <main className="notice">
      <div className="notice__body">{children}</div>
    </main>
  );
}
