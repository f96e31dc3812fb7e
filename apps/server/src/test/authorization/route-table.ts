import { type ApiKeyScope, declarationAt, type RouteAccess, type StaffPermission } from '@casino/contracts';
import type { RouteOptions } from 'fastify';
import { EARN_GROUPS } from '../../domains/loyalty/earning.ts';
import { LEVELS } from '../../domains/loyalty/seed.ts';
import type { OwnerIds } from './fixtures.ts';

/**
 * Who may call a route, and so what a caller without that right must get:
 * - public: guests too (never 401 for want of a session);
 * - player: a valid, open, unexpired session (401 without one);
 * - studio: the studio's own API, authenticated by the game session (launch) token as Bearer;
 * - provider: the seamless wallet, a body signed with the provider's secret (401/403 unsigned);
 * - webhook: the payment provider's webhook, signed with the PSP secret (401/403 unsigned);
 * - psp-page: the sandbox PSP's hosted page, whose link carries a token signed for that invoice;
 * - kyc-page: the built-in verification provider's hosted page, whose token names the caller's own check;
 * - operator: the bootstrap operator key, a named API key holding the route's `permission` as a scope,
 *   or a signed-in staff session whose role holds it (401/403 for everyone else);
 * - staff: a back-office session whose role holds the declaration's `permission` (401/403 otherwise;
 *   `staffPending` routes take a half-signed-in session too).
 */
export type Access =
  | 'public'
  | 'player'
  | 'studio'
  | 'provider'
  | 'webhook'
  | 'psp-page'
  | 'kyc-page'
  | 'operator'
  | 'staff';

export type RouteCase = {
  access: Access;
  /** Path parameters: the owner's real ids; any parameter not named here gets a random uuid. */
  params?: (ids: OwnerIds) => Record<string, string>;
  query?: string;
  body?: (ids: OwnerIds) => unknown;
  /**
   * The request names the owner's resource (in the path or the body): another player must be refused
   * (403/404, or 422 for an id in the body) and the owner must succeed, so the refusal is about
   * ownership and not about a bad id.
   */
  foreign?: 'path' | 'body';
  /** A crash route: the caller's crash game session is the studio's Bearer (the mines one otherwise). */
  crash?: boolean;
  /** A sportsbook route: the caller's sportsbook game session is the studio's Bearer. */
  sportsbook?: boolean;
  /** Rotates or ends the caller's session: each caller runs it on a fresh session of its own. */
  endsSession?: boolean;
  /** Answers a page or a file (the API docs), not an API call's `{ data }`. */
  file?: boolean;
  /** The answer's top-level key when it is not `data` (client contract section 0: the referrals list). */
  envelope?: string;
  /** Why a route is open, or anything else a reader would ask. */
  note?: string;
  /** operator and staff routes: what the caller's role (or key) must hold; none: any staff member. */
  permission?: StaffPermission;
  /** A staff route open to a half-signed-in session (the TOTP step, sign-out). */
  staffPending?: boolean;
  /** An operator route only the bootstrap key may call (the first owner). */
  bootstrapOnly?: boolean;
};

/** A route's access class as its contract declaration states it. */
const DECLARED_ACCESS: Record<RouteAccess, Access> = {
  guest: 'public',
  'guest-or-player': 'public',
  player: 'player',
  'expired-player': 'player',
  provider: 'provider',
  'game-session': 'studio',
  staff: 'staff',
  'staff-pending': 'staff',
};

/** A case whose access class comes from the route's contract declaration; `rest` adds fixtures. */
type DeclaredCase = Omit<RouteCase, 'access'> & { access?: undefined };
const declared = (rest: DeclaredCase = {}): DeclaredCase => rest;

/** A well-formed tournament for the editor's routes (a draft a week from now). */
const matrixTournament = (identity?: string) => ({
  ...(identity ? { identity } : {}),
  startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  endsAt: new Date(Date.now() + 8 * 86_400_000).toISOString(),
  titles: { en: 'Matrix race' },
  descriptions: { en: 'A race of the matrix.' },
  scoring: 1,
  entryType: 'auto',
  prizes: [{ place: 1, type: 'points', amount: '10', titles: { en: '10 points' } }],
});

/** A well-formed quest for the editor's routes (created as a draft). */
const matrixQuest = (slug?: string) => ({
  ...(slug ? { slug } : {}),
  names: { en: 'Matrix quest' },
  descriptions: { en: 'A quest of the matrix.' },
  taskExecutionOrder: 'any',
  tasks: [{ type: 2, names: { en: 'Play' }, descriptions: { en: 'Play a round.' }, count: 1 }],
  rewards: [{ type: 'points', points: 10 }],
});

const open = (note?: string, rest: Partial<RouteCase> = {}): RouteCase => ({
  access: 'public',
  note,
  ...rest,
});
const player = (rest: Partial<RouteCase> = {}): RouteCase => ({ access: 'player', ...rest });
const studio = (rest: Partial<RouteCase> = {}): RouteCase => ({ access: 'studio', ...rest });
const operator = (permission: ApiKeyScope, rest: Partial<RouteCase> = {}): RouteCase => ({
  access: 'operator',
  permission,
  ...rest,
});

const gameWalletCall = (kind: string): RouteCase => ({
  access: 'provider',
  params: () => ({ providerId: 'studio' }),
  body: (ids) => ({
    sessionToken: ids.gameToken,
    currency: 'EUR',
    transactionId: `authz-${kind}-${ids.playerId}`,
    roundId: `authz-round-${ids.playerId}`,
    amount: '1',
  }),
});

const sandboxPage = (rest: Partial<RouteCase> = {}): RouteCase => ({
  access: 'psp-page',
  params: (ids) => ({ id: ids.invoiceId }),
  foreign: 'path',
  ...rest,
});

