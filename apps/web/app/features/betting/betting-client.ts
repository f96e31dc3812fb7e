import { ErrorCode } from '@casino/contracts';
import { ApiError } from '../../lib/api-client.ts';

/** The identity the sportsbook is launched with (client contract section 7). */
export const SPORTSBOOK_IDENTITY = 'betsy-sportsbook-betsy';
/** The element the betting client's SDK frames the sportsbook in. */
export const BETTING_CONTAINER_ID = 'betting-container';

/** The betting client's settings as /betting reads them (client contract section 16, betsyParams). */
export type BettingClientConfig = {
  host: string;
  clientId: string;
  theme?: string | undefined;
  styles?: string | undefined;
  allowParentUrlUpdate: boolean;
};

/** What BetSdk.init takes: the shape the betting client's SDK is called with. */
export type BetSdkParams = {
  containerId: string;
  host: string;
  cid: string;
  token: string | null;
  lang: string;
  theme?: string | undefined;
  customStyles?: string | undefined;
  width: string;
  height: string;
  parent: boolean;
  loginUrl: 'sendPostMessage';
  allowToChangeParentStyles: boolean;
  allowParentUrlUpdate: boolean;
  /** Ours: the currency of the token's account (the built-in client opens its session with it). */
  currency?: string | undefined;
};

export type BetSdkFrame = { sendMessage(message: unknown): void; destroy?(): void };
export type BetSdk = { init(params: BetSdkParams): Promise<BetSdkFrame> | BetSdkFrame };

declare global {
  interface Window {
    BetSdk?: BetSdk;
  }
}

/** The host as an absolute base (a path means this site), without a trailing slash. */
export function hostUrl(host: string, origin: string): string {
  return new URL(host.replace(/\/+$/, '') || '/', origin).href.replace(/\/+$/, '');
}

/** The SDK script the betting client serves at its host. */
export const sdkScriptUrl = (host: string, origin: string) => `${hostUrl(host, origin)}/assets/sdk/init.js`;

/** The params of BetSdk.init for this visitor: a player passes the launch token, a guest none. */
export function sdkParams(
  config: BettingClientConfig,
  visitor: { token: string | null; currency?: string | null; locale: string; origin: string },
): BetSdkParams {
  return {
    containerId: BETTING_CONTAINER_ID,
    host: hostUrl(config.host, visitor.origin),
    cid: config.clientId,
    token: visitor.token,
    lang: visitor.locale,
    theme: config.theme || undefined,
    customStyles: config.styles ? `${visitor.origin}${config.styles}` : undefined,
    width: '100%',
    height: '100%',
    parent: false,
    loginUrl: 'sendPostMessage',
    allowToChangeParentStyles: true,
    allowParentUrlUpdate: config.allowParentUrlUpdate,
    currency: visitor.currency ?? undefined,
  };
}

/** Launch refusals the client contract names (section 12): the play limits, then 14103. */
const PLAY_LIMIT_CODES: readonly number[] = [14100, 14101, 14105];
const LIMITED_REAL_GAME = 14103;

export type PlayRefusal = 'limit' | 'limited' | 'restrictedBets' | 'geoRestricted' | 'fatal';

/** What a refused sportsbook launch means for the page (client contract sections 7 and 12). */
export function playRefusal(error: unknown): PlayRefusal {
  if (!(error instanceof ApiError)) return 'fatal';
  if (PLAY_LIMIT_CODES.includes(error.code)) return 'limit';
  if (error.code === LIMITED_REAL_GAME) return 'limited';
  if (error.code === ErrorCode.gameBetsRestricted) return 'restrictedBets';
  if (error.code === ErrorCode.gameGeoRestricted) return 'geoRestricted';
  return 'fatal';
}

/** A message of the sportsbook frame asking for the site's sign-in (`{type:'click', target:'loginButton'}`). */
export function isLoginClick(data: unknown): boolean {
  if (typeof data !== 'string') return false;
  try {
    const message = JSON.parse(data) as { type?: unknown; target?: unknown } | null;
    return message?.type === 'click' && message.target === 'loginButton';
  } catch {
    return false;
  }
}

const loading = new Map<string, Promise<BetSdk>>();

/** Loads the SDK script once per URL; answers window.BetSdk once it is there. */
export function loadBetSdk(src: string): Promise<BetSdk> {
  if (window.BetSdk) return Promise.resolve(window.BetSdk);
  let pending = loading.get(src);
  if (!pending) {
    pending = new Promise<BetSdk>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => (window.BetSdk ? resolve(window.BetSdk) : reject(new Error('BetSdk missing')));
      script.onerror = () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`The betting client's SDK did not load from ${src}`));
      };
      document.head.append(script);
    });
    loading.set(src, pending);
  }
  return pending;
}
