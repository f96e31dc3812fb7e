import { ErrorCode } from '@casino/contracts';
import { AppError } from '../../plugins/errors.ts';

/** A customer token as LiveChat's accounts API issues it (times in seconds). */
export type CustomerTokenGrant = {
  accessToken: string;
  entityId: string;
  expiresInSeconds: number;
  tokenType: string;
};

/**
 * The port to LiveChat's customer identity: a customer token for the LiveChat customer `entityId`, or
 * for a new customer when it is null. Throws AppError liveChatProviderUnavailable (no answer) or
 * liveChatRejected (our credentials or license refused).
 */
export interface LiveChatAccounts {
  customerToken(entityId: string | null): Promise<CustomerTokenGrant>;
}

export type LiveChatAccountsConfig = {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** An agent's refresh token for the app, granted with the `customers:own` scope. */
  refreshToken: string;
  /** The license the operator configured: the agent's token must be of it when LiveChat names one. */
  license: string;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  now?: () => number;
  /** Told why LiveChat refused or failed (for the operator's log; players get only the error code). */
  onProblem?: (detail: string) => void;
};

/** An agent token is renewed this long before it would expire. */
const AGENT_TOKEN_MARGIN_MS = 60_000;
const REQUEST_TIMEOUT_MS = 10_000;

type AgentToken = { accessToken: string; expiresAt: number };

const unavailable = () =>
  new AppError(ErrorCode.liveChatProviderUnavailable, 'The chat does not answer; try again in a moment.');

/**
 * LiveChat's accounts API (accounts.livechat.com): the agent token grant of its customer
 * authorization. The server renews an agent access token from the refresh token (POST /v2/token,
 * form-encoded) and with it asks POST /v2/customer/token (grant_type agent_token) for each customer.
 */
export function liveChatAccountsApi(config: LiveChatAccountsConfig): LiveChatAccounts {
  const send = config.fetch ?? fetch;
  const now = config.now ?? (() => Date.now());
  let refreshToken = config.refreshToken;
  let agent: AgentToken | null = null;
  let renewing: Promise<AgentToken> | null = null;

  const rejected = (why: string) => {
    config.onProblem?.(`LiveChat refused ${why}`);
    return new AppError(
      ErrorCode.liveChatRejected,
      'The chat is not available: its settings are being fixed.',
    );
  };

  async function post(path: string, init: { headers: Record<string, string>; body: string }) {
    let response: Response;
    try {
      response = await send(new URL(path, config.baseUrl), {
        method: 'POST',
        headers: { accept: 'application/json', ...init.headers },
        body: init.body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      config.onProblem?.(`LiveChat's accounts API unreachable at ${path}: ${String(error)}`);
      throw unavailable();
    }
    const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.status >= 500 || answer === null) {
      config.onProblem?.(`LiveChat's accounts API answered ${response.status} at ${path}`);
      throw unavailable();
    }
    return { status: response.status, answer };
  }

  async function renewAgentToken(): Promise<AgentToken> {
    const { status, answer } = await post('/v2/token', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: config.clientId,
        client_secret: config.clientSecret,
      }).toString(),
    });
    if (status !== 200) throw rejected(`the app's credentials (${describeError(answer)})`);
    const { access_token, expires_in, refresh_token, license_id } = answer;
    if (typeof access_token !== 'string' || typeof expires_in !== 'number') throw unavailable();
    if (license_id !== undefined && String(license_id) !== config.license)
      throw rejected(`the credentials are of license ${String(license_id)}, not ${config.license}`);
    // LiveChat may hand out a new refresh token with the access token: the next renewal uses it.
    if (typeof refresh_token === 'string' && refresh_token) refreshToken = refresh_token;
    return { accessToken: access_token, expiresAt: now() + expires_in * 1000 };
  }

  async function agentToken(): Promise<AgentToken> {
    if (agent && agent.expiresAt - AGENT_TOKEN_MARGIN_MS > now()) return agent;
    // One renewal at a time: parallel first calls share it.
    renewing ??= renewAgentToken().finally(() => {
      renewing = null;
    });
    agent = await renewing;
    return agent;
  }

  async function requestCustomerToken(entityId: string | null, token: AgentToken) {
    return post('/v2/customer/token', {
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token.accessToken}` },
      body: JSON.stringify({
        grant_type: 'agent_token',
        client_id: config.clientId,
        response_type: 'token',
        ...(entityId ? { entity_id: entityId } : {}),
      }),
    });
  }

  return {
    async customerToken(entityId) {
      let reply = await requestCustomerToken(entityId, await agentToken());
      if (reply.status === 401) {
        // The agent token was revoked or expired early: renew it once.
        agent = null;
        reply = await requestCustomerToken(entityId, await agentToken());
      }
      if (reply.status !== 200) throw rejected(`the customer token (${describeError(reply.answer)})`);
      return customerGrant(reply.answer);
    },
  };
}

function customerGrant(answer: Record<string, unknown>): CustomerTokenGrant {
  const { access_token, entity_id, expires_in, token_type } = answer;
  if (typeof access_token !== 'string' || typeof entity_id !== 'string' || typeof expires_in !== 'number')
    throw unavailable();
  return {
    accessToken: access_token,
    entityId: entity_id,
    expiresInSeconds: expires_in,
    tokenType: typeof token_type === 'string' ? token_type : 'Bearer',
  };
}

/** LiveChat's OAuth errors: `{ error, error_description }` (or `{ error: { type, message } }`). */
function describeError(answer: Record<string, unknown>): string {
  const { error, error_description: description } = answer;
  if (typeof error === 'string') return typeof description === 'string' ? `${error}: ${description}` : error;
  if (error && typeof error === 'object' && 'type' in error) return String(error.type);
  return 'no reason given';
}