/** A one-sector daily wheel for the editor's routes (created as a draft: the player site never lists it). */
const matrixWheel = (identity?: string) => ({
  ...(identity ? { identity } : {}),
  titles: { en: 'Matrix wheel' },
  descriptions: { en: 'A wheel of the matrix.' },
  dailySpin: true,
  depositSpin: false,
  spinValidHours: 24,
  sectors: [{ titles: { en: '1 point' }, weight: 1, prize: { type: 'points', points: 1 } }],
});

/** The seeded ladder and earn rates, sent back unchanged: the matrix's writes leave the club as it was. */
const matrixLadder = () => ({ levels: LEVELS.map(({ order: _order, ...level }) => level) });
const matrixEarnRates = () => ({
  rules: EARN_GROUPS.map(({ group, percent }) => ({ group, percent })),
});

const matrixBanner = () => ({
  name: 'matrix',
  position: 0,
  locales: { en: { title: 'matrix', imageId: '00000000-0000-4000-8000-000000000000', link: '/' } },
  schedule: { startsAt: null, endsAt: null },
});

/**
 * Every route the app registers with its access class: from the contract declaration for declared
 * routes (an explicit class on one must differ only with a note saying why), written here for the
 * operator's, the studio's and the PSP's own routes. A route missing here fails the matrix.
 */
