/**
 * Numeric error codes carried in API error bodies.
 * Ranges: 10xxx generic (last three digits mirror the HTTP status), 11xxx player and session,
 * 12xxx wallet, 13xxx payment, 14xxx bonus, 15xxx game, 16xxx retention, 17xxx limits, 18xxx verification,
 * 19xxx back office; 181xx the LiveChat integration (a player-facing provider, like verification).
 * 5, 11003, 11005, 13100, 14100, 14101, 14103, 14306 and 14308 are fixed by the client contract.
 */
export const ErrorCode = {
  badRequest: 10400,
  unauthorized: 10401,
  forbidden: 10403,
  notFound: 10404,
  conflict: 10409,
  /** An upload over its size limit (a document over 10 MB). */
  payloadTooLarge: 10413,
  validationFailed: 10422,
  rateLimited: 10429,
  internal: 10500,
  /** An upstream service (the platform, for the payment sandbox's operator page) refused our call. */
  badGateway: 10502,
  serviceUnavailable: 10503,

  invalidCredentials: 11001,
  accountBlocked: 11002,
  otpInvalid: 11003,
  otpExpired: 11004,
  otpSendLimit: 11005,
  emailNotVerified: 11006,
  emailTaken: 11007,
  phoneTaken: 11008,
  sessionExpired: 11009,
  currentPasswordInvalid: 11010,
  resetCodeInvalid: 11011,
  countryRestricted: 11012,
  selfExcluded: 11013,
  /** Phone sign-in with a phone not yet verified: verify it by SMS code (reason verification), then sign in. */
  phoneVerificationRequired: 11014,
  /** The e-mail confirmation link is unknown, used or expired. */
  emailConfirmationInvalid: 11015,
  /** Social sign-in failed: expired or replayed state, provider check failed, Telegram data not signed. */
  socialSignInFailed: 11016,
  /** Sign-in: the password (or social account, or autologin link) was right, the second factor is due: `error.challenge` (decision 0022). */
  twoFactorRequired: 11030,
  /** The two-factor code (authenticator or recovery code) is wrong, used already, or its step has passed. */
  twoFactorInvalid: 11031,
  /** A guarded call (withdraw, password or e-mail change, 2FA changes) without its step-up code. */
  stepUpRequired: 11032,

  insufficientFunds: 12001,
  accountNotFound: 12002,
  currencyNotEnabled: 12003,
  accountAlreadyExists: 12004,
  activeAccountNotHideable: 12005,

  paymentMethodUnavailable: 13001,
  amountBelowMinimum: 13002,
  amountAboveMaximum: 13003,
  profileLimited: 13004,
  invoiceNotDeclinable: 13005,
  withdrawalAboveBalance: 13006,
  turnoverWagerOpen: 13007,
  /** A payment webhook's amount or currency is not its invoice's (the body itself was well formed). */
  invoiceAmountMismatch: 13008,
  /** Withdrawals past the lifetime amount (base currency) need a verified identity (tiered KYC). */
  verificationRequired: 13009,
  /** The methods calls: no payment provider is configured at all (not a matter of currency or region). */
  paymentProviderMissing: 13010,
  depositLimitReached: 13100,

  bonusNotFound: 14001,
  bonusNotActivatable: 14002,
  bonusNotCancellable: 14003,
  bonusCodeIncorrect: 14004,
  bonusCodeNotAvailable: 14005,
  /**
   * Seamless wallet: a free-spin bet names no active free spins of the session's player and game with
   * spins left, stakes another amount than theirs, or shares its round with another bet.
   */
  freespinsNotPlayable: 14006,
  /** Too many wrong codes in a row: the promo input is locked for a while (HTTP 400, code 5). Client contract. */
  bonusCodeLocked: 5,

  /** A bet limit (definition 1) is reached: the bet or the launch is refused; limit modal + /profile/limits. Client contract. */
  betLimitReached: 14100,
  /** A loss limit (definition 2) is reached: the bet or the launch is refused; limit modal + /profile/limits. Client contract. */
  lossLimitReached: 14101,
  /**
   * Real-money play is refused while a self-exclusion or cooling-off is on (LCCP 3.5): the client goes
   * home and shows limit.limitedRealGame. Client contract.
   */
  realGameLimited: 14103,
  /** Another limit stops play (client contract: limit modal + /profile/limits); reserved, no rule raises it yet. */
  playLimitReached: 14105,
  /** Bets are restricted in the game (a bet rule); the client opens its restricted-bets modal. Client contract. */
  gameBetsRestricted: 14306,
  /** Real-money play is refused in the player's country; the client opens its geo-restricted-game modal. Client contract. */
  gameGeoRestricted: 14308,

  gameNotFound: 15001,
  maxBetExceeded: 15003,
  /** Seamless wallet: the transaction id was used before with another amount, round, player or kind. */
  gameTransactionConflict: 15010,
  /** Seamless wallet: the bet is more than the player's cash; the answer carries the real balance. */
  gameInsufficientFunds: 15011,
  /** Seamless wallet: the session token is unknown, of another provider, or expired (for a bet). */
  gameSessionInvalid: 15012,
  /** Seamless wallet: the bet was rolled back before it arrived, so it is refused. */
  gameTransactionRolledBack: 15013,
  /** Seamless wallet: only a bet can be rolled back (not a win or a rollback). */
  gameRollbackNotAllowed: 15014,
  /** Seamless wallet: a win for a round without an accepted bet in the same session. */
  gameRoundNotFound: 15015,
  /** Seamless wallet: the currency is not the session's. */
  gameCurrencyMismatch: 15016,
  /** Responsible game design (RTS 14): the next game cycle comes too soon after the last one. */
  gameCycleTooFast: 15020,
  /**
   * Reality check (RTS 13): the interval the player chose has passed in this game session; no round is
   * played until the player acknowledges the session's figures (POST /studio/api/session/reality-check).
   */
  realityCheckDue: 15021,

  questNotFound: 16001,
  questNotActivatable: 16002,
  questNotCancellable: 16003,
  /** A tournament the player may not join (ended, not in their currency) or a buy-in they cannot pay. */
  tournamentNotJoinable: 16010,
  /** Points offers: the offer is unknown or not in the player's currency. */
  pointsOfferUnavailable: 16020,
  /** A wheel spin without a spin left (none issued, or every one expired): alert wheel.spinsExpired. Client contract. */
  wheelSpinsExpired: 10003,

  limitNotFound: 17001,
  /** The change would shorten a self-exclusion or cooling-off, or end it before its period passed. */
  limitNotEditable: 17002,
  /** Deposits are refused while a self-exclusion or cooling-off is on (the wallet shows the limit panel). */
  coolingOffActive: 17003,

  /** An approved document stays on file: it cannot be deleted. */
  documentNotDeletable: 18001,
  /** The identity verification provider is off or not configured. */
  verificationUnavailable: 18002,

  /** The LiveChat integration is off here: the operator's switch, its license or the server's credentials. */
  liveChatUnavailable: 18101,
  /** LiveChat's customer accounts API does not answer (down, timed out, or answered garbage). */
  liveChatProviderUnavailable: 18102,
  /**
   * LiveChat's accounts API refused our credentials, or they belong to another license than the one
   * configured: the operator must fix the settings (decision 0052).
   */
  liveChatRejected: 18103,

  /** A back-office write without the session's CSRF token in X-CSRF-Token (or with another one). */
  csrfTokenInvalid: 19001,
  /** The back-office session is still at its TOTP step: only that step (or sign-out) is open to it. */
  staffTotpPending: 19002,
  /** The change would leave the back office without an active owner (or disables the caller). */
  lastOwner: 19003,
  /** The caller's role may not give (or take away) that role. */
  roleNotGrantable: 19004,
  /** The enrolment link is unknown, used, replaced or expired. */
  enrolmentInvalid: 19005,
  /** Four-eyes: this staff member (or API key) already approved it; another one must give the second approval. */
  alreadyApprovedByYou: 19006,
  /** A manual adjustment's idempotency key was used before for another adjustment. */
  adjustmentKeyReused: 19007,
  /** The adjustment is no longer awaiting a second approval. */
  adjustmentNotPending: 19008,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * The HTTP status of every code: the one place an error's status comes from (AppError and StudioError
 * read it). 10xxx codes carry their status in their last three digits; the rest follow the client
 * contract (§12: 401/403/422, 11003 and 11005) and the answers our clients and tests rely on.
 */
