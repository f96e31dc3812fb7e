import type { SlotTitle } from '../slot-engine.ts';
import { CLASSIC_SEVENS } from './classic-sevens.ts';
import { FORTY_LINES } from './forty-lines.ts';
import { FRUIT_TEN } from './fruit-ten.ts';
import { GOLDEN_IDOL } from './golden-idol.ts';
import { JADE_243 } from './jade-243.ts';
import { STAR_SCATTER } from './star-scatter.ts';
import { TIMBER_4096 } from './timber-4096.ts';
import { WILD_TWENTY } from './wild-twenty.ts';

/** Every slot title the studio offers. */
export const SLOT_TITLES: readonly SlotTitle[] = [
  CLASSIC_SEVENS,
  FRUIT_TEN,
  WILD_TWENTY,
  JADE_243,
  FORTY_LINES,
  TIMBER_4096,
  GOLDEN_IDOL,
  STAR_SCATTER,
];
