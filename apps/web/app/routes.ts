import { index, type RouteConfig, route } from '@react-router/dev/routes';

// Every page sits under an optional locale segment (`/de/contact`); the default locale has no prefix.
// The links e-mails carry (password reset, e-mail confirmation) have no locale prefix.
export default [
  // The product's client serves the reset link at /password/reset/; links sent before used /password-reset/.
  route('password/reset/:resetCode', 'routes/password-reset.tsx'),
  route('password-reset/:resetCode', 'routes/password-reset.tsx', { id: 'password-reset-earlier-links' }),
  route('verify/:confirmCode', 'routes/verify-email.tsx'),
  route(':lang?', 'routes/locale-layout.tsx', [
    index('routes/home.tsx'),
    route('main', 'routes/main.tsx'),
    route('static/:pageIdentity', 'routes/static-page.tsx'),
    route('questions', 'routes/questions.tsx', [
      index('routes/questions-index.tsx'),
      route(':pageIdentity', 'routes/questions-page.tsx'),
    ]),
    route('bonus/:pageIdentity', 'routes/bonus-page.tsx'),
    route('welcome-package', 'routes/welcome-package.tsx'),
    route('loyalty', 'routes/loyalty.tsx'),
    route('tournaments', 'routes/tournaments.tsx'),
    route('tournaments/:identity', 'routes/tournaments-detail.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('categories/:categoryIdentity?', 'routes/categories.tsx'),
    route('providers', 'routes/providers.tsx'),
    route('favorites', 'routes/favorites.tsx'),
    route('recently-played', 'routes/recently-played.tsx'),
    route('games/:id', 'routes/game.tsx'),
    route('betting', 'routes/betting.tsx'),
    route('profile', 'routes/profile.tsx', [
      index('routes/profile-index.tsx'),
      route('info', 'routes/profile-info.tsx'),
      route('security', 'routes/profile-security.tsx'),
      route('wallet', 'routes/profile-wallet.tsx'),
      route('bonuses', 'routes/profile-bonuses.tsx'),
      route('history', 'routes/profile-history.tsx'),
      route('limits', 'routes/profile-limits.tsx'),
      route('notifications', 'routes/profile-notifications.tsx'),
      route('referral', 'routes/profile-referral.tsx'),
      route('documents', 'routes/profile-documents.tsx'),
      route('verification', 'routes/profile-verification.tsx'),
    ]),
    route('auth/autologin', 'routes/auth-autologin.tsx'),
    route('auth/social/:connection/callback', 'routes/auth-social-callback.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
