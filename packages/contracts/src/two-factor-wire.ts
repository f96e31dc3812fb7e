// Values the web pages need, in a module without schemas (decision 0019).

/** The header that carries the step-up code (a current TOTP code or a recovery code) on a guarded call. */
export const STEP_UP_HEADER = 'x-two-factor-code';
/** The field named in the 422 of a guarded call refused for a missing or wrong step-up code. */
export const STEP_UP_FIELD = 'twoFactorCode';
/** How many recovery codes an enrolment (or a regeneration) hands out. */
export const RECOVERY_CODE_COUNT = 10;
