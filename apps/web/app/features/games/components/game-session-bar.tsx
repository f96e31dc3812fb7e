import {
  GAME_FRAME_DESTINATIONS,
  GAME_FRAME_FIGURES_MESSAGE,
  GAME_FRAME_FIGURES_SHOWN_MESSAGE,
  GAME_FRAME_NAVIGATE_MESSAGE,
  type GameFrameFiguresMessage,
  type GameFrameFiguresShownMessage,
  type GameFrameNavigateMessage,
} from '@casino/contracts';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useModals } from '../../../components/modals/use-modals.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { useLocalizePath, useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { useIntervalText, useRealityCheckInterval } from '../../limits/hooks/use-reality-check.ts';
import { useWalletAccounts } from '../../wallet/hooks/use-wallet-accounts.ts';
import { formatMoney } from '../../wallet/lib/display-unit.ts';

type Figures = { message: GameFrameFiguresMessage; at: number };

/** Where the game's frame may send the player (its reality check's links), in the site's language. */
const DESTINATIONS: Record<GameFrameNavigateMessage['to'], string> = {
  history: '/profile/history?tab=games',
  lobby: '/',
};

const isFiguresMessage = (data: unknown): data is GameFrameFiguresMessage => {
  const message = data as Partial<GameFrameFiguresMessage> | null;
  return (
    message?.type === GAME_FRAME_FIGURES_MESSAGE &&
    typeof message.elapsedSeconds === 'number' &&
    Number.isFinite(message.elapsedSeconds) &&
    message.elapsedSeconds >= 0 &&
    typeof message.net === 'string' &&
    /^-?\d{1,18}(\.\d{1,18})?$/.test(message.net) &&
    typeof message.currency === 'string' &&
    message.currency.length <= 10 &&
    typeof message.rounds === 'number'
  );
};

const isNavigateMessage = (data: unknown): data is GameFrameNavigateMessage => {
  const message = data as Partial<GameFrameNavigateMessage> | null;
  return (
    message?.type === GAME_FRAME_NAVIGATE_MESSAGE &&
    (GAME_FRAME_DESTINATIONS as readonly unknown[]).includes(message.to)
  );
};

/**
 * What the game in the frame says of its session (RTS 2E), read only from that frame's window: its
 * figures (after each round) and where its reality check sends the player. Null until it says; again
 * for a new launch. When its reality check falls due the game's panel is brought into view.
 */
function useFrameSession(
  frame: RefObject<HTMLIFrameElement | null>,
  stage: RefObject<HTMLElement | null>,
  gameUrl: string | undefined,
) {
  const [figures, setFigures] = useState<Figures | null>(null);
  const navigate = useNavigate();
  const localize = useLocalizePath();
  // Read when a message comes: the listener stays for the whole launch, not one render.
  const goTo = useRef((to: GameFrameNavigateMessage['to']) => void navigate(localize(DESTINATIONS[to])));
  goTo.current = (to) => void navigate(localize(DESTINATIONS[to]));
  useEffect(() => {
    setFigures(null);
    if (!gameUrl) return;
    let due = false;
    // This bar shows the figures: the game may leave its own out (said at load and after each figures message).
    const sayShown = () => {
      const shown: GameFrameFiguresShownMessage = { type: GAME_FRAME_FIGURES_SHOWN_MESSAGE };
      frame.current?.contentWindow?.postMessage(shown, new URL(gameUrl, window.location.href).origin);
    };
    const frameElement = frame.current;
    frameElement?.addEventListener('load', sayShown);
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      if (isNavigateMessage(event.data)) {
        goTo.current(event.data.to);
        return;
      }
      if (!isFiguresMessage(event.data)) return;
      sayShown();
      const message = event.data;
      setFigures({ message, at: Date.now() });
      if (message.realityCheckDue && !due) stage.current?.scrollIntoView({ block: 'start' });
      due = message.realityCheckDue === true;
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      frameElement?.removeEventListener('load', sayShown);
    };
  }, [frame, stage, gameUrl]);
  return figures;
}

/** Seconds as h:mm:ss (or m:ss under an hour), as the game shows them. */
function formatElapsed(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

function useTick(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The game page's session bar (UKGC RTS 2E and 13): the game session's elapsed time and net position
 * (wins minus bets) throughout, as the game in the frame reports them after each round, the clock
 * ticking on here; for real money, the player's reality-check interval with the way to change it.
 */
export function GameSessionBar({
  frame,
  stage,
  gameUrl,
  realMoney,
}: {
  frame: RefObject<HTMLIFrameElement | null>;
  stage: RefObject<HTMLElement | null>;
  gameUrl: string | undefined;
  realMoney: boolean;
}) {
  const t = useT('global-components');
  const figures = useFrameSession(frame, stage, gameUrl);
  const now = useTick();
  const { locale } = useSiteData();
  const { unitOf } = useWalletAccounts();
  const { open } = useModals();
  const interval = useRealityCheckInterval();
  const intervalText = useIntervalText();
  if (!gameUrl) return null;
  const elapsed = figures
    ? figures.message.elapsedSeconds + Math.max(0, Math.floor((now - figures.at) / 1000))
    : null;
  const net = figures ? Number(figures.message.net) : null;
  const netText =
    net === null || !figures
      ? '–'
      : `${net < 0 ? '−' : net > 0 ? '+' : ''}${formatMoney(Math.abs(net), unitOf(figures.message.currency), locale)}`;
  return (
    <section
      className="game-session-bar"
      aria-label={t('games.session.label')}
      data-testid="game-session-bar"
    >
      <span className="game-session-bar__figure">
        <span className="muted">{t('games.session.elapsed')}</span>{' '}
        <strong data-testid="game-session-elapsed">{elapsed === null ? '–' : formatElapsed(elapsed)}</strong>
      </span>
      <span className="game-session-bar__figure">
        <span className="muted">{t('games.session.net')}</span>{' '}
        <strong
          data-testid="game-session-net"
          className={net !== null && net < 0 ? 'game-session-bar__down' : 'game-session-bar__up'}
        >
          {netText}
        </strong>
      </span>
      {realMoney && interval !== undefined ? (
        <button
          type="button"
          className="link-button game-session-bar__check"
          onClick={() => open('reality-check')}
          data-testid="game-reality-check"
        >
          <Icon name="history" />{' '}
          {interval === null
            ? t('games.session.realityCheckOff')
            : t('games.session.realityCheck', { interval: intervalText(interval) })}
        </button>
      ) : null}
    </section>
  );
}
