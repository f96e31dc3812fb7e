import {
  acknowledgedSchema,
  countriesResponseSchema,
  currenciesResponseSchema,
  dataEnvelope,
  type FieldScenario,
  fieldValidationsResponseSchema,
  loginResponseSchema,
  otpSendResponseSchema,
  otpVerifyResponseSchema,
  type ProfileUpdate,
  pagedEnvelope,
  profileResponseSchema,
  type RegistrationBody,
  type SignInRequest,
  sessionSchema,
  socialLoginResponseSchema,
} from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { PLAYER_QUERY_KEY } from '../../../lib/session/session-context.tsx';

/** Guest calls answer 401/403 as part of their own flow: the session is left alone. */
const GUEST = { ownsAuthErrors: true, bearer: null } as const;
/** Guest calls that open a session: the browser keeps the session cookie their answer sets. */
const OPENS_SESSION = { ...GUEST, credentials: 'same-origin' } as const;

export const sessionsPageSchema = pagedEnvelope(sessionSchema);
export const SESSIONS_PER_PAGE = 10;

export const identityQueries = {
  fields: (api: ApiClient, scenario: FieldScenario, locale: string) =>
    queryOptions({
      queryKey: ['fields', scenario, locale],
      queryFn: async () =>
        (await api.get(fieldValidationsResponseSchema, '/player/fields/validations', { scenario })).data,
      staleTime: 5 * 60_000,
    }),
  countries: (api: ApiClient, locale: string) =>
    queryOptions({
      queryKey: ['settings', 'countries', locale],
      queryFn: async () => (await api.get(countriesResponseSchema, '/settings/countries', { locale })).data,
      staleTime: 60 * 60_000,
    }),
  currencies: (api: ApiClient) =>
    queryOptions({
      queryKey: ['settings', 'currencies'],
      queryFn: async () => (await api.get(currenciesResponseSchema, '/settings/currencies')).data,
    }),
  profile: (api: ApiClient) =>
    queryOptions({
      queryKey: [PLAYER_QUERY_KEY, 'profile'],
      queryFn: async () => (await api.get(profileResponseSchema, '/player/profile')).data,
    }),
  sessions: (api: ApiClient, page: number) =>
    queryOptions({
      queryKey: [PLAYER_QUERY_KEY, 'sessions', page],
      queryFn: () => api.get(sessionsPageSchema, '/player/sessions', { page, perPage: SESSIONS_PER_PAGE }),
    }),
};

/** Telegram's login widget sends the player to /auth/social/telegram/callback with its data in the query. */
export const TELEGRAM_CONNECTION = 'telegram';

export const identityCalls = {
  signIn: (api: ApiClient, body: SignInRequest) =>
    api.post(loginResponseSchema, '/player/sessions', body, OPENS_SESSION).then((response) => response.data),
  /** A sign-in that needs the phone verified first carries its token to the OTP calls. */
  sendOtp: (api: ApiClient, phone: string, reason: 'registration' | 'verification', bearer?: string) =>
    api
      .post(
        otpSendResponseSchema,
        '/player/otp/send',
        { phone, reason },
        { ownsAuthErrors: true, bearer: bearer ?? null },
      )
      .then((response) => response.data),
  verifyOtp: (
    api: ApiClient,
    body: { phone: string; code: string; reason: 'registration' | 'verification' },
    bearer?: string,
  ) =>
    api
      .post(otpVerifyResponseSchema, '/player/otp/verify', body, {
        ownsAuthErrors: true,
        bearer: bearer ?? null,
      })
      .then((response) => response.data),
  register: (api: ApiClient, body: RegistrationBody) =>
    api.post(loginResponseSchema, '/player/register', body, OPENS_SESSION).then((response) => response.data),
  registerPhone: (api: ApiClient, body: RegistrationBody) =>
    api
      .post(loginResponseSchema, '/player/register/phone', body, OPENS_SESSION)
      .then((response) => response.data),
  exchangeToken: (api: ApiClient, token: string) =>
    api
      .post(loginResponseSchema, '/player/sessions/token', { token }, OPENS_SESSION)
      .then((response) => response.data),
  /** The callback's query: OpenID Connect parameters, or for Telegram the login widget's signed data. */
  socialSignIn: (api: ApiClient, connection: string, callbackParams: Record<string, string>) =>
    api
      .post(
        socialLoginResponseSchema,
        '/player/sessions/social',
        connection === TELEGRAM_CONNECTION
          ? { connection, telegram: callbackParams }
          : { connection, callbackParams },
        OPENS_SESSION,
      )
      .then((response) => response.data),
  forgotPassword: (api: ApiClient, email: string) =>
    api.post(acknowledgedSchema, '/player/passwords/reset', { email }, GUEST),
  resetPassword: (api: ApiClient, body: { code: string; password: string; password_confirmation: string }) =>
    api
      .post(loginResponseSchema, '/player/passwords/confirm', body, OPENS_SESSION)
      .then((response) => response.data),
  confirmEmail: (api: ApiClient, code: string) =>
    api.post(acknowledgedSchema, '/player/profile/confirmations/email', { code }, { ownsAuthErrors: true }),
  resendConfirmation: (api: ApiClient) =>
    api.post(acknowledgedSchema, '/player/profile/confirmations/email/resend', {}),
  updateProfile: (api: ApiClient, body: ProfileUpdate) =>
    api.put(profileResponseSchema, '/player/profile', body).then((response) => response.data),
  changePassword: (
    api: ApiClient,
    body: { currentPassword: string; newPassword: string; repeatNewPassword: string },
  ) => api.put(acknowledgedSchema, '/player/passwords', body),
  closeSession: (api: ApiClient, id: string) =>
    api.put(dataEnvelope(sessionSchema), `/player/sessions/${encodeURIComponent(id)}/close`, {}),
};
