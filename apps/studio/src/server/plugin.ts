import type { FastifyInstance } from 'fastify';
import type { CrashLiveOptions } from '../crash-live/options.ts';
import { crashLivePlugin } from '../crash-live/plugin.ts';
import { createPurseFor } from '../rounds/purse.ts';
import { type Clock, systemClock } from '../rounds/reality-check.ts';
import { resendRealityCheckReports } from '../rounds/reality-check-reports.ts';
import { LEFT_ROUND_AGE_MS, recoverLeftRounds } from '../rounds/recovery.ts';
import { registerRoundRoutes } from '../rounds/routes.ts';
import type { SportsbookOptions } from '../sportsbook/options.ts';
import { sportsbookPlugin } from '../sportsbook/plugin.ts';
import type { StudioDb } from '../storage/db.ts';
import { tokenSeal } from '../storage/token-seal.ts';
import { httpTransport, injectTransport } from '../wallet-client/transport.ts';
import { WalletClient } from '../wallet-client/wallet-client.ts';
import { registerStudioErrorHandler } from './error-handler.ts';
import { DEFAULT_WEB_BUILD_DIR, registerPages } from './pages.ts';
import { playerSessions } from './player-session.ts';
import { registerSessionRoutes } from './session-routes.ts';

export type StudioPluginOptions = {
  /** Where the studio_* tables live (by default the platform's database). */
  db: StudioDb;
  /** The provider secret shared with the platform: signs wallet calls, checks demo tokens. */
  secret: string;
  /** The platform's base URL for wallet calls over HTTP; unset, they go through this server's inject. */
  platformUrl?: string;
  /** The Vite build of the game pages (apps/studio/dist/web by default). */
  webBuildDir?: string;
  /** Who may frame the game pages (CSP frame-ancestors); the site itself by default. */
  frameAncestors?: string[];
  /** Crash loop rhythm (tests shorten it). */
  crash?: Partial<CrashLiveOptions>;
  /** Sportsbook schedule rhythm (tests and e2e shorten it). */
  sportsbook?: Partial<SportsbookOptions>;
  /** How often left rounds are looked for after the sweep at start; 0 turns the periodic sweep off. */
  recoveryEveryMs?: number;
  /** The studio's clock: session starts, figures, reality checks (tests give a fake one). */
  clock?: Clock;
};

/**
 * The studio, a game provider in the same process (docs/decisions/0009): its pages under /studio, its
 * API under /studio/api, crash live included. Register it as an encapsulated plugin: it has its own
 * error handler and reaches the platform's money only through the seamless-wallet API.
 */
export async function studioPlugin(app: FastifyInstance, options: StudioPluginOptions) {
  const { db } = options;
  const transport = options.platformUrl ? httpTransport(options.platformUrl) : injectTransport(app);
  const wallet = new WalletClient({ transport, secret: options.secret });
  const sessions = playerSessions(db, tokenSeal(options.secret));
  const purseFor = createPurseFor({ db, wallet });
  const clock = options.clock ?? systemClock;
  const roundDeps = { db, purseFor, sessions, clock };

  registerStudioErrorHandler(app);
  await registerPages(app, {
    buildDir: options.webBuildDir ?? DEFAULT_WEB_BUILD_DIR,
    frameAncestors: options.frameAncestors ?? ["'self'"],
  });
  await app.register(
    async (api) => {
      registerSessionRoutes(api, {
        db,
        wallet,
        secret: options.secret,
        seal: tokenSeal(options.secret),
        sessions,
        purseFor,
        clock,
      });
      registerRoundRoutes(api, { ...roundDeps, resolvePlayer: sessions.resolvePlayer });
      await api.register(crashLivePlugin, { db, sessions, purseFor, clock, options: options.crash });
      await api.register(sportsbookPlugin, { db, sessions, purseFor, options: options.sportsbook });
    },
    { prefix: '/studio/api' },
  );
  sweepLeftRounds(
    app,
    async () => {
      await recoverLeftRounds(roundDeps, app.log);
      await resendRealityCheckReports({ db, wallet, sessions }, app.log);
    },
    options.recoveryEveryMs ?? LEFT_ROUND_AGE_MS,
  );
}

/**
 * The sweep (left rounds, then the reality checks the platform has not recorded) once the server is
 * ready (the wallet routes answer), then every `everyMs`; stops when the app closes.
 */
function sweepLeftRounds(app: FastifyInstance, sweep: () => Promise<void>, everyMs: number) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const run = () => {
    // A sweep that fails (the database away) waits for the next one; it must not end the process.
    running ??= sweep()
      .catch((error: unknown) => app.log.warn({ err: error }, 'studio: left rounds not swept'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    run();
    if (everyMs > 0) timer = setInterval(run, everyMs).unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
