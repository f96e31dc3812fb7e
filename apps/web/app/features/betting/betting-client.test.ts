import { ErrorCode } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { hostUrl, isLoginClick, playRefusal, sdkParams, sdkScriptUrl } from './betting-client.ts';

const ORIGIN = 'https://luckyharbor.test';

describe('the betting client', () => {
  it('loads the SDK from the host, a path meaning this site', () => {
    expect(sdkScriptUrl('/studio/betsy', ORIGIN)).toBe(`${ORIGIN}/studio/betsy/assets/sdk/init.js`);
    expect(sdkScriptUrl('https://sports.example.com/', ORIGIN)).toBe(
      'https://sports.example.com/assets/sdk/init.js',
    );
    expect(hostUrl('https://sports.example.com/app/', ORIGIN)).toBe('https://sports.example.com/app');
  });

  it("hands BetSdk.init the token of a player's launch, and none for a guest", () => {
    const config = {
      host: '/studio/betsy',
      clientId: 'lh',
      theme: 'dark',
      styles: '/sb.css',
      allowParentUrlUpdate: true,
    };
    const player = sdkParams(config, { token: 'tok', currency: 'EUR', locale: 'de', origin: ORIGIN });
    expect(player).toMatchObject({
      containerId: 'betting-container',
      host: `${ORIGIN}/studio/betsy`,
      cid: 'lh',
      token: 'tok',
      lang: 'de',
      theme: 'dark',
      customStyles: `${ORIGIN}/sb.css`,
      loginUrl: 'sendPostMessage',
      allowParentUrlUpdate: true,
      currency: 'EUR',
    });
    expect(sdkParams(config, { token: null, locale: 'en', origin: ORIGIN }).token).toBeNull();
  });

  it('reads launch refusals as the client contract says', () => {
    const refused = (code: number) => playRefusal(new ApiError(403, code, 'no'));
    expect([14100, 14101, 14105].map(refused)).toEqual(['limit', 'limit', 'limit']);
    expect(refused(14103)).toBe('limited');
    expect(refused(ErrorCode.gameBetsRestricted)).toBe('restrictedBets');
    expect(refused(ErrorCode.gameGeoRestricted)).toBe('geoRestricted');
    expect(refused(ErrorCode.gameNotFound)).toBe('fatal');
    expect(playRefusal(new Error('network'))).toBe('fatal');
  });

  it("opens the site's sign-in on the frame's login click only", () => {
    expect(isLoginClick(JSON.stringify({ type: 'click', target: 'loginButton' }))).toBe(true);
    expect(isLoginClick(JSON.stringify({ type: 'route', location: '/' }))).toBe(false);
    expect(isLoginClick({ type: 'click', target: 'loginButton' })).toBe(false);
    expect(isLoginClick('not json')).toBe(false);
  });
});
