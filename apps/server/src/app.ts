import { parseBracketQuery } from '@casino/contracts';
import { studioPlugin } from '@casino/studio/server';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, LogController, type onRouteHookHandler } from 'fastify';
import type { Database, Db } from './db/client.ts';
import { loadServerSecret } from './db/server-secrets.ts';
import { adjustmentRoutes } from './domains/adjustments/routes.ts';
import { bannerRoutes } from './domains/banners/routes.ts';
import { bonusesBackofficeRoutes } from './domains/bonuses/backoffice-routes.ts';
import { registerBonusMessages } from './domains/bonuses/messages.ts';
import { bonusesOperatorRoutes } from './domains/bonuses/operator-routes.ts';
import { bonusesRoutes } from './domains/bonuses/routes.ts';
import { seedBonuses } from './domains/bonuses/seed.ts';
import { chatRoutes } from './domains/chat/routes.ts';
import { fieldMessageTranslator } from './domains/content/field-messages.ts';
import type { ContentSource } from './domains/content/file-content-source.ts';
import { loadFileContent } from './domains/content/file-content-source.ts';
import { contentRoutes } from './domains/content/routes.ts';
import { registerEvents } from './domains/events/plugin.ts';
import { gameWalletRoutes, STUDIO_WALLET_SECRET_NAME } from './domains/game-wallet/routes.ts';
import { gameRoutes } from './domains/games/routes.ts';
import { seedGames } from './domains/games/seed.ts';
import { registerAuth, SESSION_COOKIE } from './domains/identity/authentication.ts';
import { rateEventStore } from './domains/identity/rate-limit-store.ts';
import { identityRoutes } from './domains/identity/routes.ts';
import { installJobQueue, registerJobs } from './domains/jobs/plugin.ts';
import { limitsRoutes } from './domains/limits/routes.ts';
import { loyaltyBackofficeRoutes } from './domains/loyalty/editor-routes.ts';
import { registerExchangeBonusPayer } from './domains/loyalty/exchange.ts';
import { seedPointsOffers } from './domains/loyalty/exchange-seed.ts';
import { loyaltyRoutes } from './domains/loyalty/routes.ts';
import { seedLoyalty } from './domains/loyalty/seed.ts';
import { registerMessaging } from './domains/messaging/plugin.ts';
import { messengerRoutes } from './domains/messenger/routes.ts';
import { notificationRoutes } from './domains/notifications/routes.ts';
import { registerPaymentMessages } from './domains/payments/messages.ts';
import { paymentRoutes } from './domains/payments/routes.ts';
import { player360Routes } from './domains/player-360/routes.ts';
import { registerSlotStakeRule } from './domains/player-safety/stake-limits.ts';
import { questEditorRoutes } from './domains/quests/editor-routes.ts';
import { questsRoutes } from './domains/quests/routes.ts';
import { seedQuests } from './domains/quests/seed.ts';
import { referralsRoutes } from './domains/referrals/routes.ts';
import { reportRoutes } from './domains/reports/routes.ts';
import { payReward } from './domains/rewards/pay.ts';
import { rgDeskRoutes } from './domains/rg-desk/routes.ts';
import { riskRoutes } from './domains/risk/routes.ts';
import { seoRoutes } from './domains/seo/routes.ts';
import { settingsBackofficeRoutes } from './domains/settings/backoffice-routes.ts';
import { settingsOperatorRoutes } from './domains/settings/operator-routes.ts';
import { settingsRoutes } from './domains/settings/routes.ts';
import { type OperatorSettingsSeed, seedSettings } from './domains/settings/seed.ts';
import { defaultLocaleCode, getPublicSettings } from './domains/settings/service.ts';
import { refreshTagManagerOrigins, tagManagerOrigins } from './domains/settings/tag-manager.ts';
import { registerStaffAccess } from './domains/staff/access.ts';
import { staffOperatorRoutes } from './domains/staff/operator-routes.ts';
import { staffRoutes } from './domains/staff/routes.ts';
import { tournamentEditorRoutes } from './domains/tournaments/editor-routes.ts';
import { tournamentRoutes } from './domains/tournaments/routes.ts';
import { seedTournaments } from './domains/tournaments/seed.ts';
import { tournamentSeriesRoutes } from './domains/tournaments/series-routes.ts';
import { verificationRoutes } from './domains/verification/routes.ts';
import { walletRoutes } from './domains/wallet/routes.ts';
import { wheelsBackofficeRoutes } from './domains/wheels/editor-routes.ts';
import { wheelsRoutes } from './domains/wheels/routes.ts';
import { seedWheels } from './domains/wheels/seed.ts';
import { withdrawalReviewRoutes } from './domains/withdrawal-review/routes.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerBackoffice } from './plugins/backoffice.ts';
import { registerCompression } from './plugins/compression.ts';
import type { Env } from './plugins/env.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { GuestPageCache } from './plugins/guest-page-cache.ts';
import { registerHealth } from './plugins/health.ts';
import { registerOperator } from './plugins/operator.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerRequestContext } from './plugins/request-context.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { registerDeclaredRoutes } from './plugins/routes.ts';
import { type OutsideOrigins, registerSecurityHeaders } from './plugins/security.ts';
import { registerWebApp } from './plugins/web.ts';
import { reconnectOnClosedSessions } from './realtime/closed-sessions.ts';
import { registerRealtime } from './realtime/plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    db: Db;
    content: ContentSource;
    defaultLocale: string;
    /** Guest pages rendered in the last seconds (plugins/guest-page-cache.ts); cleared when settings change. */
    guestPages: GuestPageCache;
  }
}