const CASES: Record<string, RouteCase | DeclaredCase> = {
  'GET /api/health': open('liveness probe'),
  'GET /robots.txt': open('for crawlers', { file: true }),
  'GET /sitemap.xml': open('for crawlers: the public pages only', { file: true }),
  'GET /api/docs': open('the player API document, public like the API it describes', { file: true }),
  'GET /api/docs/openapi.json': open('the player API document', { file: true }),
  'GET /api/docs/start.js': open("the docs page's start script", { file: true }),
  'GET /api/docs/assets/*': open("Swagger UI's own files", { file: true }),

  'GET /api/operator/outbox.json': operator('outbox.read'),
  'GET /api/dev/outbox': operator('outbox.read', { file: true }),
  'GET /api/dev/outbox.json': operator('outbox.read'),
  'GET /api/operator/sandbox/invoices': operator('payments.read'),
  'POST /api/operator/sandbox/invoices/:id/approve': operator('payments.sandbox', {
    params: (ids) => ({ id: ids.invoiceId }),
  }),
  'POST /api/operator/sandbox/invoices/:id/decline': operator('payments.sandbox', {
    params: (ids) => ({ id: ids.invoiceId }),
  }),
  'PUT /api/operator/settings/tag-manager': operator('settings.write'),
  'GET /api/operator/settings/player-protection': operator('settings.read'),
  'PUT /api/operator/settings/player-protection': operator('settings.write'),
  'GET /api/operator/settings/referral-programme': operator('settings.read'),
  'PUT /api/operator/settings/referral-programme': operator('settings.write'),
  'PUT /api/operator/bonus-codes/:code': operator('bonuses.write'),
  'GET /api/operator/documents': operator('kyc.read'),
  'GET /api/operator/documents/:id/file': operator('kyc.read', {
    params: (ids) => ({ id: ids.documentId }),
    file: true,
  }),
  'POST /api/operator/documents/:id/approve': operator('kyc.review', {
    params: (ids) => ({ id: ids.documentId }),
  }),
  'POST /api/operator/documents/:id/reject': operator('kyc.review', {
    params: (ids) => ({ id: ids.documentId }),
  }),
  'PUT /api/operator/settings/identity-verification': operator('settings.write'),
  'GET /api/operator/verification/checks': operator('kyc.read'),
  'POST /api/operator/verification/checks/:id/approve': operator('kyc.review', {
    params: (ids) => ({ id: ids.playerId }),
  }),
  'POST /api/operator/verification/checks/:id/reject': operator('kyc.review', {
    params: (ids) => ({ id: ids.playerId }),
  }),
  'GET /api/operator/withdrawals': operator('payments.read'),
  'POST /api/operator/withdrawals/:id/approve': operator('withdrawals.review'),
  'POST /api/operator/withdrawals/:id/reject': operator('withdrawals.review'),
  'POST /api/operator/staff/owners': {
    access: 'operator',
    bootstrapOnly: true,
    body: () => ({ email: 'matrix-owner@example.com', name: 'Matrix' }),
    note: 'the first owner: the bootstrap key only, never a staff session or a named key',
  },

  // The back office: access and permission from each declaration.
  'POST /api/backoffice/session': declared({ note: 'the password step of a staff sign-in' }),
  'POST /api/backoffice/session/totp': declared({ body: () => ({ code: '000000' }) }),
  'DELETE /api/backoffice/session': declared({ endsSession: true }),
  'GET /api/backoffice/me': declared(),
  'GET /api/backoffice/enrolment/:token': declared({ note: 'the link token is the credential' }),
  'POST /api/backoffice/enrolment/:token': declared({ note: 'the link token is the credential' }),
  'GET /api/backoffice/staff': declared(),
  'POST /api/backoffice/staff': declared({
    body: () => ({ email: 'matrix-invite@example.com', name: 'Matrix', role: 'support' }),
  }),
  'POST /api/backoffice/staff/:id/enrolment': declared(),
  'PUT /api/backoffice/staff/:id/role': declared({ body: () => ({ role: 'support' }) }),
  'POST /api/backoffice/staff/:id/disable': declared(),
  'POST /api/backoffice/staff/:id/enable': declared(),
  'GET /api/backoffice/api-keys': declared(),
  'POST /api/backoffice/api-keys': declared({ body: () => ({ name: 'matrix', scopes: ['settings.read'] }) }),
  'DELETE /api/backoffice/api-keys/:id': declared(),
  'GET /api/backoffice/audit': declared(),
  'GET /api/backoffice/players': declared({ query: 'q=matrix' }),
  'GET /api/backoffice/players/:id': declared(),
  'POST /api/backoffice/players/:id/status': declared({ body: () => ({ status: 2, reason: 'matrix' }) }),
  'POST /api/backoffice/players/:id/sessions/close': declared({ body: () => ({ reason: 'matrix' }) }),
  'GET /api/backoffice/players/:id/notes': declared(),
  'GET /api/backoffice/players/:id/invoices': declared(),
  'GET /api/backoffice/players/:id/rounds': declared(),
  'GET /api/backoffice/players/:id/ledger': declared({ query: 'currency=EUR' }),
  'GET /api/backoffice/players/:id/bonuses': declared(),
  'GET /api/backoffice/players/:id/freespins': declared(),
  'GET /api/backoffice/players/:id/loyalty': declared(),
  'GET /api/backoffice/players/:id/loyalty/points': declared(),
  'GET /api/backoffice/players/:id/quests': declared(),
  'GET /api/backoffice/players/:id/tournaments': declared(),
  'GET /api/backoffice/players/:id/limit-history': declared(),
  'GET /api/backoffice/players/:id/messages': declared(),
  'GET /api/backoffice/players/:id/sessions': declared(),
  'POST /api/backoffice/players/:id/notes': declared({ body: () => ({ text: 'matrix' }) }),
  'POST /api/backoffice/players/:id/limits': declared({
    body: () => ({ definition: 3, period: 'daily', amount: 100, currency: 'EUR', reason: 'matrix' }),
  }),
  'PUT /api/backoffice/players/:id/limits/:limitId': declared({
    body: () => ({ amount: 10, reason: 'matrix' }),
  }),
  'GET /api/backoffice/withdrawals': declared(),
  'GET /api/backoffice/kyc/documents': declared(),
  'GET /api/backoffice/kyc/documents/:id/file': declared({
    params: (ids) => ({ id: ids.documentId }),
    file: true,
  }),
  'POST /api/backoffice/kyc/documents/:id/approve': declared({ params: (ids) => ({ id: ids.documentId }) }),
  'POST /api/backoffice/kyc/documents/:id/reject': declared({
    params: (ids) => ({ id: ids.documentId }),
    body: () => ({ reason: 'matrix' }),
  }),
  'POST /api/backoffice/withdrawals/:id/approve': declared({ body: () => ({}) }),
  'POST /api/backoffice/withdrawals/:id/decline': declared({ body: () => ({ reason: 'matrix' }) }),
  'POST /api/backoffice/players/:id/adjustments': declared({
    body: () => ({
      accountId: '00000000-0000-4000-8000-000000000000',
      part: 'cash',
      direction: 'credit',
      amount: '1',
      reasonCode: 'goodwill',
      comment: 'matrix',
      idempotencyKey: 'matrix-adjustment',
    }),
  }),
  'GET /api/backoffice/adjustments': declared({ query: 'status=awaiting-second-approval' }),
  'POST /api/backoffice/adjustments/:id/approve': declared(),
  'POST /api/backoffice/adjustments/:id/decline': declared({ body: () => ({ reason: 'matrix' }) }),
  'GET /api/backoffice/bonuses': declared({ query: 'state=live&trigger=deposit' }),
  'GET /api/backoffice/bonuses/:id': declared(),
  'POST /api/backoffice/bonuses': declared({
    body: () => ({
      slug: 'matrix-bonus',
      names: { en: 'Matrix' },
      type: 1,
      trigger: 'code',
      terms: { amounts: { EUR: '100' }, wagerMultiplier: 1, wagerDays: 1, activationDays: 1, weights: [] },
    }),
  }),
  'PUT /api/backoffice/bonuses/:id': declared({
    body: () => ({
      names: { en: 'Matrix' },
      type: 1,
      trigger: 'code',
      terms: { amounts: { EUR: '100' }, wagerMultiplier: 1, wagerDays: 1, activationDays: 1, weights: [] },
    }),
  }),
  'POST /api/backoffice/bonuses/:id/schedule': declared({ body: () => ({ startsAt: null, endsAt: null }) }),
  'POST /api/backoffice/bonuses/:id/unschedule': declared(),
  'POST /api/backoffice/bonuses/:id/end': declared(),
  'GET /api/backoffice/bonus-packages': declared(),
  'GET /api/backoffice/bonus-packages/:id': declared(),
  'POST /api/backoffice/bonus-packages': declared({
    body: () => ({
      slug: 'matrix-package',
      names: { en: 'Matrix package' },
      bonusIds: ['00000000-0000-4000-8000-000000000000'],
    }),
  }),
  'PUT /api/backoffice/bonus-packages/:id': declared({
    body: () => ({ names: { en: 'Matrix package' }, bonusIds: ['00000000-0000-4000-8000-000000000000'] }),
  }),
  'GET /api/backoffice/bonus-codes': declared({ query: 'state=live' }),
  'POST /api/backoffice/bonus-codes': declared({
    body: () => ({ code: 'MATRIX', bonusId: '00000000-0000-4000-8000-000000000000', trigger: 1 }),
  }),
  'PUT /api/backoffice/bonus-codes/:code': declared({
    params: () => ({ code: 'MATRIX' }),
    body: () => ({ bonusId: '00000000-0000-4000-8000-000000000000', trigger: 1 }),
  }),
  'POST /api/backoffice/bonus-codes/:code/schedule': declared({
    params: () => ({ code: 'MATRIX' }),
    body: () => ({ startsAt: null, endsAt: null }),
  }),
  'POST /api/backoffice/bonus-codes/:code/unschedule': declared({ params: () => ({ code: 'MATRIX' }) }),
  'POST /api/backoffice/bonus-codes/:code/end': declared({ params: () => ({ code: 'MATRIX' }) }),
  'GET /api/backoffice/tournaments': declared({ query: 'state=draft' }),
  'GET /api/backoffice/tournaments/:id': declared(),
  'GET /api/backoffice/tournament-reference': declared(),
  'POST /api/backoffice/tournaments': declared({ body: () => matrixTournament('matrix-tournament') }),
  'PUT /api/backoffice/tournaments/:id': declared({ body: () => matrixTournament() }),
  'POST /api/backoffice/tournaments/:id/schedule': declared(),
  'GET /api/backoffice/tournament-series': declared({ query: 'state=live' }),
  'GET /api/backoffice/tournament-series/:id': declared(),
  'POST /api/backoffice/tournament-series': declared({
    body: () => ({ key: 'matrix-series', days: 7, template: matrixTournament() }),
  }),
  'PUT /api/backoffice/tournament-series/:id': declared({
    body: () => ({ days: 7, template: matrixTournament() }),
  }),
  'POST /api/backoffice/tournament-series/:id/schedule': declared({
    body: () => ({ startsAt: null, endsAt: null }),
  }),
  'POST /api/backoffice/tournament-series/:id/unschedule': declared(),
  'POST /api/backoffice/tournament-series/:id/end': declared(),
  'POST /api/backoffice/tournaments/:id/unschedule': declared(),
  'POST /api/backoffice/tournaments/:id/end': declared(),
  'GET /api/backoffice/quests': declared({ query: 'state=live' }),
  'GET /api/backoffice/quests/:id': declared(),
  'POST /api/backoffice/quests': declared({ body: () => matrixQuest('matrix-quest') }),
  'PUT /api/backoffice/quests/:id': declared({ body: () => matrixQuest() }),
  'POST /api/backoffice/quests/:id/schedule': declared({ body: () => ({ startsAt: null, endsAt: null }) }),
  'POST /api/backoffice/quests/:id/unschedule': declared(),
  'POST /api/backoffice/quests/:id/end': declared(),
  'GET /api/backoffice/wheels': declared({ query: 'state=live' }),
  'GET /api/backoffice/wheels/:id': declared(),
  'POST /api/backoffice/wheels': declared({ body: () => matrixWheel('matrix-wheel') }),
  'PUT /api/backoffice/wheels/:id': declared({ body: () => matrixWheel() }),
  'POST /api/backoffice/wheels/:id/schedule': declared({ body: () => ({ startsAt: null, endsAt: null }) }),
  'POST /api/backoffice/wheels/:id/unschedule': declared(),
  'POST /api/backoffice/wheels/:id/end': declared(),
  'GET /api/backoffice/loyalty/levels': declared(),
  'PUT /api/backoffice/loyalty/levels': declared({ body: matrixLadder }),
  'GET /api/backoffice/loyalty/earn-rates': declared(),
  'PUT /api/backoffice/loyalty/earn-rates': declared({ body: matrixEarnRates }),
  'GET /api/backoffice/responsible-gaming/exclusions': declared({ query: 'kind=cooling-off' }),
  'GET /api/backoffice/responsible-gaming/limit-changes': declared(),
  'GET /api/backoffice/responsible-gaming/markers': declared({ query: 'kind=night-play' }),
  'GET /api/backoffice/responsible-gaming/reality-checks': declared(),
  'GET /api/backoffice/responsible-gaming/players/:id/interactions': declared({
    params: (ids) => ({ id: ids.playerId }),
  }),
  'POST /api/backoffice/responsible-gaming/players/:id/interactions': declared({
    params: (ids) => ({ id: ids.playerId }),
    body: () => ({ channel: 'phone', summary: 'matrix', outcome: 'informed' }),
  }),
  // A random player (404): a cooling-off on the owner would stop the matrix's later bets and deposits.
  'POST /api/backoffice/responsible-gaming/players/:id/cooling-off': declared({
    body: () => ({ period: '1-day', reason: 'matrix' }),
  }),
  'GET /api/backoffice/reports/daily': declared({ query: 'from=2026-01-01&to=2026-01-31' }),
  'GET /api/backoffice/reports/daily.csv': declared({ query: 'from=2026-01-01&to=2026-01-31', file: true }),
  'GET /api/backoffice/reports/rtp': declared({ query: 'from=2026-01-01&to=2026-01-31' }),
  'GET /api/backoffice/reports/rtp.csv': declared({ query: 'from=2026-01-01&to=2026-01-31', file: true }),
  'GET /api/backoffice/reports/large-transactions': declared({ query: 'from=2026-01-01&to=2026-01-31' }),
  'GET /api/backoffice/reports/large-transactions.csv': declared({
    query: 'from=2026-01-01&to=2026-01-31',
    file: true,
  }),
  'GET /api/backoffice/sandbox-deposits': declared(),
  'GET /api/backoffice/banners': declared(),
  'POST /api/backoffice/banners': declared({
    body: matrixBanner,
    note: 'an unknown image: 422 once let through',
  }),
  'PUT /api/backoffice/banners/:id': declared({ body: matrixBanner }),
  'POST /api/backoffice/banners/:id/schedule': declared(),
  'POST /api/backoffice/banners/:id/unschedule': declared(),
  'POST /api/backoffice/banners/:id/end': declared(),
  'POST /api/backoffice/banner-images': declared({ note: 'a JSON body is no upload: 422' }),
  'GET /api/banners': declared({ query: 'locale=en', note: "the home page's slider" }),
  'GET /api/banner-images/:file': open('banner images are public: the slider shows them to guests', {
    file: true,
    params: () => ({ file: `${'0'.repeat(64)}.png` }),
  }),
  'GET /api/backoffice/settings': declared(),
  'PUT /api/backoffice/settings/player-protection': declared({
    body: () => ({ jurisdiction: 'none', slotStakeLimits: null, kycWithdrawalThreshold: '2000' }),
  }),
  'PUT /api/backoffice/settings/identity-verification': declared({
    body: () => ({ enabled: false, hideDocumentsPage: false }),
  }),
  'PUT /api/backoffice/settings/tag-manager': declared({ body: () => ({ enabled: false, id: '' }) }),
  'PUT /api/backoffice/settings/retention': declared({
    body: () => ({ loyaltyEnabled: true, questsEnabled: true, tournamentSeries: false }),
  }),
  'PUT /api/backoffice/settings/payment-rules': declared({
    body: () => ({ turnoverMultiplier: 0, fourEyesThreshold: '1000', bonusWagerCap: null }),
  }),
  'PUT /api/backoffice/settings/reports': declared({
    body: () => ({ largeTransactionThreshold: '2000' }),
  }),
  'PUT /api/backoffice/settings/referral-programme': declared({
    body: () => ({ enabled: true, maxReferralCount: 20, qualifyingDeposit: '50', qualificationDays: 30 }),
  }),
  // A's own pending sandbox deposit: the first role that may settle it does; the others get 409.
  'POST /api/backoffice/sandbox-deposits/:id/approve': declared({ params: (ids) => ({ id: ids.invoiceId }) }),
  'POST /api/backoffice/sandbox-deposits/:id/decline': declared({
    params: (ids) => ({ id: ids.invoiceId }),
    body: () => ({ reason: 'matrix' }),
  }),

  'POST /api/connection/token': declared(),

  'GET /api/settings/currencies': declared({ note: 'site settings' }),
  'GET /api/settings/locales': declared({ note: 'site settings' }),
  'GET /api/settings/countries': declared({ note: 'site settings' }),
  'GET /api/settings/constants': declared({ note: 'site settings' }),
  'GET /api/content/sections': declared({ note: 'content' }),
  'GET /api/content/pages': declared({ note: 'content' }),
  'GET /api/content/page': declared({ note: 'content' }),

  'GET /api/player/init': declared({ note: 'the site boot call; names the player only for a valid token' }),
  'GET /api/player/fields/validations': player({
    query: 'scenario=profile',
    note: 'scenario=registration is public; the profile scenario needs a session',
  }),
  'POST /api/player/sessions': declared({ note: 'sign-in' }),
  'POST /api/player/sessions/token': declared({ note: 'the one-time token in the body is the credential' }),
  'POST /api/player/sessions/refresh': declared({ endsSession: true, note: 'rotates the token' }),
  'POST /api/player/sessions/logout': declared({ endsSession: true }),
  'GET /api/player/sessions': declared(),
  'PUT /api/player/sessions/:sessionId/close': declared({
    params: (ids) => ({ sessionId: ids.spareSessionId }),
    foreign: 'path',
  }),
  'POST /api/player/sessions/social': declared({ note: 'social sign-in' }),
  'GET /api/player/sessions/social/:provider/redirect': open('social sign-in'),
  'POST /api/player/register': declared({ note: 'registration' }),
  'POST /api/player/register/phone': declared({ note: 'registration' }),
  'POST /api/player/register/confirm': declared({ note: 'the code from the e-mail is the credential' }),
  'POST /api/player/otp/send': declared({ note: 'registration by phone' }),
  'POST /api/player/otp/verify': declared({ note: 'registration by phone' }),
  'GET /api/player/profile': declared(),
  'GET /api/player/profile/referrals': declared({ query: 'page=1&perPage=20', envelope: 'referrals' }),
  'GET /api/player/referral-settings': declared(),
  'PUT /api/player/profile': declared(),
  'POST /api/player/profile/confirmations/email/resend': declared(),
  'POST /api/player/profile/confirmations/email': declared({
    note: 'the code from the e-mail is the credential',
  }),
  'PUT /api/player/passwords': declared(),
  'POST /api/player/passwords/reset': declared({ note: 'forgotten password' }),
  'POST /api/player/passwords/confirm': declared({ note: 'the code from the e-mail is the credential' }),
  'GET /api/player/two-factor': declared(),
  'POST /api/player/two-factor/enrolment': declared(),
  'POST /api/player/two-factor/enrolment/confirm': declared({ body: () => ({ code: '123456' }) }),
  'DELETE /api/player/two-factor': declared(),
  'POST /api/player/two-factor/recovery-codes': declared(),
  'POST /api/player/sessions/two-factor': declared({
    note: 'the signed challenge of the password step is the credential',
  }),

  'POST /api/notification/communications': declared({ note: 'contact form' }),
  'GET /api/notification/messenger/messages': declared(),
  // Another player's ids are ignored, not refused (200, nothing changes): the matrix's owner view checks it.
  'POST /api/notification/messenger/messages/read': declared({
    body: (ids) => ({ messageIds: [ids.messageId] }),
  }),
  'POST /api/notification/messenger/messages/read/all': declared(),
  'DELETE /api/notification/messenger/messages': declared({
    body: (ids) => ({ messageIds: [ids.messageId] }),
  }),

  'GET /api/retention/levels': declared({
    note: "the loyalty club's ladder, shown on /loyalty to guests too",
  }),
  'GET /api/retention/earn-rules': declared({
    note: 'how loyalty points are earned (the loyalty-earn modal)',
  }),
  // The asking player's own account (made on first look): no id in the request to swap.
  'GET /api/retention/account': declared(),
  // Wheels and offers are everyone's; the spin plays the caller's own spin, the exchange spends the caller's points.
  'GET /api/retention/wheels': declared({ note: 'the prize wheels, shown on /loyalty to guests too' }),
  'POST /api/retention/wheels/:id/spin': declared({ params: (ids) => ({ id: ids.wheelId }) }),
  'GET /api/retention/points-offers': declared({ note: 'what loyalty points buy, shown on /loyalty' }),
  'POST /api/retention/points-offers/:id/exchange': declared({
    params: (ids) => ({ id: ids.pointsOfferId }),
    body: () => ({ requestId: '00000000-0000-4000-8000-000000000017' }),
  }),

  // Tournaments are everyone's to see; a join enters the caller only (no player id in the request).
  'GET /api/retention/tournaments': declared({
    query: 'state[]=2&state[]=3',
    note: 'the tournaments, shown on /tournaments to guests too',
  }),
  'GET /api/retention/tournaments/:id': declared({
    params: (ids) => ({ id: ids.tournamentId }),
    note: "a tournament's page with its public leaderboard (the asking player's entry when signed in)",
  }),
  'POST /api/retention/tournaments/:id/participate': declared({
    params: (ids) => ({ id: ids.tournamentId }),
  }),

  // Quests on offer are everyone's to take (the taker is the caller); a player quest is its owner's alone.
  'GET /api/retention/quests': declared(),
  'GET /api/retention/player-quests': declared({ query: 'state[]=2&state[]=3' }),
  'PUT /api/retention/quests/:id/activate': declared({ params: (ids) => ({ id: ids.questId }) }),
  'PUT /api/retention/player-quests/:id/cancel': declared({
    params: (ids) => ({ id: ids.playerQuestId }),
    foreign: 'path',
  }),

  'GET /api/wallet/accounts': declared(),
  'GET /api/wallet/adjustments': declared(),
  'GET /api/player/limits': declared(),
  'POST /api/player/limits': declared({
    body: () => ({ definition: 2, period: 'weekly', amount: 50000, currency: 'EUR' }),
  }),
  'PUT /api/player/limits/:id': declared({
    params: (ids) => ({ id: ids.limitId }),
    body: () => ({ amount: 90000 }),
    foreign: 'path',
  }),
  'DELETE /api/player/limits/:id': declared({
    params: (ids) => ({ id: ids.limitId }),
    foreign: 'path',
  }),
  'GET /api/game/player-bonuses': declared({ query: 'status[]=1&status[]=2' }),
  'PUT /api/game/player-bonuses/:id/activate': declared({
    params: (ids) => ({ id: ids.playerBonusId }),
    foreign: 'path',
  }),
  'PUT /api/game/player-bonuses/:id/cancel': declared({
    params: (ids) => ({ id: ids.playerBonusId }),
    foreign: 'path',
  }),
  'GET /api/game/player-freespins': declared(),
  'PUT /api/game/player-freespins/:id/activate': declared({
    params: (ids) => ({ id: ids.playerFreespinId }),
    foreign: 'path',
  }),
  'PUT /api/game/player-freespins/:id/cancel': declared({
    params: (ids) => ({ id: ids.playerFreespinId }),
    foreign: 'path',
  }),
  'GET /api/game/bonuses': declared({ query: 'currency=EUR' }),
  'GET /api/game/bonuses/status': declared({ query: 'bonusIds[]=00000000-0000-4000-8000-000000000000' }),
  'GET /api/game/bonuses/bonuscodes': declared({ query: 'trigger=3' }),
  'POST /api/game/bonuses/bonuscodes': declared({ body: () => ({ bonusCode: 'NO-SUCH-CODE', trigger: 1 }) }),
  'DELETE /api/game/bonuses/bonuscodes': declared({
    body: (ids) => ({ playerBonusCodeId: ids.playerBonusCodeId }),
    foreign: 'body',
  }),
  'GET /api/game/bonuses/cashback': declared({ query: 'currency=EUR' }),
  'GET /api/player/reality-check': declared(),
  'PUT /api/player/reality-check': declared({ body: () => ({ intervalSeconds: 1800 }) }),

  'POST /api/wallet/accounts': declared(),
  'PUT /api/wallet/accounts/:id/switch': declared({
    params: (ids) => ({ id: ids.accountId }),
    foreign: 'path',
  }),
  'PUT /api/wallet/accounts/:id/hide': declared({
    params: (ids) => ({ id: ids.extraAccountId }),
    foreign: 'path',
  }),

  'GET /api/payment/methods/deposit': declared({ query: 'currency=EUR' }),
  'GET /api/payment/methods/withdrawal': declared({ query: 'currency=EUR' }),
  'POST /api/payment/invoices/deposit': declared({
    body: (ids) => ({
      method: 'sandbox_card',
      currency: 'EUR',
      country: 'DE',
      amount: 20,
      accountId: ids.accountId,
    }),
    foreign: 'body',
  }),
  'POST /api/payment/invoices/withdrawal': declared({
    body: (ids) => ({
      method: 'sandbox_card',
      currency: 'EUR',
      amount: 10,
      accountId: ids.accountId,
      fields: {},
    }),
    foreign: 'body',
  }),
  'GET /api/payment/invoices': declared(),
  'GET /api/payment/invoices/statistics': declared(),
  'PUT /api/payment/invoices/:id/decline': declared({
    params: (ids) => ({ id: ids.invoiceId }),
    foreign: 'path',
  }),
  'POST /api/payment/webhooks/sandbox': {
    access: 'webhook',
    body: (ids) => ({
      eventId: `evt-authz-${ids.invoiceId}`,
      type: 'payment.succeeded',
      transactionId: `sbx_tx_authz_${ids.invoiceId}`,
      invoiceId: ids.invoiceId,
      amount: '20',
      currency: 'EUR',
      timestamp: Math.floor(Date.now() / 1000),
    }),
  },
  'GET /api/payment/sandbox/pay/:id': sandboxPage(),
  'POST /api/payment/sandbox/pay/:id/approve': sandboxPage({
    note: 'the owner may approve outside production',
  }),
  'POST /api/payment/sandbox/pay/:id/decline': sandboxPage(),

  'GET /api/risk/reasons/turn-over-wager': declared(),

  'GET /api/player/documents': declared(),
  'POST /api/player/documents': declared({ note: 'a JSON body is no upload: 422' }),
  // Before the DELETE below, which removes the owner's document.
  'GET /api/player/documents/:id/file': player({
    params: (ids) => ({ id: ids.documentId }),
    foreign: 'path',
    file: true,
  }),
  'DELETE /api/player/documents/:id': declared({
    params: (ids) => ({ id: ids.documentId }),
    foreign: 'path',
  }),
  'GET /api/player/verification': declared(),
  'POST /api/player/services/sumsub/auth': declared(),
  'POST /api/verification/webhooks/sumsub': {
    access: 'webhook',
    note: 'Sumsub is not configured in the matrix: no digest is ever valid',
  },
  'POST /api/verification/webhooks/builtin': {
    access: 'webhook',
    body: (ids) => ({
      type: 'applicantReviewed',
      applicantId: `authz-${ids.playerId}`,
      externalUserId: ids.playerId,
      reviewResult: { reviewAnswer: 'GREEN' },
    }),
  },
  'GET /api/verification/builtin/check': { access: 'kyc-page' },
  'POST /api/verification/builtin/check/submit': { access: 'kyc-page' },
  'POST /api/verification/builtin/check/approve': {
    access: 'kyc-page',
    note: 'outside production the player is the reviewer',
  },
  'POST /api/verification/builtin/check/reject': {
    access: 'kyc-page',
    body: () => ({ reason: 'Authorization matrix.' }),
  },

  'GET /api/game/bets': declared(),
  'GET /api/game/spins': declared(),
  'GET /api/game/spins/winners': declared({ note: 'the public winners ticker' }),
  'GET /api/game/collections': declared({ note: 'catalogue' }),
  'GET /api/game/providers': declared({ note: 'catalogue' }),
  'GET /api/game/providers/:id': declared({ note: 'catalogue', params: () => ({ id: 'studio' }) }),
  'GET /api/game/games': declared({ note: 'catalogue; a valid token only marks favourites' }),
  'GET /api/game/games/favorites': declared(),
  'GET /api/game/games/played': declared(),
  'GET /api/game/games/:id': declared({ note: 'catalogue', params: (ids) => ({ id: ids.favoriteGameId }) }),
  'POST /api/game/games/:id/favorite': declared({ params: (ids) => ({ id: ids.favoriteGameId }) }),
  'DELETE /api/game/games/:id/favorite': declared({ params: (ids) => ({ id: ids.favoriteGameId }) }),
  'POST /api/game/games/:id/play': declared({
    note: 'demo play needs no session; real money needs a valid token (401)',
    params: (ids) => ({ id: ids.favoriteGameId }),
    body: () => ({ demoMode: true }),
  }),

  // The live chat: a visitor's conversation is found by its player (or a guest's cookie) only.
  'GET /api/chat/availability': declared(),
  'GET /api/chat/conversations/current': declared(),
  'GET /api/chat/conversations': declared(),
  'POST /api/chat/conversations': declared({ body: () => ({ locale: 'en' }) }),
  'GET /api/chat/conversations/:id/messages': declared({ params: (ids) => ({ id: ids.chatConversationId }) }),
  'POST /api/chat/conversations/:id/messages': declared({
    params: (ids) => ({ id: ids.chatConversationId }),
    body: () => ({ clientMessageId: 'authz-matrix', text: 'Hello' }),
  }),
  'POST /api/chat/conversations/:id/attachments': declared({
    params: (ids) => ({ id: ids.chatConversationId }),
    note: 'a JSON body is no upload: 422',
  }),
  'GET /api/chat/conversations/:id/attachments/:attachmentId': declared({
    params: (ids) => ({ id: ids.chatConversationId }),
    file: true,
  }),
  'POST /api/chat/conversations/:id/typing': declared({
    params: (ids) => ({ id: ids.chatConversationId }),
    body: () => ({ typing: true }),
  }),
  'POST /api/chat/conversations/:id/read': declared({
    params: (ids) => ({ id: ids.chatConversationId }),
    body: (ids) => ({ messageId: ids.chatMessageId }),
  }),
  'POST /api/chat/conversations/:id/subscription-token': declared({
    params: (ids) => ({ id: ids.chatConversationId }),
  }),
  'POST /api/chat/conversations/:id/rating': declared({
    params: (ids) => ({ id: ids.chatConversationId }),
    body: () => ({ rating: 5 }),
  }),
  'POST /api/chat/conversations/:id/close': declared({ params: (ids) => ({ id: ids.chatConversationId }) }),
  'GET /api/backoffice/chat/queue': declared(),
  'GET /api/backoffice/chat/conversations': declared({ query: 'status=waiting' }),
  'GET /api/backoffice/chat/conversations/:id': declared({
    params: (ids) => ({ id: ids.chatConversationId }),
  }),
  'GET /api/backoffice/chat/conversations/:id/messages': declared({
    params: (ids) => ({ id: ids.chatConversationId }),
  }),
  'GET /api/backoffice/chat/conversations/:id/player-context': declared({
    params: (ids) => ({ id: ids.chatConversationId }),
  }),
  'GET /api/backoffice/chat/conversations/:id/attachments/:attachmentId': declared({ file: true }),
  // Writes on an unknown conversation (404 to those who may): the owner's stays as the visitor left it.
  'POST /api/backoffice/chat/conversations/:id/take': declared(),
  'POST /api/backoffice/chat/conversations/:id/transfer': declared({
    body: (ids) => ({ staffId: ids.playerId }),
  }),
  'POST /api/backoffice/chat/conversations/:id/messages': declared({
    body: () => ({ clientMessageId: 'authz-staff', text: 'Hello' }),
  }),
  'POST /api/backoffice/chat/conversations/:id/attachments': declared({
    note: 'a JSON body is no upload: 422',
  }),
  'POST /api/backoffice/chat/conversations/:id/typing': declared({ body: () => ({ typing: true }) }),
  'POST /api/backoffice/chat/conversations/:id/read': declared({
    body: (ids) => ({ messageId: ids.chatMessageId }),
  }),
  'POST /api/backoffice/chat/conversations/:id/close': declared(),
  'POST /api/backoffice/chat/subscription-token': declared({ body: () => ({}) }),
  'POST /api/backoffice/chat/heartbeat': declared(),
  'GET /api/backoffice/chat/agents': declared(),
  'GET /api/backoffice/chat/canned-replies': declared({ query: 'locale=en' }),
  'POST /api/backoffice/chat/canned-replies': declared({
    body: () => ({ locale: 'en', title: 'Greeting', text: 'Hello, how can I help?' }),
  }),
  'PUT /api/backoffice/chat/canned-replies/:id': declared({
    body: () => ({ locale: 'en', title: 'Greeting', text: 'Hello again' }),
  }),
  'DELETE /api/backoffice/chat/canned-replies/:id': declared(),
  'GET /api/backoffice/chat/figures': declared({ query: 'from=2026-01-01&to=2026-01-31' }),
  'PUT /api/backoffice/settings/chat': declared({
    body: () => ({ enabled: true, guestAvailable: true, retentionDays: 365, offlineNotice: { en: 'Away.' } }),
  }),

  'POST /api/game-wallet/:providerId/balance': gameWalletCall('balance'),
  'POST /api/game-wallet/:providerId/bet': gameWalletCall('bet'),
  'POST /api/game-wallet/:providerId/win': gameWalletCall('win'),
  'POST /api/game-wallet/:providerId/rollback': gameWalletCall('rollback'),
  'POST /api/game-wallet/:providerId/reality-check': {
    access: 'provider',
    params: () => ({ providerId: 'studio' }),
    body: (ids) => ({
      sessionToken: ids.gameToken,
      currency: 'EUR',
      checkId: `authz-check-${ids.playerId}`,
      intervalSeconds: 900,
      elapsedSeconds: 901,
      rounds: 3,
      net: '-1.5',
    }),
  },

  'POST /studio/api/session': studio({ note: 'the launch token travels in the body' }),
  'GET /studio/api/session': studio(),
  'GET /studio/api/session/figures': studio(),
  'POST /studio/api/session/reality-check': studio(),
  'GET /studio/api/balance': studio(),
  'POST /studio/api/balance/refill': studio(),
  'GET /studio/api/seeds': studio(),
  'PUT /studio/api/seeds': studio({ body: () => ({ clientSeed: 'authz-matrix' }) }),
  'GET /studio/api/games/:slug': open('game rules and limits', { params: () => ({ slug: 'mines' }) }),
  'POST /studio/api/verify': open('recomputes a round from the seeds it is given'),
  'POST /studio/api/rounds': studio({ body: () => ({ kind: 'mines', amount: '1', mineCount: 3 }) }),
  'GET /studio/api/rounds': studio(),
  'GET /studio/api/rounds/:id': open('round recall: the id is an unguessable uuid shared as a link', {
    params: (ids) => ({ id: ids.roundId }),
  }),
  'POST /studio/api/rounds/:id/reveal': studio({
    params: (ids) => ({ id: ids.roundId }),
    body: (ids) => ({ tile: ids.safeTile }),
    foreign: 'path',
  }),
  'POST /studio/api/rounds/:id/cashout': studio({ params: (ids) => ({ id: ids.roundId }), foreign: 'path' }),
  'GET /studio/api/crash/state': open('the live crash round; a token sent must be valid (401)', {
    crash: true,
  }),
  'POST /studio/api/crash/bets': studio({ body: () => ({ amount: '1' }), crash: true }),
  'POST /studio/api/crash/cashout': studio({ crash: true }),
  'GET /studio/api/sportsbook/fixtures': open('the coming fixtures and their odds, the same for everyone'),
  'POST /studio/api/sportsbook/bets': studio({
    sportsbook: true,
    // An unknown fixture: the owner gets 422 (no stake taken), strangers 401 before that.
    body: () => ({ fixtureId: '00000000-0000-4000-8000-000000000000', selection: 'home', amount: '1' }),
  }),
  'GET /studio/api/sportsbook/bets': studio({ sportsbook: true }),
};

