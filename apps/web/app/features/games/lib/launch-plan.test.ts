import { ErrorCode } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import {
  gamePathWithMode,
  isGeoRestricted,
  isRealGameLimited,
  limitRefusal,
  planLaunch,
  requestedMode,
} from './launch-plan.ts';

const open = { isDemoMode: true, isRestricted: false };
const plan = (input: Partial<Parameters<typeof planLaunch>[0]>) =>
  planLaunch({ requested: null, isLoggedIn: true, isMobile: false, game: open, ...input });

describe('game launch plan', () => {
  it('launches a player for real money at once on a desktop', () => {
    expect(plan({})).toEqual({ kind: 'launch', mode: 'real' });
  });

  it('asks a player on a phone first, then follows the choice', () => {
    expect(plan({ isMobile: true })).toEqual({ kind: 'ask', modal: 'mobile-game' });
    expect(plan({ isMobile: true, requested: 'real' })).toEqual({ kind: 'launch', mode: 'real' });
    expect(plan({ isMobile: true, requested: 'demo' })).toEqual({ kind: 'launch', mode: 'demo' });
  });

  it('offers a guest the demo first, and launches it once chosen', () => {
    expect(plan({ isLoggedIn: false })).toEqual({ kind: 'ask', modal: 'demo-game' });
    expect(plan({ isLoggedIn: false, requested: 'real' })).toEqual({ kind: 'ask', modal: 'demo-game' });
    expect(plan({ isLoggedIn: false, requested: 'demo' })).toEqual({ kind: 'launch', mode: 'demo' });
  });

  it('shows the geo restriction instead of a real-money launch the country refuses', () => {
    const restricted = { isDemoMode: true, isRestricted: true };
    expect(plan({ game: restricted })).toEqual({ kind: 'ask', modal: 'geo-restricted-game' });
    expect(plan({ game: restricted, requested: 'demo' })).toEqual({ kind: 'launch', mode: 'demo' });
  });

  it('waits for a choice when the demo asked for does not exist', () => {
    expect(plan({ requested: 'demo', game: { isDemoMode: false, isRestricted: false } })).toEqual({
      kind: 'wait',
    });
  });

  it('reads the mode of the URL', () => {
    expect(requestedMode(new URLSearchParams('mode=demo'))).toBe('demo');
    expect(requestedMode(new URLSearchParams('mode=real'))).toBe('real');
    expect(requestedMode(new URLSearchParams('mode=fun'))).toBeNull();
  });

  it('builds the game path with a mode and without the game modals', () => {
    expect(
      gamePathWithMode('/de/games/dice', new URLSearchParams('mobile-game=dice&wallet=deposit'), 'demo'),
    ).toBe('/de/games/dice?wallet=deposit&mode=demo');
  });

  it('tells a geo refusal from other failures', () => {
    expect(isGeoRestricted(new ApiError(403, ErrorCode.gameGeoRestricted, 'no'))).toBe(true);
    expect(isGeoRestricted(new ApiError(404, ErrorCode.gameNotFound, 'no'))).toBe(false);
    expect(isGeoRestricted(new Error('x'))).toBe(false);
  });

  it('tells the limits refusals apart: limit modal codes, and play closed by an exclusion', () => {
    expect(limitRefusal(new ApiError(403, ErrorCode.betLimitReached, 'no'))).toBe(14100);
    expect(limitRefusal(new ApiError(403, ErrorCode.lossLimitReached, 'no'))).toBe(14101);
    expect(limitRefusal(new ApiError(403, ErrorCode.playLimitReached, 'no'))).toBe(14105);
    expect(limitRefusal(new ApiError(403, ErrorCode.realGameLimited, 'no'))).toBeNull();
    expect(isRealGameLimited(new ApiError(403, ErrorCode.realGameLimited, 'no'))).toBe(true);
    expect(isRealGameLimited(new ApiError(403, ErrorCode.gameGeoRestricted, 'no'))).toBe(false);
  });
});
