/**
 * The short reality-check interval the e2e server offers (REALITY_CHECK_TEST_INTERVAL_SECONDS in
 * playwright.config.ts), so a journey sees the check interrupt play within seconds.
 */
export const REALITY_CHECK_TEST_SECONDS = 12;
