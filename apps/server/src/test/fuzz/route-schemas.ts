import {
  crashBetRequestSchema,
  declarationAt,
  idParamsSchema,
  sportsbookBetRequestSchema,
  studioBetSchema,
  studioRevealTileRequestSchema,
  studioRotateSeedsRequestSchema,
  studioRoundsQuerySchema,
  studioSessionRequestSchema,
  studioVerifyRequestSchema,
} from '@casino/contracts';
import type { z } from 'zod';
import { registrationValuesSchema } from '../../domains/identity/registration.ts';
import { redirectParamsSchema, redirectQuerySchema } from '../../domains/identity/social/social-routes.ts';
import { emailRegistration } from '../../domains/identity/test-helpers.ts';
import { webhookEventSchema } from '../../domains/payments/psp-port.ts';
import { verificationEventSchema } from '../../domains/verification/provider-events.ts';

/** What the fuzz suite knows of the player it signs in as: ids for plausible bodies. */
export type FuzzFixture = {
  accountId: string;
  gameToken: string;
  sportsbookToken: string;
  invoiceId: string;
  /** A message in the player's inbox. */
  messageId: string;
};

type Parts<T> = { body?: T; query?: T; params?: T };

/**
 * A route's request schemas, and a plausible request (`base`) to put one bad field into at a time, so
 * each bad value meets the checks a real request reaches, not a "required" error on an empty body.
 */
export type FuzzRoute = Parts<z.ZodType> & {
  base?: (fixture: FuzzFixture) => Parts<Record<string, unknown>>;
  /** Rotates or ends the caller's session: sent last, so the other routes keep a signed-in player. */
  endsSession?: boolean;
};

const wallet = (extra: Record<string, unknown> = {}): FuzzRoute => ({
  base: ({ gameToken }) => ({
    params: { providerId: 'studio' },
    body: {
      sessionToken: gameToken,
      currency: 'EUR',
      transactionId: 'fuzz-tx',
      roundId: 'fuzz-round',
      ...extra,
    },
  }),
});

const uuid = '00000000-0000-4000-8000-000000000000';
const byId = (schema: z.ZodType = idParamsSchema, id = uuid): FuzzRoute => ({
  params: schema,
  base: () => ({ params: { id } }),
});
/** A declared route's plausible path id (its schemas come from the declaration). */
const at = (id = uuid): FuzzRoute => ({ base: () => ({ params: { id } }) });

/** A banner naming an image that does not exist: even with a fuzzed field, nothing is created. */
const fuzzBanner = () => ({
  name: 'fuzz',
  position: 0,
  locales: { en: { title: 'fuzz', imageId: uuid, link: '/' } },
  schedule: { startsAt: null, endsAt: null },
});

/** A well-formed quest: each case puts one field its schema refuses into it, so nothing is created. */
const fuzzQuest = () => ({
  names: { en: 'fuzz' },
  descriptions: { en: 'fuzz' },
  taskExecutionOrder: 'any',
  tasks: [{ type: 2, names: { en: 'fuzz' }, descriptions: { en: 'fuzz' }, count: 1 }],
  rewards: [{ type: 'points', points: 1 }],
});

/** A wheel of an unknown currency: even with a fuzzed field, nothing is created. */
const fuzzWheel = () => ({
  titles: { en: 'fuzz' },
  descriptions: { en: 'fuzz' },
  dailySpin: false,
  depositSpin: true,
  minDeposits: { ZZZ: '100' },
  spinValidHours: 24,
  sectors: [{ titles: { en: 'fuzz' }, weight: 1, prize: { type: 'points', points: 1 } }],
});
/** A series whose template names a currency the site has not: even with a fuzzed field, nothing is created. */
const fuzzSeries = () => ({
  days: 7,
  template: {
    titles: { en: 'fuzz' },
    descriptions: { en: 'fuzz' },
    scoring: 1,
    entryType: 'auto',
    currencies: ['XXX'],
    prizes: [{ place: 1, type: 'points', amount: '10', titles: { en: 'fuzz' } }],
  },
});

/** A package whose bonus does not exist: nothing is created or moved. */
const fuzzPackage = () => ({ names: { en: 'fuzz' }, bonusIds: [uuid] });

