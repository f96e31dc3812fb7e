import type { ReactElement } from 'react';

/**
 * The studio's own drawings of the slot symbols, on a 64 × 64 canvas: shapes, never a font's emoji
 * (a system without a colour emoji font would show the symbol's name instead) and never text.
 * Card ranks (9 to A) stay letters, as on every slot; an id with no drawing falls back to its tile.
 */

const OUTLINE = '#10131f';

type AnimalFace = {
  fur: string;
  ears: 'round' | 'pointed' | 'tufted';
  muzzle: string;
  /** Stripes, a mane, antlers ...: drawn behind (under) or over the face. */
  under?: ReactElement;
  over?: ReactElement;
};

/** A front-facing head: the family of the forest and jungle slots' animals. */
function animalFace({ fur, ears, muzzle, under, over }: AnimalFace) {
  const earShapes = {
    round: (
      <>
        <circle cx="17" cy="18" r="8" fill={fur} stroke={OUTLINE} strokeWidth="2" />
        <circle cx="47" cy="18" r="8" fill={fur} stroke={OUTLINE} strokeWidth="2" />
      </>
    ),
    pointed: (
      <>
        <path d="M12 28 L16 6 L28 18 Z" fill={fur} stroke={OUTLINE} strokeWidth="2" strokeLinejoin="round" />
        <path d="M52 28 L48 6 L36 18 Z" fill={fur} stroke={OUTLINE} strokeWidth="2" strokeLinejoin="round" />
      </>
    ),
    tufted: (
      <>
        <path d="M12 28 L15 4 L28 18 Z" fill={fur} stroke={OUTLINE} strokeWidth="2" strokeLinejoin="round" />
        <path d="M52 28 L49 4 L36 18 Z" fill={fur} stroke={OUTLINE} strokeWidth="2" strokeLinejoin="round" />
        <path d="M15 4 L14 0 M49 4 L50 0" stroke={OUTLINE} strokeWidth="2.5" strokeLinecap="round" />
      </>
    ),
  };
  return (
    <>
      {under}
      {earShapes[ears]}
      <ellipse cx="32" cy="36" rx="20" ry="19" fill={fur} stroke={OUTLINE} strokeWidth="2" />
      <ellipse cx="32" cy="45" rx="11" ry="8" fill={muzzle} />
      <circle cx="24" cy="32" r="3.2" fill={OUTLINE} />
      <circle cx="40" cy="32" r="3.2" fill={OUTLINE} />
      <circle cx="25" cy="31" r="1" fill="#fff" />
      <circle cx="41" cy="31" r="1" fill="#fff" />
      <path d="M28.5 41 h7 l-3.5 4 Z" fill={OUTLINE} />
      <path d="M32 45 v3 M32 48 q-3 2 -5 0 M32 48 q3 2 5 0" stroke={OUTLINE} strokeWidth="1.5" fill="none" />
      {over}
    </>
  );
}

const fruitLeaf = (x: number, y: number, turn = 0) => (
  <path
    d="M0 0 q8 -8 16 -2 q-8 8 -16 2 Z"
    transform={`translate(${x} ${y}) rotate(${turn})`}
    fill="#3fbf5a"
    stroke={OUTLINE}
    strokeWidth="1.5"
  />
);

const shine = (cx: number, cy: number, r = 4) => (
  <ellipse
    cx={cx}
    cy={cy}
    rx={r}
    ry={r * 0.6}
    fill="#fff"
    opacity="0.55"
    transform={`rotate(-30 ${cx} ${cy})`}
  />
);

/** Bars stacked one, two or three high, each its own colour, the way reel slots print them. */
function bars(colours: string[]) {
  const height = 11;
  const gap = 4;
  const top = 32 - (colours.length * height + (colours.length - 1) * gap) / 2;
  return (
    <>
      {colours.map((colour, index) => {
        const y = top + index * (height + gap);
        // Two bars may share a colour: the position is what tells them apart.
        return (
          <g key={y}>
            <rect
              x="8"
              y={y}
              width="48"
              height={height}
              rx="3"
              fill={OUTLINE}
              stroke={colour}
              strokeWidth="2.5"
            />
            <rect x="13" y={y + 3.5} width="38" height="4" rx="2" fill={colour} />
          </g>
        );
      })}
    </>
  );
}

