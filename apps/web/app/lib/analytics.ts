/** One analytics event as the tag manager reads it from `window.dataLayer`. */
export type AnalyticsEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[];
  }
}

/**
 * Pushes an event onto `window.dataLayer`; the tag manager script reads it when it is enabled, and the
 * array simply grows when it is not. Does nothing on the server.
 */
export function trackEvent(event: string, payload: Record<string, unknown> = {}) {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...payload });
}

export type RegistrationType = 'email' | 'phone';
/** The registration funnel steps of spec section 4. */
export type RegistrationStep = 'open' | 'typeChange' | 'sent' | 'otp' | 'success';

export function trackRegistration(step: RegistrationStep, regType: RegistrationType) {
  trackEvent('registration', { step, regType });
}