export const errorStatus = {
  [ErrorCode.badRequest]: 400,
  [ErrorCode.unauthorized]: 401,
  [ErrorCode.forbidden]: 403,
  [ErrorCode.notFound]: 404,
  [ErrorCode.conflict]: 409,
  [ErrorCode.payloadTooLarge]: 413,
  [ErrorCode.validationFailed]: 422,
  [ErrorCode.rateLimited]: 429,
  [ErrorCode.internal]: 500,
  [ErrorCode.badGateway]: 502,
  [ErrorCode.serviceUnavailable]: 503,

  [ErrorCode.invalidCredentials]: 401,
  [ErrorCode.accountBlocked]: 403,
  [ErrorCode.otpInvalid]: 422,
  [ErrorCode.otpExpired]: 422,
  [ErrorCode.otpSendLimit]: 429,
  [ErrorCode.emailNotVerified]: 403,
  [ErrorCode.emailTaken]: 422,
  [ErrorCode.phoneTaken]: 422,
  [ErrorCode.sessionExpired]: 401,
  [ErrorCode.currentPasswordInvalid]: 422,
  [ErrorCode.resetCodeInvalid]: 422,
  [ErrorCode.countryRestricted]: 403,
  [ErrorCode.selfExcluded]: 403,
  [ErrorCode.phoneVerificationRequired]: 409,
  [ErrorCode.emailConfirmationInvalid]: 400,
  [ErrorCode.socialSignInFailed]: 401,
  [ErrorCode.twoFactorRequired]: 401,
  [ErrorCode.twoFactorInvalid]: 422,
  [ErrorCode.stepUpRequired]: 422,

  [ErrorCode.insufficientFunds]: 422,
  [ErrorCode.accountNotFound]: 404,
  [ErrorCode.currencyNotEnabled]: 422,
  [ErrorCode.accountAlreadyExists]: 409,
  [ErrorCode.activeAccountNotHideable]: 422,

  [ErrorCode.paymentMethodUnavailable]: 422,
  [ErrorCode.amountBelowMinimum]: 422,
  [ErrorCode.amountAboveMaximum]: 422,
  [ErrorCode.profileLimited]: 403,
  [ErrorCode.invoiceNotDeclinable]: 422,
  [ErrorCode.withdrawalAboveBalance]: 422,
  [ErrorCode.turnoverWagerOpen]: 422,
  [ErrorCode.invoiceAmountMismatch]: 422,
  // 422, not 403: the client drops the session on any 403 of a signed-in call.
  [ErrorCode.verificationRequired]: 422,
  // 404 like verificationUnavailable: the feature is absent; not 403, which drops a signed-in session.
  [ErrorCode.paymentProviderMissing]: 404,
  [ErrorCode.depositLimitReached]: 403,

  [ErrorCode.bonusNotFound]: 404,
  [ErrorCode.bonusNotActivatable]: 422,
  [ErrorCode.bonusNotCancellable]: 422,
  [ErrorCode.freespinsNotPlayable]: 422,
  // The contract's promo-code refusal is an HTTP 400.
  [ErrorCode.bonusCodeIncorrect]: 400,
  [ErrorCode.bonusCodeNotAvailable]: 400,
  [ErrorCode.bonusCodeLocked]: 400,

  [ErrorCode.betLimitReached]: 403,
  [ErrorCode.lossLimitReached]: 403,
  [ErrorCode.realGameLimited]: 403,
  [ErrorCode.playLimitReached]: 403,
  [ErrorCode.gameBetsRestricted]: 403,
  [ErrorCode.gameGeoRestricted]: 403,
  [ErrorCode.gameNotFound]: 404,
  [ErrorCode.maxBetExceeded]: 422,
  [ErrorCode.gameTransactionConflict]: 409,
  [ErrorCode.gameInsufficientFunds]: 402,
  [ErrorCode.gameSessionInvalid]: 403,
  [ErrorCode.gameTransactionRolledBack]: 409,
  [ErrorCode.gameRollbackNotAllowed]: 422,
  [ErrorCode.gameRoundNotFound]: 422,
  [ErrorCode.gameCurrencyMismatch]: 422,
  [ErrorCode.gameCycleTooFast]: 429,
  [ErrorCode.realityCheckDue]: 409,

  [ErrorCode.questNotFound]: 404,
  [ErrorCode.questNotActivatable]: 422,
  [ErrorCode.questNotCancellable]: 422,
  [ErrorCode.tournamentNotJoinable]: 422,
  [ErrorCode.pointsOfferUnavailable]: 422,
  [ErrorCode.wheelSpinsExpired]: 422,

  [ErrorCode.limitNotFound]: 404,
  [ErrorCode.limitNotEditable]: 422,
  [ErrorCode.coolingOffActive]: 403,

  [ErrorCode.documentNotDeletable]: 422,
  [ErrorCode.verificationUnavailable]: 404,

  // 404 like verificationUnavailable: the integration is absent; not 403, which drops a signed-in session.
  [ErrorCode.liveChatUnavailable]: 404,
  [ErrorCode.liveChatProviderUnavailable]: 503,
  [ErrorCode.liveChatRejected]: 502,

  [ErrorCode.csrfTokenInvalid]: 403,
  [ErrorCode.staffTotpPending]: 401,
  [ErrorCode.lastOwner]: 409,
  [ErrorCode.roleNotGrantable]: 403,
  [ErrorCode.enrolmentInvalid]: 404,
  [ErrorCode.alreadyApprovedByYou]: 409,
  [ErrorCode.adjustmentKeyReused]: 409,
  [ErrorCode.adjustmentNotPending]: 409,
} as const satisfies Record<ErrorCode, number>;

const isErrorCodeValue = (value: number): value is ErrorCode =>
  (Object.values(ErrorCode) as number[]).includes(value);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'number' && isErrorCodeValue(value);
}