export const ROUTES: Record<string, RouteCase> = Object.fromEntries(
  Object.entries(CASES).map(([key, routeCase]) => [key, resolveAccess(key, routeCase)]),
);

function resolveAccess(key: string, routeCase: RouteCase | DeclaredCase): RouteCase {
  const [method, path] = key.split(' ') as [string, string];
  const declaration = declarationAt(method, path);
  if (!routeCase.access) {
    if (!declaration) throw new Error(`${key} has no contract declaration to take its access from`);
    return {
      ...routeCase,
      access: DECLARED_ACCESS[declaration.access],
      permission: declaration.permission,
      staffPending: declaration.access === 'staff-pending',
    };
  }
  if (declaration && DECLARED_ACCESS[declaration.access] !== routeCase.access && !routeCase.note)
    throw new Error(`${key}: the table says ${routeCase.access}, the declaration ${declaration.access}`);
  return routeCase;
}

/** Routes the matrix leaves out, each with why. */
export const SKIPPED: { matches: (route: RouteOptions) => boolean; why: string }[] = [
  {
    matches: (route) => route.method === 'HEAD',
    why: 'HEAD twins of GET routes: the same handler and checks, without a body to read',
  },
  {
    matches: (route) => route.websocket === true,
    why: 'websockets (/api/connection/websocket, /studio/api/crash/live): the gateway authenticates in its connect frame (realtime tests)',
  },
  {
    matches: (route) => route.url.startsWith('/studio/assets/'),
    why: "static files: the studio build's hashed scripts and styles",
  },
  {
    matches: (route) => ['/studio/verify', '/studio/rounds/:id', '/studio/:slug'].includes(route.url),
    why: "static files: the studio build's index.html shell, the same bytes for everyone (503 when not built)",
  },
  {
    matches: (route) => route.url.startsWith('/studio/betsy'),
    why: "static files: the built-in betting client's SDK script and page shell, the same bytes for everyone",
  },
  {
    matches: (route) => route.url === '*' || route.url === '/*',
    why: "the web app's server-side rendering catch-all (registered only with serveWeb): pages, not the API",
  },
];

/** `METHOD /path` of each route the app registered and the matrix does not skip. */
export function routeKeys(routes: RouteOptions[]): string[] {
  const keys = routes.flatMap((route) => {
    if (SKIPPED.some((skip) => skip.matches(route))) return [];
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    return methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${route.url}`);
  });
  return [...new Set(keys)];
}