const star = (cx: number, cy: number, outer: number, inner: number) =>
  Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');

const ART: Record<string, ReactElement> = {
  BLANK: (
    // The harbour's anchor, faint: a blank stop that still reads as part of the reel.
    <g fill="none" stroke="#6b7299" strokeWidth="3" strokeLinecap="round" opacity="0.6">
      <circle cx="32" cy="14" r="4" />
      <path d="M32 18 v32 M24 26 h16 M16 40 q2 12 16 12 q14 0 16 -12" />
    </g>
  ),
  CHERRY: (
    <>
      <path d="M22 40 q4 -20 16 -30 M42 42 q-2 -18 -4 -32" stroke="#2e7d32" strokeWidth="3" fill="none" />
      {fruitLeaf(38, 10, -10)}
      <circle cx="21" cy="44" r="11" fill="#e8344e" stroke={OUTLINE} strokeWidth="2" />
      <circle cx="43" cy="46" r="11" fill="#c8203a" stroke={OUTLINE} strokeWidth="2" />
      {shine(17, 40)}
      {shine(39, 42)}
    </>
  ),
  LEMON: (
    <>
      <path
        d="M6 34 q4 -20 26 -20 q22 0 26 20 q-4 18 -26 18 q-22 0 -26 -18 Z"
        fill="#f4d03f"
        stroke={OUTLINE}
        strokeWidth="2"
      />
      <path d="M6 34 l-3 0 M58 34 l3 0" stroke={OUTLINE} strokeWidth="3" strokeLinecap="round" />
      {shine(22, 24, 6)}
    </>
  ),
  ORANGE: (
    <>
      <circle cx="32" cy="36" r="21" fill="#ff8c2b" stroke={OUTLINE} strokeWidth="2" />
      {fruitLeaf(32, 15, -20)}
      <g fill="#c85f10" opacity="0.6">
        <circle cx="40" cy="42" r="1.2" />
        <circle cx="24" cy="46" r="1.2" />
        <circle cx="36" cy="50" r="1.2" />
        <circle cx="44" cy="32" r="1.2" />
      </g>
      {shine(24, 28, 6)}
    </>
  ),
  PLUM: (
    <>
      <ellipse cx="32" cy="37" rx="19" ry="21" fill="#8e5bd6" stroke={OUTLINE} strokeWidth="2" />
      <path d="M32 17 q-6 20 0 40" stroke="#5f3596" strokeWidth="2" fill="none" />
      {fruitLeaf(32, 16, -35)}
      {shine(24, 28, 5)}
    </>
  ),
  GRAPES: (
    <>
      <path d="M32 14 v-6" stroke="#6d4c41" strokeWidth="3" strokeLinecap="round" />
      {fruitLeaf(33, 10, -15)}
      {[
        [22, 22],
        [32, 22],
        [42, 22],
        [27, 32],
        [37, 32],
        [47, 30],
        [17, 30],
        [32, 42],
        [22, 41],
        [42, 41],
        [27, 51],
        [37, 51],
      ].map(([cx, cy]) => (
        <circle
          key={`${cx}:${cy}`}
          cx={cx}
          cy={cy}
          r="6.5"
          fill="#9b59b6"
          stroke={OUTLINE}
          strokeWidth="1.6"
        />
      ))}
      {shine(20, 20, 2.5)}
    </>
  ),
  MELON: (
    <>
      <path d="M4 24 h56 a28 28 0 0 1 -56 0 Z" fill="#2ecc71" stroke={OUTLINE} strokeWidth="2" />
      <path d="M9 24 h46 a23 23 0 0 1 -46 0 Z" fill="#ff4d5e" />
      <g fill={OUTLINE}>
        <ellipse cx="22" cy="32" rx="1.6" ry="2.6" />
        <ellipse cx="32" cy="38" rx="1.6" ry="2.6" />
        <ellipse cx="42" cy="32" rx="1.6" ry="2.6" />
        <ellipse cx="27" cy="44" rx="1.6" ry="2.6" />
        <ellipse cx="37" cy="44" rx="1.6" ry="2.6" />
      </g>
    </>
  ),
  BELL: (
    <>
      <path
        d="M32 8 q-16 0 -16 22 v10 l-6 8 h44 l-6 -8 v-10 q0 -22 -16 -22 Z"
        fill="#f1c40f"
        stroke={OUTLINE}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="32" cy="52" r="5" fill="#b7950b" stroke={OUTLINE} strokeWidth="2" />
      <circle cx="32" cy="7" r="3" fill="#b7950b" stroke={OUTLINE} strokeWidth="2" />
      {shine(24, 20, 5)}
    </>
  ),
  SEVEN: (
    <path
      d="M12 10 h40 v8 q-14 12 -18 36 h-12 q4 -22 16 -34 h-26 Z"
      fill="#ff3b3b"
      stroke="#ffd54f"
      strokeWidth="3"
      strokeLinejoin="round"
    />
  ),
  BAR: bars(['#8fa3bf']),
  DOUBLE_BAR: bars(['#5dade2', '#5dade2']),
  TRIPLE_BAR: bars(['#af7ac5', '#af7ac5', '#af7ac5']),
  SHIELD: (
    <>
      <path
        d="M32 6 l22 8 v16 q0 18 -22 28 q-22 -10 -22 -28 v-16 Z"
        fill="#5d8aa8"
        stroke={OUTLINE}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M32 12 v40 M16 26 h32" stroke="#e8eef5" strokeWidth="5" />
    </>
  ),
  SWORD: (
    <g strokeLinecap="round">
      <path d="M14 50 L48 12" stroke="#cfd8dc" strokeWidth="5" />
      <path d="M50 50 L16 12" stroke="#b0bec5" strokeWidth="5" />
      <path d="M12 40 l10 10 M52 40 l-10 10" stroke="#8d6e63" strokeWidth="5" />
      <circle cx="11" cy="53" r="3.5" fill="#ffd54f" />
      <circle cx="53" cy="53" r="3.5" fill="#ffd54f" />
    </g>
  ),
  HELM: (
    <>
      <path
        d="M12 44 v-12 q0 -22 20 -22 q20 0 20 22 v12 q-8 8 -20 8 q-12 0 -20 -8 Z"
        fill="#8d9ba6"
        stroke={OUTLINE}
        strokeWidth="2"
      />
      <path d="M20 30 h24 v6 h-24 Z" fill={OUTLINE} />
      <path d="M32 36 v14" stroke={OUTLINE} strokeWidth="3" />
      <path d="M32 10 q10 -8 18 0" stroke="#e53935" strokeWidth="5" fill="none" strokeLinecap="round" />
    </>
  ),
  CROWN: (
    <>
      <path
        d="M8 48 l-2 -28 l14 12 l12 -20 l12 20 l14 -12 l-2 28 Z"
        fill="#ffd54f"
        stroke={OUTLINE}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <rect x="8" y="46" width="48" height="8" rx="2" fill="#f0b030" stroke={OUTLINE} strokeWidth="2" />
      <circle cx="32" cy="36" r="4" fill="#e53935" />
      <circle cx="19" cy="40" r="3" fill="#1e88e5" />
      <circle cx="45" cy="40" r="3" fill="#43a047" />
    </>
  ),
  WILD: (
    <>
      <polygon points={star(32, 32, 30, 22)} fill="#ffcc33" stroke={OUTLINE} strokeWidth="2" />
      <polygon points={star(32, 32, 17, 8)} fill="#ff6f00" stroke={OUTLINE} strokeWidth="1.5" />
      <circle cx="32" cy="32" r="4" fill="#fff8e1" />
    </>
  ),
  MASK: (
    <>
      <path
        d="M8 14 q24 -8 48 0 q2 28 -24 40 q-26 -12 -24 -40 Z"
        fill="#e67e22"
        stroke={OUTLINE}
        strokeWidth="2"
      />
      <path d="M16 26 q5 -5 10 0 q-5 4 -10 0 Z M38 26 q5 -5 10 0 q-5 4 -10 0 Z" fill={OUTLINE} />
      <path d="M22 38 q10 10 20 0" stroke={OUTLINE} strokeWidth="3" fill="none" strokeLinecap="round" />
      <path d="M8 14 l-4 -6 M56 14 l4 -6" stroke="#ffd54f" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  IDOL: (
    <>
      <path
        d="M14 16 l18 -10 l18 10 v6 h-36 Z"
        fill="#c77d12"
        stroke={OUTLINE}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <rect x="16" y="22" width="32" height="34" rx="4" fill="#f5c542" stroke={OUTLINE} strokeWidth="2" />
      <rect x="21" y="30" width="8" height="5" fill={OUTLINE} />
      <rect x="35" y="30" width="8" height="5" fill={OUTLINE} />
      <path d="M32 34 v10 h-4" stroke={OUTLINE} strokeWidth="2.5" fill="none" />
      <rect x="24" y="48" width="16" height="3" fill={OUTLINE} />
      <circle cx="32" cy="14" r="3" fill="#4dd0e1" />
    </>
  ),
  KOI: (
    <>
      <path
        d="M6 32 q14 -18 34 -10 l16 -10 l-4 20 l4 20 l-16 -10 q-20 8 -34 -10 Z"
        fill="#ff7043"
        stroke={OUTLINE}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M22 24 q6 8 0 16 q8 -2 10 -8 q-4 -6 -10 -8 Z" fill="#fff3e0" />
      <circle cx="14" cy="30" r="2.4" fill={OUTLINE} />
      <path d="M8 36 q-4 4 -2 8" stroke="#ffab91" strokeWidth="2" fill="none" />
    </>
  ),
  TIGER: animalFace({
    fur: '#ffa726',
    ears: 'round',
    muzzle: '#fff3e0',
    over: (
      <g stroke={OUTLINE} strokeWidth="2.5" strokeLinecap="round" fill="none">
        <path d="M32 18 v6 M26 19 l2 5 M38 19 l-2 5" />
        <path d="M12 32 h6 M12 38 h6 M46 32 h6 M46 38 h6" />
      </g>
    ),
  }),
  PHOENIX: (
    <>
      <path
        d="M32 58 q-22 -8 -18 -30 q4 8 10 10 q-6 -16 8 -32 q2 16 10 20 q4 -8 2 -14 q14 14 4 34 q-4 8 -16 12 Z"
        fill="#ff5722"
        stroke={OUTLINE}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M32 54 q-10 -6 -8 -18 q6 6 10 4 q-2 -8 4 -16 q6 14 2 24 q-2 4 -8 6 Z" fill="#ffca28" />
    </>
  ),
  DRAGON: (
    <>
      <path
        d="M20 14 l-4 -10 l10 8 M40 12 l6 -10 l-2 12"
        stroke="#f5e6a8"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M10 34 q0 -22 24 -22 q18 0 22 14 l-6 4 l6 6 q-4 16 -22 20 q-24 0 -24 -22 Z"
        fill="#26a65b"
        stroke={OUTLINE}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M14 22 q10 -4 18 2" stroke="#1b7a43" strokeWidth="2" fill="none" />
      <ellipse cx="38" cy="26" rx="4" ry="3" fill="#ffeb3b" stroke={OUTLINE} strokeWidth="1.5" />
      <path d="M38 24 v4" stroke={OUTLINE} strokeWidth="1.6" />
      <circle cx="52" cy="38" r="1.6" fill={OUTLINE} />
      <path
        d="M30 46 l4 6 l4 -5 l4 5 l3 -6"
        stroke="#fff"
        strokeWidth="2"
        fill="none"
        strokeLinejoin="round"
      />
    </>
  ),
  OWL: (
    <>
      <path d="M14 14 l6 8 M50 14 l-6 8" stroke={OUTLINE} strokeWidth="4" strokeLinecap="round" />
      <ellipse cx="32" cy="36" rx="20" ry="22" fill="#a1887f" stroke={OUTLINE} strokeWidth="2" />
      <ellipse cx="32" cy="44" rx="12" ry="11" fill="#d7ccc8" />
      <circle cx="23" cy="28" r="8" fill="#fff" stroke={OUTLINE} strokeWidth="2" />
      <circle cx="41" cy="28" r="8" fill="#fff" stroke={OUTLINE} strokeWidth="2" />
      <circle cx="23" cy="28" r="4" fill="#ffb300" />
      <circle cx="41" cy="28" r="4" fill="#ffb300" />
      <circle cx="23" cy="28" r="2" fill={OUTLINE} />
      <circle cx="41" cy="28" r="2" fill={OUTLINE} />
      <path d="M29 36 l3 6 l3 -6 Z" fill="#ff8f00" stroke={OUTLINE} strokeWidth="1.2" />
    </>
  ),
  LYNX: animalFace({
    fur: '#d7a86e',
    ears: 'tufted',
    muzzle: '#f5e6d3',
    over: (
      <path d="M12 44 l8 -2 M12 50 l8 -4 M52 44 l-8 -2 M52 50 l-8 -4" stroke={OUTLINE} strokeWidth="1.5" />
    ),
  }),
  FOX: animalFace({ fur: '#ff7f32', ears: 'pointed', muzzle: '#fff' }),
  BEAR: animalFace({ fur: '#8d5a3b', ears: 'round', muzzle: '#d7b899' }),
  ELK: animalFace({
    fur: '#b5835a',
    ears: 'pointed',
    muzzle: '#e8cfb0',
    under: (
      <g stroke="#f3e5ab" strokeWidth="3.5" strokeLinecap="round" fill="none">
        <path d="M20 18 q-10 -6 -12 -16 M14 10 l-8 0 M12 5 l-6 -4" />
        <path d="M44 18 q10 -6 12 -16 M50 10 l8 0 M52 5 l6 -4" />
      </g>
    ),
  }),
  WOLF: animalFace({
    fur: '#90a4ae',
    ears: 'pointed',
    muzzle: '#eceff1',
    over: <path d="M22 26 l6 3 M42 26 l-6 3" stroke={OUTLINE} strokeWidth="2.5" strokeLinecap="round" />,
  }),
  EAGLE: (
    <>
      <path
        d="M8 54 q4 -38 28 -44 q18 -2 22 12 q-8 -2 -14 4 l-6 30 Z"
        fill="#f5f5f5"
        stroke={OUTLINE}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M8 54 q8 -20 30 -22 l-6 24 Z"
        fill="#8d6e63"
        stroke={OUTLINE}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M44 26 q14 -4 16 6 q-2 6 -8 4 q2 -4 -8 -4 Z"
        fill="#ffc107"
        stroke={OUTLINE}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="41" cy="20" r="2.6" fill={OUTLINE} />
    </>
  ),
  LION: animalFace({
    fur: '#f0b030',
    ears: 'round',
    muzzle: '#fff3d6',
    under: (
      <g fill="#b4611a" stroke={OUTLINE} strokeWidth="1.5">
        {Array.from({ length: 12 }, (_, index) => {
          const angle = (Math.PI / 6) * index;
          const x = 32 + 24 * Math.cos(angle);
          const y = 36 + 24 * Math.sin(angle);
          return <circle key={angle} cx={x.toFixed(1)} cy={y.toFixed(1)} r="9" />;
        })}
      </g>
    ),
  }),
  COMET: (
    <>
      <path
        d="M42 22 L6 58 M36 18 L10 44 M46 28 L20 54"
        stroke="#4fc3f7"
        strokeWidth="4"
        strokeLinecap="round"
        opacity="0.7"
      />
      <circle cx="44" cy="20" r="12" fill="#e1f5fe" stroke="#4fc3f7" strokeWidth="3" />
      {shine(40, 16, 4)}
    </>
  ),
  PLANET: (
    <>
      <circle cx="32" cy="32" r="16" fill="#ba68c8" stroke={OUTLINE} strokeWidth="2" />
      <path d="M18 26 q14 4 28 0 M17 35 q15 5 30 0" stroke="#8e3fa0" strokeWidth="2.5" fill="none" />
      <ellipse
        cx="32"
        cy="34"
        rx="29"
        ry="8"
        fill="none"
        stroke="#ffd54f"
        strokeWidth="3"
        transform="rotate(-18 32 34)"
      />
      {shine(25, 24, 4)}
    </>
  ),
  STAR: (
    <>
      <polygon
        points={star(32, 33, 27, 11)}
        fill="#ffd600"
        stroke={OUTLINE}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      {shine(26, 24, 4)}
    </>
  ),
};

/** The drawing of a symbol id, or null when it has none (a card rank, or an id the studio does not know). */
export function symbolArt(id: string): ReactElement | null {
  return ART[id] ?? null;
}

/** The ids with a drawing (the tests check every seeded slot's symbols are among them or card ranks). */
export const DRAWN_SYMBOL_IDS = Object.keys(ART);
