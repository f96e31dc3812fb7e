import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeLiveChatAccounts = {
  url: string;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  licenseId: number;
  /** The server's LIVECHAT_* environment for these credentials. */
  env: Record<string, string>;
  /** Customer token requests answered, and agent tokens issued, so far. */
  counts: { customerTokens: number; agentTokens: number };
  /** The customers created (entity ids). */
  entities: Set<string>;
  /** 'down': every request answers 503; 'unreachable': the socket is destroyed; 'up' again. */
  setState(state: 'up' | 'down' | 'unreachable'): void;
  /** Revokes every agent token issued (the next customer request gets 401). */
  revokeAgentTokens(): void;
  close(): Promise<void>;
};

/**
 * LiveChat's accounts API on loopback, for tests and local runs (`npm run fake-livechat`): the refresh-token grant of an agent
 * (POST /v2/token, form-encoded; the refresh token stays valid) and the agent token grant of customer
 * tokens (POST /v2/customer/token, JSON, Bearer agent token, `entity_id` of a known customer or a new
 * one). It answers as LiveChat documents it: OAuth errors as `{ error, error_description }`.
 */
export async function startFakeLiveChatAccounts(
  options: {
    licenseId?: number;
    customerTokenSeconds?: number;
    agentTokenSeconds?: number;
    port?: number;
  } = {},
): Promise<FakeLiveChatAccounts> {
  const clientId = 'fake-livechat-client-0123456789abcdef';
  const clientSecret = 'fake-livechat-secret-0123456789abcdef';
  const licenseId = options.licenseId ?? 19_000_001;
  const customerTokenSeconds = options.customerTokenSeconds ?? 28_800;
  const agentTokenSeconds = options.agentTokenSeconds ?? 28_800;
  const organizationId = randomUUID();
  const refreshToken = `fake-refresh-${randomBytes(8).toString('hex')}`;
  const agentTokens = new Map<string, number>();
  const entities = new Set<string>();
  const counts = { customerTokens: 0, agentTokens: 0 };
  let state: 'up' | 'down' | 'unreachable' = 'up';

  const token = (prefix: string) => `${prefix}:${randomBytes(12).toString('base64url')}`;

  function agentGrant(form: URLSearchParams) {
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret)
      return { status: 400, body: { error: 'invalid_client', error_description: 'unknown client' } };
    if (form.get('grant_type') !== 'refresh_token' || form.get('refresh_token') !== refreshToken)
      return { status: 400, body: { error: 'invalid_grant', error_description: 'refresh token invalid' } };
    const access = token('fake-agent');
    agentTokens.set(access, Date.now() + agentTokenSeconds * 1000);
    counts.agentTokens += 1;
    return {
      status: 200,
      body: {
        access_token: access,
        account_id: randomUUID(),
        expires_in: agentTokenSeconds,
        organization_id: organizationId,
        refresh_token: refreshToken,
        scope: 'customers:own',
        token_type: 'Bearer',
        license_id: licenseId,
      },
    };
  }

  function customerGrant(authorization: string | undefined, body: Record<string, unknown>) {
    const bearer = authorization?.startsWith('Bearer ') ? authorization.slice(7) : '';
    const expiresAt = agentTokens.get(bearer);
    if (expiresAt === undefined || expiresAt <= Date.now())
      return { status: 401, body: { error: 'unauthorized', error_description: 'agent token invalid' } };
    if (body.grant_type !== 'agent_token' || body.client_id !== clientId || body.response_type !== 'token')
      return { status: 400, body: { error: 'invalid_request', error_description: 'bad grant' } };
    const asked = body.entity_id;
    if (asked !== undefined && (typeof asked !== 'string' || !entities.has(asked)))
      return { status: 400, body: { error: 'invalid_request', error_description: 'customer not found' } };
    const entityId = typeof asked === 'string' ? asked : randomUUID();
    entities.add(entityId);
    counts.customerTokens += 1;
    return {
      status: 200,
      body: {
        access_token: token('fake-customer'),
        client_id: clientId,
        entity_id: entityId,
        expires_in: customerTokenSeconds,
        token_type: 'Bearer',
        organization_id: organizationId,
      },
    };
  }

  async function answer(request: IncomingMessage, response: ServerResponse) {
    if (state === 'unreachable') return request.socket.destroy();
    const text = await readBody(request);
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (state === 'down') return reply(503, { error: 'service_unavailable' });
    if (request.method === 'POST' && request.url === '/v2/token') {
      const { status, body } = agentGrant(new URLSearchParams(text));
      return reply(status, body);
    }
    if (request.method === 'POST' && request.url === '/v2/customer/token') {
      const parsed = parseJson(text);
      if (!parsed) return reply(400, { error: 'invalid_request', error_description: 'JSON expected' });
      const { status, body } = customerGrant(request.headers.authorization, parsed);
      return reply(status, body);
    }
    reply(404, { error: 'not_found' });
  }

  const server = createServer((request, response) => void answer(request, response));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    clientId,
    clientSecret,
    refreshToken: refreshToken,
    licenseId,
    env: {
      LIVECHAT_ACCOUNTS_URL: url,
      LIVECHAT_CLIENT_ID: clientId,
      LIVECHAT_CLIENT_SECRET: clientSecret,
      LIVECHAT_REFRESH_TOKEN: refreshToken,
    },
    counts,
    entities,
    setState: (next) => {
      state = next;
    },
    revokeAgentTokens: () => agentTokens.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
