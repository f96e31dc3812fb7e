import type { GameRow } from '../api/page-data.ts';
import { GameRows } from './game-rows.tsx';
import { WinnersStrip } from './winners-strip.tsx';

/** The games part of the home page and the lobby: the live wins, then a row per collection. */
export function LobbyGames({ rows }: { rows: GameRow[] }) {
  return (
    <div className="section lobby-games">
      <WinnersStrip />
      <GameRows rows={rows} />
    </div>
  );
}
