import type { StudioGameKind } from '@casino/contracts/studio';
import { hundredthsText, parseHundredths } from '../../games/dice/dice-math.ts';

/** The verifier's fields; `extra` keeps a prefilled round's other parameters (chips, opened tiles). */
export type VerifyForm = {
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  commitment: string;
  direction: 'under' | 'over';
  target: string;
  rows: number;
  risk: string;
  mineCount: number;
  extra: Record<string, unknown>;
};

const FORM_PARAMS = ['direction', 'targetHundredths', 'rows', 'risk', 'mineCount'];

function readParams(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) ? value : fallback;

/** The form as a link opened it: `?game=&serverSeed=&clientSeed=&nonce=&commitment=&params={json}`. */
export function readVerifyQuery(search: string): VerifyForm {
  const query = new URLSearchParams(search);
  const params = readParams(query.get('params'));
  const extra = Object.fromEntries(Object.entries(params).filter(([key]) => !FORM_PARAMS.includes(key)));
  return {
    game: query.get('game') ?? 'dice',
    serverSeed: query.get('serverSeed') ?? '',
    clientSeed: query.get('clientSeed') ?? '',
    nonce: query.get('nonce') ?? '0',
    commitment: query.get('commitment') ?? '',
    direction: params.direction === 'over' ? 'over' : 'under',
    target: hundredthsText(numberOr(params.targetHundredths, 4950)),
    rows: numberOr(params.rows, 12),
    risk: typeof params.risk === 'string' ? params.risk : 'medium',
    mineCount: numberOr(params.mineCount, 3),
    extra,
  };
}

/** The params the server recomputes the game with. A target it cannot read goes as -1, for its 422. */
export function verifyParams(kind: StudioGameKind | null, form: VerifyForm): Record<string, unknown> {
  switch (kind) {
    case 'dice':
      return { direction: form.direction, targetHundredths: parseHundredths(form.target) ?? -1 };
    case 'plinko':
      return { rows: form.rows, risk: form.risk };
    case 'mines':
      return { ...form.extra, mineCount: form.mineCount };
    case 'roulette':
    case 'crash':
      return form.extra;
    default:
      return {};
  }
}

/** The nonce as typed, or -1 so that the server names the field. */
export const nonceOf = (form: VerifyForm) =>
  /^\d{1,15}$/.test(form.nonce.trim()) ? Number(form.nonce.trim()) : -1;