export type AppOptions = {
  env: Env;
  database: Database;
  serveWeb?: boolean;
  /** Sees every route as it is registered (the authorization matrix lists them all). */
  onRoute?: onRouteHookHandler;
  /** The studio's clock (session figures, reality checks); the system's by default, a fake one in tests. */
  studioClock?: () => Date;
  /** Where the log goes (stdout by default); a test that reads the log passes one, even under NODE_ENV=test. */
  logStream?: { write(line: string): void };
};

/** Builds the whole server: plugins first, then the domains, then (in production) the web app. */
export async function buildApp({
  env,
  database,
  serveWeb = false,
  onRoute,
  studioClock,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      env.NODE_ENV === 'test' && !logStream
        ? false
        : { level: env.LOG_LEVEL, ...(logStream ? { stream: logStream } : {}) },
    // plugins/request-log.ts logs each request once, at debug unless it failed or was slow.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: env.TRUST_PROXY,
    // The client's arrays come in bracket form (`status[]=1&status[]=2`).
    routerOptions: { querystringParser: parseBracketQuery },
  });
  registerDeclaredRoutes(app);
  if (onRoute) app.addHook('onRoute', onRoute);
  const content = loadFileContent(env.CONTENT_DIR);
  const defaultLocale = await defaultLocaleCode(database.db);
  app.decorate('env', env);
  app.decorate('db', database.db);
  app.decorate('content', content);
  app.decorate('defaultLocale', defaultLocale);
  app.decorate(
    'guestPages',
    new GuestPageCache({
      ttlMs: env.PAGE_CACHE_SECONDS * 1000,
      maxBytes: 32 * 1024 * 1024,
      sessionCookie: SESSION_COOKIE,
    }),
  );

  await app.register(fastifyCookie);
  await registerCompression(app);
  await registerSecurityHeaders(app, await outsideOrigins(env, database.db));
  await registerRateLimit(app, rateEventStore(app.db));
  registerRequestLog(app);
  registerRequestContext(app, content, defaultLocale);
  registerErrorHandler(app, fieldMessageTranslator(content, defaultLocale));
  await registerAuth(app);
  await registerOperator(app);
  // Who may call the back office and the operator routes (staff sessions, API keys, the bootstrap key).
  registerStaffAccess(app);
  registerMessaging(app);
  // The gateway (or Centrifugo) first: the outbox dispatcher publishes to it.
  await registerRealtime(app);
  // Before the domains: they define their jobs while they register. Before the dispatcher too, so
  // the queue has started when the first batch is delivered: the events seeded before the start (a
  // tournament's timers) schedule jobs at once.
  registerJobs(app, database);
  registerEvents(app, database);
  reconnectOnClosedSessions(app);

  registerHealth(app, database);
  // The back office's staff, sessions, API keys and audit log (decision 0037).
  await app.register(staffRoutes);
  await app.register(player360Routes);
  await app.register(withdrawalReviewRoutes);
  await app.register(adjustmentRoutes);
  // The responsible-gaming desk: exclusions, limit changes, markers of harm, the interaction log.
  await app.register(rgDeskRoutes);
  await app.register(reportRoutes);
  await app.register(staffOperatorRoutes);
  await app.register(settingsRoutes);
  await app.register(settingsOperatorRoutes);
  await app.register(settingsBackofficeRoutes);
  await app.register(identityRoutes);
  await app.register(contentRoutes);
  // The home page's promotion slider: its editor, images and the live list.
  await app.register(bannerRoutes);
  await app.register(seoRoutes);
  await app.register(notificationRoutes);
  // The inbox (its messages are written by the domains things happen in, with createMessage).
  await app.register(messengerRoutes);
  await app.register(walletRoutes);
  await app.register(paymentRoutes);
  await app.register(riskRoutes);
  await app.register(verificationRoutes);
  await app.register(gameRoutes);
  // Launches, game history and the seamless-wallet calls (only these keep JSON bodies raw: they are signed).
  await app.register(gameWalletRoutes);
  await app.register(limitsRoutes);
  await app.register(bonusesRoutes);
  await app.register(bonusesOperatorRoutes);
  await app.register(bonusesBackofficeRoutes);
  // Retention: the loyalty club earns points from the game wallet's settled rounds (its round events).
  await app.register(loyaltyRoutes);
  await app.register(loyaltyBackofficeRoutes);
  // Quests: progress from settled rounds and credited deposits, rewards paid once (domains/rewards).
  await app.register(questsRoutes);
  await app.register(questEditorRoutes);
  // Referrals: a friend's code at sign-up, qualification from the friend's credited deposits, the owner's bonus.
  await app.register(referralsRoutes);
  // The bonus points buy is a retention reward (domains/rewards pays points through loyalty, hence the hook).
  registerExchangeBonusPayer((tx, playerId, bonus, key) =>
    payReward(tx, playerId, { type: 'bonus', ...bonus }, key),
  );
  // Prize wheels: spins issued per credited deposit (the invoice events) and daily, prizes paid as rewards.
  await app.register(wheelsRoutes);
  await app.register(wheelsBackofficeRoutes);
  // Tournaments: scores from the settled rounds, live leaderboards, prizes paid once by the end job.
  await app.register(tournamentRoutes);
  await app.register(tournamentEditorRoutes);
  await app.register(tournamentSeriesRoutes);
  // The built-in live chat: the visitor's widget, the staff console, the transcripts' retention job.
  await app.register(chatRoutes);
  // The player's inbox hears of their payments and bonuses: those domains' events become messages.
  registerPaymentMessages(app.events);
  registerBonusMessages(app.events);
  // Responsible game design (RTS 14): the age band's slot stake cap, checked in the bet's transaction.
  const removeSlotStakeRule = registerSlotStakeRule(database.db);
  app.addHook('onClose', async () => removeSlotStakeRule());
  // The studio, our own game provider: its pages and API under /studio, money only through the wallet API.
  await app.register(studioPlugin, {
    db: database.db,
    secret: (await loadServerSecret(database.db, STUDIO_WALLET_SECRET_NAME, env.STUDIO_WALLET_SECRET)).secret,
    platformUrl: env.STUDIO_PLATFORM_URL,
    frameAncestors: ["'self'", new URL(env.PUBLIC_URL).origin, ...env.STUDIO_FRAME_ANCESTORS],
    clock: studioClock,
    crash: {
      bettingMs: env.STUDIO_CRASH_BETTING_MS,
      crashedMs: env.STUDIO_CRASH_PAUSE_MS,
      growthPerMs: env.STUDIO_CRASH_GROWTH_PER_MS,
    },
    sportsbook: { intervalMs: env.STUDIO_SPORTSBOOK_INTERVAL_MS },
  });

  await registerApiDocs(app);

  if (serveWeb) {
    // The staff's app under /backoffice (its own client-rendered build), then the player site for the rest.
    await registerBackoffice(app);
    await registerWebApp(app);
  }
  return app;
}

