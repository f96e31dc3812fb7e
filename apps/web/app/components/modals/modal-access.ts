export type ModalAccess = 'guest' | 'player' | 'all';

const GUEST_ONLY = ['sign-in', 'forgot-pass', 'reset-pass', 'sign-up'];
const PLAYER_ONLY = [
  'wallet',
  'deposit-error',
  'deposit-success',
  'deposit-pending',
  'deposit-redirect',
  'equivalent-currency',
  'wallet-region',
  'quests-hub',
  'quest-rewards',
  'quest-tasks',
  'quest-task-games',
  'wallet-bonus-info',
  'loyalty-level',
  'turn-over-wager',
  'add-cash-limit',
  'edit-cash-limit',
  'game-limit-reached',
  'self-exclusion-limit',
  // Ours (RTS 13): the reality-check interval, from the game page.
  'reality-check',
  'bonus-cancel-lock',
  'change-active-bonus',
  'cancel-active-bonus',
  'cancel-issued-bonus',
  'cancel-unsettled-bonus',
  'package-bonus',
  'bonus-details',
  'max-bets',
  'restricted-bets',
];
const OPEN_TO_ALL = [
  'sign-up-cancel',
  'cancel-deposit',
  'profile-confirmed',
  'mobile-game',
  'loyalty-earn',
  'demo-game',
  'categories',
  'providers',
  'geo-restricted-game',
  'success',
];

/** Who may open each modal of spec section 2 (and the few of ours). */
export const MODAL_ACCESS: Record<string, ModalAccess> = Object.fromEntries([
  ...GUEST_ONLY.map((name) => [name, 'guest'] as const),
  ...PLAYER_ONLY.map((name) => [name, 'player'] as const),
  ...OPEN_TO_ALL.map((name) => [name, 'all'] as const),
]);

export function canOpenModal(name: string, isLoggedIn: boolean): boolean {
  const access = MODAL_ACCESS[name];
  if (!access) return false;
  return access === 'all' || (access === 'player') === isLoggedIn;
}

/** Stacked modals sit above the page: 1000, then 2 more for each modal above. */
export function modalZIndex(depth: number): number {
  return 1000 + 2 * depth;
}
