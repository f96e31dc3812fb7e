import type {
  FieldScenario,
  OtpReason,
  ProfileUpdate,
  RegistrationBody,
  SignInRequest,
} from '@casino/contracts';
import { identityRoutes, settingsRoutes, twoFactorRoutes } from '@casino/contracts/links';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, CallOptions } from '../../../lib/api-client.ts';
import { deviceFingerprint } from '../../../lib/device-fingerprint.ts';
import { PLAYER_QUERY_KEY } from '../../../lib/session/session-context.tsx';

/** Guest calls answer 401/403 as part of their own flow: the session is left alone. */
const GUEST = { ownsAuthErrors: true, bearer: null } as const;
/** Guest calls that open a session: the browser keeps the session cookie their answer sets. */
const OPENS_SESSION = { ...GUEST, credentials: 'same-origin' } as const;

export const SESSIONS_PER_PAGE = 10;

/** A body of a call that opens a session, with this browser's device fingerprint when it has one. */
function withFingerprint<T extends object>(body: T): T & { fingerprint?: string } {
  const fingerprint = deviceFingerprint();
  return fingerprint ? { ...body, fingerprint } : body;
}

export const identityQueries = {
  fields: (api: ApiClient, scenario: FieldScenario, locale: string) =>
    queryOptions({
      queryKey: ['fields', scenario, locale],
      queryFn: async () => (await api.call(identityRoutes.fieldValidations, { query: { scenario } })).data,
      staleTime: 5 * 60_000,
    }),
  countries: (api: ApiClient, locale: string) =>
    queryOptions({
      queryKey: ['settings', 'countries', locale],
      queryFn: async () => (await api.call(settingsRoutes.countries, { query: { locale } })).data,
      staleTime: 60 * 60_000,
    }),
  currencies: (api: ApiClient) =>
    queryOptions({
      queryKey: ['settings', 'currencies'],
      queryFn: async () => (await api.call(settingsRoutes.currencies, { query: {} })).data,
    }),
  profile: (api: ApiClient) =>
    queryOptions({
      queryKey: [PLAYER_QUERY_KEY, 'profile'],
      queryFn: async () => (await api.call(identityRoutes.profile, {})).data,
    }),
  twoFactor: (api: ApiClient) =>
    queryOptions({
      queryKey: [PLAYER_QUERY_KEY, 'two-factor'],
      queryFn: async () => (await api.call(twoFactorRoutes.twoFactorStatus, {})).data,
    }),
  sessions: (api: ApiClient, page: number) =>
    queryOptions({
      queryKey: [PLAYER_QUERY_KEY, 'sessions', page],
      queryFn: () => api.call(identityRoutes.sessions, { query: { page, perPage: SESSIONS_PER_PAGE } }),
    }),
};

export const identityCalls = {
  signIn: (api: ApiClient, body: SignInRequest) =>
    api
      .call(identityRoutes.signIn, { body: withFingerprint(body) }, OPENS_SESSION)
      .then((response) => response.data),
  /** A sign-in that needs the phone verified first carries its token to the OTP calls. */
  sendOtp: (api: ApiClient, phone: string, reason: OtpReason, bearer?: string) =>
    api
      .call(
        identityRoutes.sendOtp,
        { body: { phone, reason } },
        { ownsAuthErrors: true, bearer: bearer ?? null },
      )
      .then((response) => response.data),
  verifyOtp: (api: ApiClient, body: { phone: string; code: string; reason: OtpReason }, bearer?: string) =>
    api
      .call(identityRoutes.verifyOtp, { body }, { ownsAuthErrors: true, bearer: bearer ?? null })
      .then((response) => response.data),
  register: (api: ApiClient, body: RegistrationBody) =>
    api
      .call(identityRoutes.register, { body: withFingerprint(body) }, OPENS_SESSION)
      .then((response) => response.data),
  registerPhone: (api: ApiClient, body: RegistrationBody) =>
    api
      .call(identityRoutes.registerPhone, { body: withFingerprint(body) }, OPENS_SESSION)
      .then((response) => response.data),
  exchangeToken: (api: ApiClient, token: string) =>
    api
      .call(identityRoutes.exchangeToken, { body: withFingerprint({ token }) }, OPENS_SESSION)
      .then((response) => response.data),
  /** The callback page's query (OpenID Connect parameters, or Telegram's signed widget data) goes on as the query. */
  socialSignIn: (
    api: ApiClient,
    connection: string,
    callbackParams: Record<string, string>,
    locale?: string,
  ) =>
    api
      .call(
        identityRoutes.socialSignIn,
        { query: callbackParams, body: withFingerprint({ connection, provider: connection, locale }) },
        OPENS_SESSION,
      )
      .then((response) => response.data),
  forgotPassword: (api: ApiClient, email: string) =>
    api.call(identityRoutes.resetPassword, { body: { email } }, GUEST),
  resetPassword: (api: ApiClient, body: { code: string; newPassword: string; repeatNewPassword: string }) =>
    api.call(identityRoutes.confirmPassword, { body }, OPENS_SESSION).then((response) => response.data),
  confirmEmail: (api: ApiClient, code: string) =>
    api.call(identityRoutes.confirmEmail, { body: { code } }, { ownsAuthErrors: true }),
  resendConfirmation: (api: ApiClient) => api.call(identityRoutes.resendEmailConfirmation, {}),
  updateProfile: (api: ApiClient, body: ProfileUpdate) =>
    api.call(identityRoutes.updateProfile, { body }).then((response) => response.data),
  changePassword: (
    api: ApiClient,
    body: { currentPassword?: string; newPassword: string; repeatNewPassword: string },
    options?: CallOptions,
  ) => api.call(identityRoutes.changePassword, { body }, options),
  twoFactorSignIn: (api: ApiClient, challenge: string, code: string) =>
    api
      .call(twoFactorRoutes.twoFactorSignIn, { body: withFingerprint({ challenge, code }) }, OPENS_SESSION)
      .then((response) => response.data),
  startTwoFactor: (api: ApiClient) =>
    api.call(twoFactorRoutes.startTwoFactor, {}).then((response) => response.data),
  confirmTwoFactor: (api: ApiClient, code: string, signOutOtherSessions: boolean) =>
    api
      .call(twoFactorRoutes.confirmTwoFactor, { body: { code, signOutOtherSessions } })
      .then((response) => response.data),
  disableTwoFactor: (api: ApiClient, options?: CallOptions) =>
    api.call(twoFactorRoutes.disableTwoFactor, {}, options),
  regenerateRecoveryCodes: (api: ApiClient, options?: CallOptions) =>
    api.call(twoFactorRoutes.regenerateRecoveryCodes, {}, options).then((response) => response.data),
  closeSession: (api: ApiClient, sessionId: string) =>
    api.call(identityRoutes.closeSession, { params: { sessionId } }),
};
