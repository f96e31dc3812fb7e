import {
  communicationRequestSchema,
  contentPageQuerySchema,
  countriesQuerySchema,
  crashBetRequestSchema,
  createWalletAccountRequestSchema,
  depositRequestSchema,
  emailConfirmRequestSchema,
  fieldValidationsQuerySchema,
  gameBetsQuerySchema,
  gameIdParamsSchema,
  gameSpinsQuerySchema,
  gamesQuerySchema,
  gameWalletBalanceRequestSchema,
  gameWalletBetRequestSchema,
  gameWalletParamsSchema,
  gameWalletRollbackRequestSchema,
  gameWalletWinRequestSchema,
  idParamsSchema,
  invoicesQuerySchema,
  otpSendRequestSchema,
  otpVerifyRequestSchema,
  pageListQuerySchema,
  pagingQuerySchema,
  passwordChangeRequestSchema,
  passwordConfirmRequestSchema,
  passwordResetRequestSchema,
  paymentMethodsQuerySchema,
  playerGamesQuerySchema,
  playGameRequestSchema,
  profileUpdateSchema,
  sectionsQuerySchema,
  signInRequestSchema,
  socialSignInRequestSchema,
  studioBetSchema,
  studioRevealTileRequestSchema,
  studioRotateSeedsRequestSchema,
  studioRoundsQuerySchema,
  studioSessionRequestSchema,
  studioVerifyRequestSchema,
  tokenExchangeRequestSchema,
  turnoverWagerQuerySchema,
  withdrawRequestSchema,
} from '@casino/contracts';
import type { z } from 'zod';
import { registrationValuesSchema } from '../../domains/identity/registration.ts';
import { redirectParamsSchema, redirectQuerySchema } from '../../domains/identity/social/social-routes.ts';
import { emailRegistration } from '../../domains/identity/test-helpers.ts';
import { webhookEventSchema } from '../../domains/payments/psp-port.ts';

/** What the fuzz suite knows of the player it signs in as: ids for plausible bodies. */
export type FuzzFixture = { accountId: string; gameToken: string; invoiceId: string };

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

const wallet = (body: z.ZodType, extra: Record<string, unknown> = {}): FuzzRoute => ({
  params: gameWalletParamsSchema,
  body,
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

/** Every route with input, by `METHOD /path`, with the contract schemas it parses. */
export const FUZZ_ROUTES: Record<string, FuzzRoute> = {
  'GET /api/settings/countries': { query: countriesQuerySchema },
  'GET /api/content/sections': {
    query: sectionsQuerySchema,
    base: () => ({ query: { sections: 'layout' } }),
  },
  'GET /api/content/pages': { query: pageListQuerySchema, base: () => ({ query: { folder: 'info' } }) },
  'GET /api/content/page': { query: contentPageQuerySchema, base: () => ({ query: { path: 'home' } }) },

  'GET /api/player/fields/validations': {
    query: fieldValidationsQuerySchema,
    base: () => ({ query: { scenario: 'registration' } }),
  },
  'POST /api/player/sessions': {
    body: signInRequestSchema,
    base: () => ({ body: { login: 'fuzz-nobody@example.com', password: 'secret-pass' } }),
  },
  'POST /api/player/sessions/token': { body: tokenExchangeRequestSchema },
  'GET /api/player/sessions': { query: pagingQuerySchema },
  'PUT /api/player/sessions/:id/close': { ...byId(), endsSession: true },
  'POST /api/player/sessions/social': {
    body: socialSignInRequestSchema,
    base: () => ({ body: { connection: 'google', callbackParams: { code: 'x', state: 'y' } } }),
  },
  'GET /api/player/sessions/social/:provider/redirect': {
    params: redirectParamsSchema,
    query: redirectQuerySchema,
    base: () => ({
      params: { provider: 'google' },
      query: { state: JSON.stringify({ backRoute: '/', connection: 'google' }) },
    }),
  },
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
    body: otpSendRequestSchema,
    base: () => ({ body: { phone: '+4917612345678', reason: 'registration' } }),
  },
  'POST /api/player/otp/verify': {
    body: otpVerifyRequestSchema,
    base: () => ({ body: { phone: '+4917612345678', reason: 'registration', code: '123456' } }),
  },
  'PUT /api/player/profile': { body: profileUpdateSchema },
  'POST /api/player/profile/confirmations/email': { body: emailConfirmRequestSchema },
  'PUT /api/player/passwords': {
    body: passwordChangeRequestSchema,
    base: () => ({
      body: { currentPassword: 'wrong-pass', newPassword: 'other-pass', repeatNewPassword: 'other-pass' },
    }),
  },
  'POST /api/player/passwords/reset': {
    body: passwordResetRequestSchema,
    base: () => ({ body: { email: 'fuzz-nobody@example.com' } }),
  },
  'POST /api/player/passwords/confirm': {
    body: passwordConfirmRequestSchema,
    base: () => ({
      body: { code: 'not-a-real-code-0000', password: 'other-pass', password_confirmation: 'other-pass' },
    }),
  },
  'POST /api/notification/communications': {
    body: communicationRequestSchema,
    base: () => ({
      body: {
        name: 'Fuzz',
        email: 'fuzz@example.com',
        subject: 'other',
        message: 'A message of the fuzz suite.',
      },
    }),
  },

  'POST /api/wallet/accounts': { body: createWalletAccountRequestSchema },
  'PUT /api/wallet/accounts/:id/switch': byId(),
  'PUT /api/wallet/accounts/:id/hide': byId(),

  'GET /api/payment/methods/deposit': {
    query: paymentMethodsQuerySchema,
    base: () => ({ query: { currency: 'EUR' } }),
  },
  'GET /api/payment/methods/withdrawal': {
    query: paymentMethodsQuerySchema,
    base: () => ({ query: { currency: 'EUR' } }),
  },
  'POST /api/payment/invoices/deposit': {
    body: depositRequestSchema,
    base: ({ accountId }) => ({
      body: { method: 'sandbox_card', currency: 'EUR', country: 'DE', amount: 20, accountId },
    }),
  },
  'POST /api/payment/invoices/withdrawal': {
    body: withdrawRequestSchema,
    base: ({ accountId }) => ({ body: { method: 'sandbox_card', currency: 'EUR', amount: 10, accountId } }),
  },
  'GET /api/payment/invoices': { query: invoicesQuerySchema },
  'PUT /api/payment/invoices/:id/decline': byId(),
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
    query: turnoverWagerQuerySchema,
    base: () => ({ query: { currency: 'EUR' } }),
  },

  'GET /api/game/bets': { query: gameBetsQuerySchema },
  'GET /api/game/spins': { query: gameSpinsQuerySchema },
  'GET /api/game/providers/:id': byId(gameIdParamsSchema, 'studio'),
  'GET /api/game/games': { query: gamesQuerySchema },
  'GET /api/game/games/favorites': { query: playerGamesQuerySchema },
  'GET /api/game/games/played': { query: playerGamesQuerySchema },
  'GET /api/game/games/:id': byId(gameIdParamsSchema, 'dice'),
  'POST /api/game/games/:id/favorite': byId(gameIdParamsSchema, 'no-such-game'),
  'DELETE /api/game/games/:id/favorite': byId(gameIdParamsSchema, 'no-such-game'),
  'POST /api/game/games/:id/play': {
    params: gameIdParamsSchema,
    body: playGameRequestSchema,
    base: () => ({ params: { id: 'no-such-game' }, body: { demo: true } }),
  },

  'POST /api/game-wallet/:providerId/balance': wallet(gameWalletBalanceRequestSchema),
  'POST /api/game-wallet/:providerId/bet': wallet(gameWalletBetRequestSchema, { amount: '1' }),
  'POST /api/game-wallet/:providerId/win': wallet(gameWalletWinRequestSchema, { amount: '1' }),
  'POST /api/game-wallet/:providerId/rollback': wallet(gameWalletRollbackRequestSchema, {
    referenceTransactionId: 'fuzz-no-such-bet',
  }),

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
};