/** Outside origins the pages use (betting client, Telegram widget); read at start, so a change needs a restart. */
async function outsideOrigins(env: Env, db: Db): Promise<OutsideOrigins> {
  const { host } = (await getPublicSettings(db)).bettingClient;
  // An outside betting client frames its sportsbook and serves its SDK script; the built-in one is on this origin.
  const bettingOrigin = host && URL.canParse(host) ? [new URL(host).origin] : [];
  const frames = [...bettingOrigin];
  const scripts: string[] = [...bettingOrigin];
  if (env.TELEGRAM_BOT_NAME) {
    frames.push(TELEGRAM_WIDGET_ORIGINS.frame);
    scripts.push(TELEGRAM_WIDGET_ORIGINS.script);
  }
  if (env.SUMSUB_APP_TOKEN) {
    // Sumsub's WebSDK: its builder script, and the frame it draws the check in.
    scripts.push(SUMSUB_WEBSDK_ORIGINS.script);
    frames.push(SUMSUB_WEBSDK_ORIGINS.frame);
  }
  await refreshTagManagerOrigins(db);
  return { frames, scripts, current: () => tagManagerOrigins(db) };
}

/** Telegram's login widget: its script, and the frame it draws the button in. */
const TELEGRAM_WIDGET_ORIGINS = { script: 'https://telegram.org', frame: 'https://oauth.telegram.org' };

/** Sumsub's WebSDK (identity verification when SUMSUB_APP_TOKEN is set). */
const SUMSUB_WEBSDK_ORIGINS = { script: 'https://static.sumsub.com', frame: 'https://*.sumsub.com' };

/** Migrations and idempotent seed data, applied at every start. */
export async function prepareDatabase(database: Database, seed: OperatorSettingsSeed = {}) {
  await database.migrate();
  await installJobQueue(database);
  await seedSettings(database.db, seed);
  await seedGames(database.db);
  await seedBonuses(database.db);
  await seedLoyalty(database.db);
  await seedQuests(database.db);
  await seedPointsOffers(database.db);
  await seedWheels(database.db);
  await seedTournaments(database.db);
}
