/**
 * Numeric error codes carried in API error bodies.
 * Ranges: 10xxx generic (last three digits mirror the HTTP status), 11xxx player and session,
 * 12xxx wallet, 13xxx payment, 14xxx bonus, 15xxx game, 16xxx retention, 17xxx limits.
 * 11003, 11005 and 13100 are fixed by the client contract.
 */
export const ErrorCode = {
  badRequest: 10400,
  unauthorized: 10401,
  forbidden: 10403,
  notFound: 10404,
  conflict: 10409,
  validationFailed: 10422,
  rateLimited: 10429,
  internal: 10500,
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
  depositLimitReached: 13100,

  bonusNotFound: 14001,
  bonusNotActivatable: 14002,
  bonusNotCancellable: 14003,
  bonusCodeIncorrect: 14004,
  bonusCodeNotAvailable: 14005,

  gameNotFound: 15001,
  gameRestricted: 15002,
  maxBetExceeded: 15003,
  betLimitReached: 15004,
  lossLimitReached: 15005,
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

  questNotFound: 16001,
  questNotActivatable: 16002,
  questNotCancellable: 16003,

  limitNotFound: 17001,
  limitNotEditable: 17002,
  coolingOffActive: 17003,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const httpStatusByCode: Partial<Record<ErrorCode, number>> = {
  [ErrorCode.invalidCredentials]: 401,
  [ErrorCode.sessionExpired]: 401,
  [ErrorCode.accountBlocked]: 403,
  [ErrorCode.countryRestricted]: 403,
  [ErrorCode.selfExcluded]: 403,
  [ErrorCode.profileLimited]: 403,
  [ErrorCode.coolingOffActive]: 403,
  [ErrorCode.emailNotVerified]: 403,
  [ErrorCode.gameRestricted]: 403,
  [ErrorCode.depositLimitReached]: 403,
  [ErrorCode.betLimitReached]: 403,
  [ErrorCode.lossLimitReached]: 403,
  [ErrorCode.gameSessionInvalid]: 403,
  [ErrorCode.gameTransactionConflict]: 409,
  [ErrorCode.gameTransactionRolledBack]: 409,
  [ErrorCode.gameInsufficientFunds]: 402,
  [ErrorCode.gameRollbackNotAllowed]: 422,
  [ErrorCode.gameRoundNotFound]: 422,
  [ErrorCode.gameCurrencyMismatch]: 422,
  [ErrorCode.accountNotFound]: 404,
  [ErrorCode.bonusNotFound]: 404,
  [ErrorCode.gameNotFound]: 404,
  [ErrorCode.questNotFound]: 404,
  [ErrorCode.limitNotFound]: 404,
  [ErrorCode.otpInvalid]: 422,
  [ErrorCode.otpExpired]: 422,
  [ErrorCode.phoneVerificationRequired]: 409,
  [ErrorCode.emailTaken]: 422,
  [ErrorCode.phoneTaken]: 422,
  [ErrorCode.otpSendLimit]: 429,
};

const isErrorCodeValue = (value: number): value is ErrorCode =>
  (Object.values(ErrorCode) as number[]).includes(value);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'number' && isErrorCodeValue(value);
}

/** Suggested HTTP status for a code; 10xxx codes carry it in their last three digits, others default to 400. */
export function httpStatusForErrorCode(code: ErrorCode): number {
  if (code >= 10400 && code < 10600) return code - 10000;
  return httpStatusByCode[code] ?? 400;
}