/** Routes that read no input of their own (or only a credential): they get generic junk, each with why. */
export const SCHEMALESS: Record<string, string> = {
  'GET /api/health': 'liveness probe',
  'GET /api/operator/outbox.json': 'operator key first',
  'GET /api/dev/outbox': 'operator key first',
  'GET /api/dev/outbox.json': 'operator key first',
  'GET /api/operator/sandbox/invoices': 'operator key first',
  'POST /api/operator/sandbox/invoices/:id/approve': 'operator key first',
  'POST /api/operator/sandbox/invoices/:id/decline': 'operator key first',
  'POST /api/connection/token': 'the session is the input',
  'GET /api/settings/currencies': 'a fixed list',
  'GET /api/settings/locales': 'a fixed list',
  'GET /api/settings/constants': 'a fixed list',
  'GET /api/player/init': 'headers only (token, country, locale)',
  'POST /api/player/sessions/refresh': 'the token is the input',
  'POST /api/player/sessions/logout': 'the token is the input',
  'GET /api/player/profile': 'the session is the input',
  'POST /api/player/profile/confirmations/email/resend': 'the session is the input',
  'GET /api/wallet/accounts': 'the session is the input',
  'GET /api/payment/invoices/statistics': 'the session is the input',
  'GET /api/game/spins/winners': 'a fixed list',
  'GET /api/game/collections': 'headers only (locale, country)',
  'GET /api/game/providers': 'a fixed list',
  'GET /studio/api/session': 'the game session is the input',
  'GET /studio/api/balance': 'the game session is the input',
  'POST /studio/api/balance/refill': 'the game session is the input (demo only)',
  'GET /studio/api/seeds': 'the game session is the input',
  'GET /studio/api/games/:slug': 'a slug looked up in the studio catalogue, never in the database',
  'GET /studio/api/rounds/:id': 'the round id (path junk is sent)',
  'POST /studio/api/rounds/:id/cashout': 'the round id (path junk is sent)',
  'GET /studio/api/crash/state': 'the game session is the input',
  'POST /studio/api/crash/cashout': 'the game session is the input',
};

/** Routes that end the caller's session, sent last. */
export const SESSION_ENDING = new Set([
  'POST /api/player/sessions/refresh',
  'POST /api/player/sessions/logout',
  ...Object.entries(FUZZ_ROUTES)
    .filter(([, route]) => route.endsSession)
    .map(([key]) => key),
]);