/**
 * Plausible requests by `METHOD /path`. A route declared in the contracts takes its schemas from its
 * declaration (fuzzRouteFor); the others (the studio's, the PSP's, the social redirect) name theirs here.
 */
export const FUZZ_ROUTES: Record<string, FuzzRoute> = {
  'GET /api/content/sections': {
    base: () => ({ query: { sections: 'layout' } }),
  },
  'GET /api/content/pages': { base: () => ({ query: { folder: 'info' } }) },
  'GET /api/content/page': { base: () => ({ query: { path: 'home' } }) },

  'GET /api/player/fields/validations': {
    base: () => ({ query: { scenario: 'registration' } }),
  },
  'POST /api/player/sessions': {
    base: () => ({ body: { login: 'fuzz-nobody@example.com', password: 'secret-pass' } }),
  },
  'PUT /api/player/sessions/:sessionId/close': {
    base: () => ({ params: { sessionId: uuid } }),
    endsSession: true,
  },
  'POST /api/player/sessions/social': {
    base: () => ({ query: { code: 'x', state: 'y' }, body: { connection: 'google', provider: 'google' } }),
  },
  'GET /api/player/sessions/social/:provider/redirect': {
    params: redirectParamsSchema,
    query: redirectQuerySchema,
    base: () => ({
      params: { provider: 'google' },
      query: { state: JSON.stringify({ backRoute: '/', connection: 'google' }) },
    }),
  },
  // The declared body is the dynamic form (a record); its fields' real rules are the server's.
  'POST /api/player/register': {
    body: registrationValuesSchema,
    base: () => ({ body: emailRegistration('fuzz-register@example.com') }),
  },
  'POST /api/player/register/phone': {
    body: registrationValuesSchema,
    base: () => ({
      body: { ...emailRegistration('fuzz-phone@example.com'), phone: '+4917612345678', code: '123456' },
    }),
  },
  'POST /api/player/otp/send': {
    base: () => ({ body: { phone: '+4917612345678', reason: 'registration' } }),
  },
  'POST /api/player/otp/verify': {
    base: () => ({ body: { phone: '+4917612345678', reason: 'registration', code: '123456' } }),
  },
  'PUT /api/player/passwords': {
    base: () => ({
      body: { currentPassword: 'wrong-pass', newPassword: 'other-pass', repeatNewPassword: 'other-pass' },
    }),
  },
  'POST /api/player/two-factor/enrolment/confirm': { base: () => ({ body: { code: '123456' } }) },
  'POST /api/player/sessions/two-factor': {
    base: () => ({ body: { challenge: 'not-a-signed-challenge-token', code: '123456' } }),
  },
  'POST /api/player/passwords/reset': {
    base: () => ({ body: { email: 'fuzz-nobody@example.com' } }),
  },
  'POST /api/player/passwords/confirm': {
    base: () => ({
      body: { code: 'not-a-real-code-0000', newPassword: 'other-pass', repeatNewPassword: 'other-pass' },
    }),
  },
  'POST /api/notification/communications': {
    base: () => ({
      body: {
        name: 'Fuzz',
        email: 'fuzz@example.com',
        subject: 'other',
        message: 'A message of the fuzz suite.',
      },
    }),
  },

  'POST /api/notification/messenger/messages/read': {
    base: ({ messageId }) => ({ body: { messageIds: [messageId] } }),
  },
  'DELETE /api/notification/messenger/messages': {
    base: ({ messageId }) => ({ body: { messageIds: [messageId] } }),
  },
  'GET /api/retention/levels': {
    base: () => ({ query: { sortBy: 'order', sortOrder: 'asc', page: '1', perPage: '20' } }),
  },
  'GET /api/retention/tournaments': {
    base: () => ({ query: { state: '3', identity: 'harbor-weekly-race', page: '1', perPage: '20' } }),
  },
  'GET /api/retention/tournaments/:id': at('harbor-weekly-race'),
  'POST /api/retention/tournaments/:id/participate': at(),
  'GET /api/retention/wheels': {
    base: () => ({ query: { identity: 'daily-wheel', state: '2', page: '1', perPage: '20' } }),
  },
  'POST /api/retention/wheels/:id/spin': at(),
  'POST /api/retention/points-offers/:id/exchange': {
    base: () => ({ params: { id: uuid }, body: { requestId: uuid } }),
  },
  'GET /api/retention/quests': {
    base: () => ({ query: { currency: 'EUR', page: '1', perPage: '20' } }),
  },
  'GET /api/retention/player-quests': {
    base: () => ({ query: { state: '2', currency: 'EUR', page: '1', perPage: '20' } }),
  },
  // An id no quest has: a bad query or path value meets the checks, and nothing is taken or cancelled.
  'PUT /api/retention/quests/:id/activate': {
    base: () => ({ params: { id: uuid }, query: { currency: 'EUR' } }),
  },
  'PUT /api/retention/player-quests/:id/cancel': {
    base: () => ({ params: { id: uuid }, query: { currency: 'EUR' } }),
  },

  'POST /api/player/limits': {
    base: () => ({ body: { definition: 3, period: 'daily', amount: 20, currency: 'EUR' } }),
  },
  'PUT /api/player/limits/:id': { base: () => ({ params: { id: uuid }, body: { amount: 10 } }) },
  'DELETE /api/player/limits/:id': at(),
  'PUT /api/player/reality-check': { base: () => ({ body: { intervalSeconds: 1800 } }) },

  'PUT /api/wallet/accounts/:id/switch': at(),
  'PUT /api/wallet/accounts/:id/hide': at(),

  'GET /api/payment/methods/deposit': {
    base: () => ({ query: { currency: 'EUR' } }),
  },
  'GET /api/payment/methods/withdrawal': {
    base: () => ({ query: { currency: 'EUR' } }),
  },
  'POST /api/payment/invoices/deposit': {
    base: ({ accountId }) => ({
      body: { method: 'sandbox_card', currency: 'EUR', country: 'DE', amount: 20, accountId },
    }),
  },
  'POST /api/payment/invoices/withdrawal': {
    base: ({ accountId }) => ({ body: { method: 'sandbox_card', currency: 'EUR', amount: 10, accountId } }),
  },
  'PUT /api/payment/invoices/:id/decline': at(),
  'POST /api/payment/webhooks/sandbox': {
    body: webhookEventSchema,
    base: ({ invoiceId }) => ({
      body: {
        eventId: 'evt-fuzz',
        type: 'payment.failed',
        transactionId: 'sbx-fuzz',
        invoiceId,
        amount: '20',
        currency: 'EUR',
        timestamp: Math.floor(Date.now() / 1000),
      },
    }),
  },
  'GET /api/payment/sandbox/pay/:id': byId(),
  'POST /api/payment/sandbox/pay/:id/approve': byId(),
  'POST /api/payment/sandbox/pay/:id/decline': byId(),
  'GET /api/risk/reasons/turn-over-wager': {
    base: () => ({ query: { currency: 'EUR' } }),
  },

  'GET /api/player/documents/:id/file': byId(),
  'DELETE /api/player/documents/:id': at(),
  'POST /api/verification/webhooks/builtin': {
    body: verificationEventSchema,
    base: () => ({
      body: {
        type: 'applicantReviewed',
        applicantId: 'fuzz-applicant',
        // No such player: a well-signed event for a stranger is ignored, nothing stored.
        externalUserId: uuid,
        reviewResult: { reviewAnswer: 'GREEN' },
      },
    }),
  },
  'POST /api/verification/webhooks/sumsub': { body: verificationEventSchema },

  'GET /api/game/providers/:id': at('studio'),
  'GET /api/game/games/:id': at('dice'),
  'POST /api/game/games/:id/favorite': at('no-such-game'),
  'DELETE /api/game/games/:id/favorite': at('no-such-game'),
  'POST /api/game/games/:id/play': {
    base: () => ({ params: { id: 'no-such-game' }, body: { demoMode: true } }),
  },

  'POST /api/game-wallet/:providerId/balance': wallet(),
  'POST /api/game-wallet/:providerId/bet': wallet({ amount: '1' }),
  'POST /api/game-wallet/:providerId/win': wallet({ amount: '1' }),
  'POST /api/game-wallet/:providerId/rollback': wallet({
    referenceTransactionId: 'fuzz-no-such-bet',
  }),

  // The back office: a plausible request of each, which a staff caller sends without what would let it
  // through (a TOTP code, a real id, a real link), so nothing is stored.
  'POST /api/backoffice/session': {
    base: () => ({ body: { email: 'fuzz-nobody@example.com', password: 'secret-pass' } }),
  },
  'POST /api/backoffice/session/totp': { base: () => ({ body: { code: '123456' } }) },
  'GET /api/backoffice/enrolment/:token': { base: () => ({ params: { token: 'no-such-enrolment-link' } }) },
  'POST /api/backoffice/enrolment/:token': {
    base: () => ({
      params: { token: 'no-such-enrolment-link' },
      body: { password: 'a long enough password', code: '123456' },
    }),
  },
  'POST /api/backoffice/staff': {
    base: () => ({ body: { email: 'fuzz-invite@example.com', name: 'Fuzz', role: 'support' } }),
  },
  'POST /api/backoffice/staff/:id/enrolment': at(),
  'PUT /api/backoffice/staff/:id/role': { base: () => ({ params: { id: uuid }, body: { role: 'support' } }) },
  'POST /api/backoffice/staff/:id/disable': {
    base: () => ({ params: { id: uuid }, body: { reason: 'fuzz' } }),
  },
  'POST /api/backoffice/staff/:id/enable': {
    base: () => ({ params: { id: uuid }, body: { reason: 'fuzz' } }),
  },
  'POST /api/backoffice/api-keys': { base: () => ({ body: { name: 'fuzz', scopes: ['settings.read'] } }) },
  'DELETE /api/backoffice/api-keys/:id': at(),
  'GET /api/backoffice/audit': { base: () => ({ query: { action: 'staff.', limit: '10' } }) },
  'GET /api/backoffice/players': { base: () => ({ query: { q: 'fuzz', limit: '5' } }) },
  'GET /api/backoffice/players/:id': at(),
  'POST /api/backoffice/players/:id/status': {
    base: () => ({ params: { id: uuid }, body: { status: 2, reason: 'fuzz' } }),
  },
  'POST /api/backoffice/players/:id/sessions/close': {
    base: () => ({ params: { id: uuid }, body: { reason: 'fuzz' } }),
  },
  'GET /api/backoffice/players/:id/notes': at(),
  'GET /api/backoffice/players/:id/invoices': {
    base: () => ({ params: { id: uuid }, query: { page: '1' } }),
  },
  'GET /api/backoffice/players/:id/rounds': { base: () => ({ params: { id: uuid }, query: { page: '1' } }) },
  'GET /api/backoffice/players/:id/ledger': {
    base: () => ({ params: { id: uuid }, query: { page: '1', currency: 'EUR' } }),
  },
  'GET /api/backoffice/players/:id/bonuses': {
    base: () => ({ params: { id: uuid }, query: { page: '1', 'status[]': '3' } }),
  },
  'GET /api/backoffice/players/:id/freespins': {
    base: () => ({ params: { id: uuid }, query: { page: '1', 'currency[]': 'EUR' } }),
  },
  'GET /api/backoffice/players/:id/loyalty': at(),
  'GET /api/backoffice/players/:id/loyalty/points': {
    base: () => ({ params: { id: uuid }, query: { page: '1' } }),
  },
  'GET /api/backoffice/players/:id/quests': {
    base: () => ({ params: { id: uuid }, query: { page: '1', 'state[]': '2' } }),
  },
  'GET /api/backoffice/players/:id/tournaments': {
    base: () => ({ params: { id: uuid }, query: { page: '1' } }),
  },
  'GET /api/backoffice/players/:id/limit-history': {
    base: () => ({ params: { id: uuid }, query: { page: '1' } }),
  },
  'GET /api/backoffice/players/:id/messages': {
    base: () => ({ params: { id: uuid }, query: { page: '1', channel: 'inbox' } }),
  },
  'GET /api/backoffice/players/:id/sessions': {
    base: () => ({ params: { id: uuid }, query: { page: '1', perPage: '10' } }),
  },
  'POST /api/backoffice/players/:id/notes': {
    base: () => ({ params: { id: uuid }, body: { text: 'fuzz' } }),
  },
  'POST /api/backoffice/players/:id/limits': {
    base: () => ({
      params: { id: uuid },
      body: { definition: 3, period: 'daily', amount: 100, currency: 'EUR', reason: 'fuzz' },
    }),
  },
  'PUT /api/backoffice/players/:id/limits/:limitId': {
    base: () => ({ params: { id: uuid, limitId: uuid }, body: { amount: 10, reason: 'fuzz' } }),
  },
  'GET /api/backoffice/withdrawals': { base: () => ({ query: { limit: '5' } }) },
  'GET /api/backoffice/kyc/documents': { base: () => ({ query: { limit: '5' } }) },
  'GET /api/backoffice/kyc/documents/:id/file': at(),
  'PUT /api/backoffice/banners/:id': {
    base: () => ({ params: { id: uuid }, body: fuzzBanner() }),
  },
  'POST /api/backoffice/banners': { base: () => ({ body: fuzzBanner() }) },
  'POST /api/backoffice/tournament-series': {
    base: () => ({ body: { key: 'fuzz-series', ...fuzzSeries() } }),
  },
  'PUT /api/backoffice/tournament-series/:id': { base: () => ({ params: { id: uuid }, body: fuzzSeries() }) },
  'GET /api/backoffice/tournament-series': { base: () => ({ query: { page: '1', state: 'live' } }) },
  'GET /api/backoffice/tournament-series/:id': at(),
  'POST /api/backoffice/tournament-series/:id/schedule': {
    base: () => ({ params: { id: uuid }, body: { startsAt: null, endsAt: null } }),
  },
  'POST /api/backoffice/tournament-series/:id/unschedule': at(),
  'POST /api/backoffice/tournament-series/:id/end': at(),
  'POST /api/backoffice/bonus-packages': {
    base: () => ({ body: { slug: 'fuzz-package', ...fuzzPackage() } }),
  },
  'PUT /api/backoffice/bonus-packages/:id': { base: () => ({ params: { id: uuid }, body: fuzzPackage() }) },
  'GET /api/backoffice/bonus-packages/:id': at(),
  'POST /api/backoffice/banners/:id/schedule': at(),
  'POST /api/backoffice/banners/:id/unschedule': at(),
  'POST /api/backoffice/banners/:id/end': at(),
  'GET /api/backoffice/quests': { base: () => ({ query: { state: 'live', perPage: '5' } }) },
  'GET /api/backoffice/quests/:id': at(),
  'POST /api/backoffice/quests': { base: () => ({ body: { slug: 'fuzz-quest', ...fuzzQuest() } }) },
  'PUT /api/backoffice/quests/:id': { base: () => ({ params: { id: uuid }, body: fuzzQuest() }) },
  'POST /api/backoffice/quests/:id/schedule': {
    base: () => ({ params: { id: uuid }, body: { startsAt: null, endsAt: null } }),
  },
  'POST /api/backoffice/quests/:id/unschedule': at(),
  'POST /api/backoffice/quests/:id/end': at(),
  'GET /api/banners': { base: () => ({ query: { locale: 'en' } }) },
  'PUT /api/backoffice/wheels/:id': { base: () => ({ params: { id: uuid }, body: fuzzWheel() }) },
  'POST /api/backoffice/wheels/:id/schedule': {
    base: () => ({ params: { id: uuid }, body: { startsAt: null, endsAt: null } }),
  },
  'POST /api/backoffice/wheels/:id/unschedule': at(),
  'POST /api/backoffice/wheels/:id/end': at(),
  'GET /api/backoffice/wheels/:id': at(),
  'PUT /api/backoffice/settings/player-protection': {
    base: () => ({ body: { jurisdiction: 'none', slotStakeLimits: null, kycWithdrawalThreshold: '2000' } }),
  },
  'PUT /api/backoffice/settings/identity-verification': {
    base: () => ({ body: { enabled: false, hideDocumentsPage: false } }),
  },
  'PUT /api/backoffice/settings/tag-manager': { base: () => ({ body: { enabled: false, id: '' } }) },
  'PUT /api/backoffice/settings/retention': {
    base: () => ({ body: { loyaltyEnabled: true, questsEnabled: true, tournamentSeries: false } }),
  },
  'PUT /api/backoffice/settings/payment-rules': {
    base: () => ({ body: { turnoverMultiplier: 0, fourEyesThreshold: '1000', bonusWagerCap: null } }),
  },
  'PUT /api/backoffice/settings/reports': {
    base: () => ({ body: { largeTransactionThreshold: '2000' } }),
  },
  'PUT /api/backoffice/settings/referral-programme': {
    base: () => ({
      body: { enabled: true, maxReferralCount: 20, qualifyingDeposit: '50', qualificationDays: 30 },
    }),
  },
  'POST /api/backoffice/kyc/documents/:id/approve': at(),
  'POST /api/backoffice/kyc/documents/:id/reject': {
    base: () => ({ params: { id: uuid }, body: { reason: 'fuzz' } }),
  },
  'POST /api/backoffice/withdrawals/:id/approve': { base: () => ({ params: { id: uuid }, body: {} }) },
  'POST /api/backoffice/withdrawals/:id/decline': {
    base: () => ({ params: { id: uuid }, body: { reason: 'fuzz' } }),
  },
  'POST /api/backoffice/players/:id/adjustments': {
    base: () => ({
      params: { id: uuid },
      body: {
        accountId: uuid,
        part: 'cash',
        direction: 'credit',
        amount: '1',
        reasonCode: 'goodwill',
        comment: 'fuzz',
        idempotencyKey: 'fuzz-adjustment',
      },
    }),
  },
  'GET /api/backoffice/adjustments': { base: () => ({ query: { status: 'applied', perPage: '5' } }) },
  'POST /api/backoffice/adjustments/:id/approve': at(),
  'POST /api/backoffice/adjustments/:id/decline': {
    base: () => ({ params: { id: uuid }, body: { reason: 'fuzz' } }),
  },
  // No such deposit: a plausible request that settles nothing (the suite stores nothing).
  'POST /api/backoffice/sandbox-deposits/:id/approve': at(),
  'POST /api/backoffice/sandbox-deposits/:id/decline': {
    base: () => ({ params: { id: uuid }, body: { reason: 'fuzz' } }),
  },

  'POST /studio/api/session': {
    body: studioSessionRequestSchema,
    base: () => ({ body: { game: 'mines', mode: 'real', token: 'no-such-launch-token-0000000000' } }),
  },
  'PUT /studio/api/seeds': { body: studioRotateSeedsRequestSchema },
  'POST /studio/api/verify': {
    body: studioVerifyRequestSchema,
    base: () => ({ body: { game: 'dice', serverSeed: 'a'.repeat(64), clientSeed: 'fuzz', nonce: 1 } }),
  },
  'POST /studio/api/rounds': {
    body: studioBetSchema,
    base: () => ({ body: { kind: 'mines', amount: '1', mineCount: 3 } }),
  },
  'GET /studio/api/rounds': { query: studioRoundsQuerySchema },
  'POST /studio/api/rounds/:id/reveal': {
    params: idParamsSchema,
    body: studioRevealTileRequestSchema,
    base: () => ({ params: { id: uuid }, body: { tile: 0 } }),
  },
  'POST /studio/api/crash/bets': { body: crashBetRequestSchema, base: () => ({ body: { amount: '1' } }) },
  'POST /studio/api/sportsbook/bets': {
    body: sportsbookBetRequestSchema,
    base: () => ({
      body: { fixtureId: '00000000-0000-4000-8000-000000000000', selection: 'home', amount: '1' },
    }),
  },
};

