import type { Game } from '@casino/contracts';
import { GAME_FRAME_HEIGHT_MESSAGE, gameImageOf } from '@casino/contracts';
import {
  type CSSProperties,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import { useModals } from '../../../components/modals/use-modals.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useRealityCheckInterval } from '../../limits/hooks/use-reality-check.ts';
import { type GameLaunch, useLaunchModeTarget } from '../hooks/use-game-launch.ts';
import type { LaunchMode } from '../lib/launch-plan.ts';
import { FavoriteButton } from './favorite-button.tsx';
import { GameSessionBar } from './game-session-bar.tsx';

// Only a real-money session needs it, and it reads the refusals with the contract's schemas: loaded then,
// not with every game page.
const GameBetRefusals = lazy(() =>
  import('./game-bet-refusals.tsx').then((module) => ({ default: module.GameBetRefusals })),
);

/** The frame area of the game page: the game's iframe once launched, else its poster with choices. */
export function GameStage({ game, launch }: { game: Game; launch: GameLaunch }) {
  const t = useT('global-components');
  const stage = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const fullscreen = useFullscreen(stage);
  const contentHeight = useFrameContentHeight(frame, launch.session?.gameUrl);
  const { isLoggedIn } = useSession();
  const realMoney = launch.session ? !launch.session.demoMode : false;
  const frameKey = useFrameReloadOnRealityCheckChange(launch.session?.gameUrl, realMoney);
  return (
    <div className="game-stage-wrap">
      <div className="game-toolbar" data-testid="game-toolbar">
        <div className="game-toolbar__title">
          <h1>{game.name}</h1>
          <span className="muted">{game.provider.name}</span>
        </div>
        <div className="game-toolbar__actions">
          {launch.session ? (
            <ModeBadge demo={launch.session.demoMode} currency={launch.session.currency ?? undefined} />
          ) : null}
          <ModeSwitch game={game} launch={launch} />
          {isLoggedIn ? <FavoriteButton game={game} /> : null}
          <button
            type="button"
            className="icon-button"
            onClick={fullscreen.toggle}
            aria-label={fullscreen.active ? t('games.play.exitFullscreen') : t('games.play.fullscreen')}
            title={fullscreen.active ? t('games.play.exitFullscreen') : t('games.play.fullscreen')}
            data-testid="game-fullscreen"
          >
            <Icon name={fullscreen.active ? 'collapse' : 'expand'} />
          </button>
        </div>
      </div>
      <GameSessionBar frame={frame} stage={stage} gameUrl={launch.session?.gameUrl} realMoney={realMoney} />
      {realMoney ? (
        <Suspense fallback={null}>
          <GameBetRefusals game={game} />
        </Suspense>
      ) : null}
      <div
        className="game-stage"
        ref={stage}
        data-testid="game-stage"
        style={
          contentHeight ? ({ '--game-content-height': `${contentHeight}px` } as CSSProperties) : undefined
        }
      >
        {launch.session ? (
          <iframe
            key={`${launch.session.gameUrl}#${frameKey}`}
            ref={frame}
            className="game-stage__frame"
            src={launch.session.gameUrl}
            title={t('games.play.frameTitle', { game: game.name })}
            allow="fullscreen; autoplay; clipboard-write"
            data-testid="game-frame"
          />
        ) : (
          <GamePoster game={game} launch={launch} />
        )}
      </div>
    </div>
  );
}

function ModeBadge({ demo, currency }: { demo: boolean; currency?: string }) {
  const t = useT('global-components');
  return (
    <span className={`badge game-mode game-mode--${demo ? 'demo' : 'real'}`} data-testid="game-mode">
      {demo ? t('games.play.demoBadge') : t('games.play.realBadge', { currency: currency ?? '' })}
    </span>
  );
}

/** While playing, the other mode is one click away (real money only for a player, outside restrictions). */
function ModeSwitch({ game, launch }: { game: Game; launch: GameLaunch }) {
  const t = useT('global-components');
  const { isLoggedIn } = useSession();
  if (!launch.session) return null;
  if (launch.session.demoMode && isLoggedIn && !game.isRestricted)
    return (
      <button
        type="button"
        className="button button--primary button--small"
        onClick={() => launch.choose('real')}
        data-testid="game-switch-real"
      >
        {t('games.play.switchReal')}
      </button>
    );
  if (!launch.session.demoMode && game.isDemoMode)
    return (
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => launch.choose('demo')}
        data-testid="game-switch-demo"
      >
        {t('games.play.switchDemo')}
      </button>
    );
  return null;
}

