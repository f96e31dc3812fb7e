import { index, type RouteConfig, route } from '@react-router/dev/routes';

// Every page sits under an optional locale segment (`/de/contact`); the default locale has no prefix.
export default [
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
    route('contact', 'routes/contact.tsx'),
    route('categories/:categoryIdentity?', 'routes/categories.tsx'),
    route('betting', 'routes/betting.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
