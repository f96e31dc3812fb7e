import { GamePage, Notice } from './pages/game-page.tsx';
import { RoundPage } from './pages/round-page.tsx';
import { SPORTSBOOK_GAME, SportsbookPage } from './pages/sportsbook/sportsbook-page.tsx';
import { VerifyPage } from './pages/verify/verify-page.tsx';
import { routeOf } from './routes.ts';
import { texts } from './texts.ts';

export function App() {
  const route = routeOf(window.location.pathname);
  switch (route.page) {
    case 'game':
      // The sportsbook's game URL (/studio/betsy-sportsbook-betsy?session=…) opens the betting client's page.
      return route.slug === SPORTSBOOK_GAME ? <SportsbookPage /> : <GamePage slug={route.slug} />;
    case 'round':
      return <RoundPage roundId={route.roundId} />;
    case 'verify':
      return <VerifyPage />;
    case 'sportsbook':
      return <SportsbookPage />;
    case 'notFound':
      return <Notice>{texts.errors.notFound}</Notice>;
  }
}
