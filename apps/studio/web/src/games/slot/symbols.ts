/**
 * How each slot symbol id looks: a glyph on a coloured tile. Ids the table does not know still draw, as
 * their initials on a colour derived from the id, so a new title never shows blank tiles.
 */
export type SymbolLook = { glyph: string; colour: string; style: 'card' | 'picture' | 'word' };

const card = (glyph: string, colour: string): SymbolLook => ({ glyph, colour, style: 'card' });
const picture = (glyph: string, colour: string): SymbolLook => ({ glyph, colour, style: 'picture' });
const word = (glyph: string, colour: string): SymbolLook => ({ glyph, colour, style: 'word' });

const LOOKS: Record<string, SymbolLook> = {
  NINE: card('9', '#5fb3ff'),
  TEN: card('10', '#4dd6a8'),
  JACK: card('J', '#c58bff'),
  QUEEN: card('Q', '#ff7fb8'),
  KING: card('K', '#ffb25c'),
  ACE: card('A', '#ff6161'),
  BLANK: word('', '#3a3f5c'),
  CHERRY: picture('🍒', '#e8344e'),
  LEMON: picture('🍋', '#f4d03f'),
  ORANGE: picture('🍊', '#ff8c2b'),
  PLUM: picture('🫐', '#8e5bd6'),
  GRAPES: picture('🍇', '#9b59b6'),
  MELON: picture('🍉', '#2ecc71'),
  BELL: picture('🔔', '#f1c40f'),
  SEVEN: card('7', '#ff3b3b'),
  BAR: word('BAR', '#8fa3bf'),
  DOUBLE_BAR: word('BAR BAR', '#5dade2'),
  TRIPLE_BAR: word('BAR BAR BAR', '#af7ac5'),
  SHIELD: picture('🛡️', '#5d8aa8'),
  SWORD: picture('⚔️', '#b0bec5'),
  HELM: picture('🪖', '#8d6e63'),
  CROWN: picture('👑', '#ffd54f'),
  WILD: word('WILD', '#ffcc33'),
  MASK: picture('🎭', '#e67e22'),
  IDOL: picture('🗿', '#f5c542'),
  KOI: picture('🐟', '#ff7043'),
  TIGER: picture('🐯', '#ffa726'),
  PHOENIX: picture('🔥', '#ff5722'),
  DRAGON: picture('🐉', '#26a65b'),
  OWL: picture('🦉', '#a1887f'),
  LYNX: picture('🐈', '#d7a86e'),
  FOX: picture('🦊', '#ff7f32'),
  BEAR: picture('🐻', '#8d5a3b'),
  ELK: picture('🦌', '#b5835a'),
  WOLF: picture('🐺', '#90a4ae'),
  EAGLE: picture('🦅', '#c9a46b'),
  LION: picture('🦁', '#f0b030'),
  COMET: picture('☄️', '#4fc3f7'),
  PLANET: picture('🪐', '#ba68c8'),
  STAR: picture('⭐', '#ffd600'),
};

function colourFromId(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return `hsl(${hash} 65% 60%)`;
}

export function symbolLook(id: string): SymbolLook {
  return LOOKS[id] ?? word(id.slice(0, 3), colourFromId(id));
}