/** What the suite fuzzes a route with: its declaration's schemas, with this table's plausible request. */
export function fuzzRouteFor(key: string): FuzzRoute | undefined {
  const [method, path] = key.split(' ') as [string, string];
  const declaration = declarationAt(method, path);
  if (!declaration) return FUZZ_ROUTES[key];
  return {
    params: declaration.params,
    query: declaration.query,
    body: declaration.body,
    ...FUZZ_ROUTES[key],
  };
}

/** Routes that read no input of their own (or only a credential): they get generic junk, each with why. */
export const SCHEMALESS: Record<string, string> = {
  'GET /api/health': 'liveness probe',
  'GET /robots.txt': 'a fixed text built from the locales',
  'GET /sitemap.xml': 'a document built from the locales, pages and games',
  'GET /api/docs': 'a fixed page',
  'GET /api/docs/openapi.json': 'a fixed document',
  'GET /api/docs/start.js': 'a fixed script',
  'GET /api/docs/assets/*': 'static files, the path checked against an allow-list',
  'GET /api/banner-images/:file': 'a file name checked against its pattern (path junk is sent)',
  'GET /api/operator/outbox.json': 'operator key first',
  'GET /api/dev/outbox': 'operator key first',
  'GET /api/dev/outbox.json': 'operator key first',
  'GET /api/operator/sandbox/invoices': 'operator key first',
  'POST /api/operator/sandbox/invoices/:id/approve': 'operator key first',
  'POST /api/operator/sandbox/invoices/:id/decline': 'operator key first',
  'PUT /api/operator/settings/tag-manager': 'operator key first',
  'GET /api/operator/settings/player-protection': 'operator key first',
  'PUT /api/operator/settings/player-protection': 'operator key first',
  'GET /api/operator/settings/referral-programme': 'operator key first',
  'PUT /api/operator/settings/referral-programme': 'operator key first',
  'PUT /api/operator/bonus-codes/:code': 'operator key first',
  'GET /api/operator/documents': 'operator key first',
  'GET /api/operator/documents/:id/file': 'operator key first',
  'POST /api/operator/documents/:id/approve': 'operator key first',
  'POST /api/operator/documents/:id/reject': 'operator key first',
  'PUT /api/operator/settings/identity-verification': 'operator key first',
  'GET /api/operator/verification/checks': 'operator key first',
  'POST /api/operator/verification/checks/:id/approve': 'operator key first',
  'POST /api/operator/verification/checks/:id/reject': 'operator key first',
  'GET /api/operator/withdrawals': 'operator key first',
  'POST /api/operator/withdrawals/:id/approve': 'operator key first',
  'POST /api/operator/withdrawals/:id/reject': 'operator key first',
  'POST /api/operator/staff/owners': 'the bootstrap key first',
  'GET /api/verification/builtin/check': 'the signed token is the input (a query junk case is sent)',
  'POST /api/verification/builtin/check/submit': 'the signed token in the form is the input',
  'POST /api/verification/builtin/check/approve': 'the signed token in the form is the input',
  'POST /api/verification/builtin/check/reject': 'the signed token in the form is the input',
  'GET /studio/api/session': 'the game session is the input',
  'GET /studio/api/session/figures': 'the game session is the input',
  'POST /studio/api/session/reality-check': 'the game session is the input',
  'GET /studio/api/balance': 'the game session is the input',
  'POST /studio/api/balance/refill': 'the game session is the input (demo only)',
  'GET /studio/api/seeds': 'the game session is the input',
  'GET /studio/api/games/:slug': 'a slug looked up in the studio catalogue, never in the database',
  'GET /studio/api/rounds/:id': 'the round id (path junk is sent)',
  'POST /studio/api/rounds/:id/cashout': 'the round id (path junk is sent)',
  'GET /studio/api/crash/state': 'the game session is the input',
  'POST /studio/api/crash/cashout': 'the game session is the input',
  'GET /studio/api/sportsbook/bets': 'the game session is the input',
  'GET /studio/api/sportsbook/fixtures': 'no input: the coming fixtures',
};

/** Routes that end the caller's session, sent last. */
export const SESSION_ENDING = new Set([
  'POST /api/player/sessions/refresh',
  'POST /api/player/sessions/logout',
  'DELETE /api/backoffice/session',
  ...Object.entries(FUZZ_ROUTES)
    .filter(([, route]) => route.endsSession)
    .map(([key]) => key),
]);