/** The game's artwork behind what the player can do now: wait, retry, or choose a mode. */
function GamePoster({ game, launch }: { game: Game; launch: GameLaunch }) {
  const t = useT('global-components');
  return (
    <div className="game-poster" data-testid="game-poster">
      <img
        className="game-poster__art"
        src={gameImageOf(game.images)}
        alt={game.name}
        width={300}
        height={400}
      />
      <div className="game-poster__panel">
        {launch.isLaunching ? (
          <Spinner label={t('games.play.launching')} />
        ) : launch.isGeoRestricted ? (
          <p className="game-poster__note" data-testid="game-geo-restricted">
            <Icon name="globe" /> {t('games.play.restricted')}
          </p>
        ) : launch.failed ? (
          <p className="game-poster__note" role="alert" data-testid="game-launch-error">
            <Icon name="alert" /> {t('games.play.failed')}
            <button type="button" className="link-button" onClick={launch.retry}>
              {t('games.grid.retry')}
            </button>
          </p>
        ) : null}
        {launch.isLaunching ? null : <PosterChoices game={game} launch={launch} />}
      </div>
    </div>
  );
}

function PosterChoices({ game, launch }: { game: Game; launch: GameLaunch }) {
  const t = useT('global-components');
  const { isLoggedIn } = useSession();
  const { open } = useModals();
  const realOpen = !game.isRestricted && !launch.isGeoRestricted;
  return (
    <div className="game-poster__choices">
      {isLoggedIn && realOpen ? (
        <ModeLink game={game} launch={launch} mode="real" primary testId="poster-play-real">
          <Icon name="play" /> {t('games.play.playReal')}
        </ModeLink>
      ) : null}
      {isLoggedIn ? null : (
        <button
          type="button"
          className="button button--primary button--large"
          onClick={() => open('sign-in')}
          data-testid="poster-sign-in"
        >
          {t('games.play.signInToPlay')}
        </button>
      )}
      {game.isDemoMode ? (
        <ModeLink game={game} launch={launch} mode="demo" testId="poster-play-demo">
          {t('games.play.playDemo')}
        </ModeLink>
      ) : null}
    </div>
  );
}

/**
 * A mode to play in, as a link to `?mode=`: a tap before the page has hydrated still launches (the
 * server renders the page in that mode). A mode that failed to launch is tried again in place.
 */
function ModeLink({
  game,
  launch,
  mode,
  primary = false,
  testId,
  children,
}: {
  game: Game;
  launch: GameLaunch;
  mode: LaunchMode;
  primary?: boolean;
  testId: string;
  children: ReactNode;
}) {
  const target = useLaunchModeTarget()(game.identity, mode);
  return (
    <Link
      to={target.to}
      replace={target.replace}
      preventScrollReset
      className={`button button--large ${primary ? 'button--primary' : 'button--ghost'}`}
      onClick={(event) => {
        if (launch.mode !== mode) return;
        event.preventDefault();
        launch.retry();
      }}
      data-testid={testId}
    >
      {children}
    </Link>
  );
}

/**
 * The game opens its session again when the player changes the reality-check interval while playing
 * (the reality-check modal on this page): the studio learns an interval when a session opens, so the
 * frame is reloaded with the same launch, which keeps the session and its figures. Answers the frame's
 * key: it changes with each such change.
 */
function useFrameReloadOnRealityCheckChange(gameUrl: string | undefined, realMoney: boolean): number {
  const interval = useRealityCheckInterval();
  const [reloads, setReloads] = useState(0);
  const seen = useRef<{ gameUrl: string | undefined; interval: number | null | undefined }>({
    gameUrl,
    interval,
  });
  useEffect(() => {
    const before = seen.current;
    seen.current = { gameUrl, interval };
    if (!realMoney || !gameUrl || before.gameUrl !== gameUrl) return;
    if (before.interval !== undefined && interval !== undefined && before.interval !== interval)
      setReloads((count) => count + 1);
  }, [gameUrl, interval, realMoney]);
  return reloads;
}

/** The tallest game content the frame grows to, whatever a game page says. */
const MAX_FRAME_HEIGHT = 2400;

/**
 * The height of the game's content as its page in the frame says it (GAME_FRAME_HEIGHT_MESSAGE), read
 * only from that frame's window; null until it says, and again for a new launch.
 */
function useFrameContentHeight(frame: RefObject<HTMLIFrameElement | null>, gameUrl: string | undefined) {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    setHeight(null);
    if (!gameUrl) return;
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const data = event.data as { type?: unknown; height?: unknown } | null;
      if (data?.type !== GAME_FRAME_HEIGHT_MESSAGE) return;
      if (typeof data.height !== 'number' || !Number.isFinite(data.height) || data.height <= 0) return;
      setHeight(Math.min(Math.round(data.height), MAX_FRAME_HEIGHT));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, gameUrl]);
  return height;
}

/** Fullscreen for the stage (the iframe and its frame), following the browser's own exits (escape). */
function useFullscreen(target: React.RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [target]);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void target.current?.requestFullscreen?.().catch(() => undefined);
  };
  return { active, toggle };
}
