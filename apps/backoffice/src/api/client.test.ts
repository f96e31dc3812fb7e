import {
  backofficeChatRoutes,
  backofficeRoutes,
  CSRF_HEADER,
  ErrorCode,
  STEP_UP_HEADER,
} from '@casino/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createBackofficeClient } from './client.ts';

type Sent = { url: string; method: string; headers: Record<string, string>; body: unknown };

/** A fetch that answers from a list, in order, and records what was sent. */
function fakeServer(...answers: { status: number; body: unknown; headers?: Record<string, string> }[]) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: String(init.method),
      headers: init.headers as Record<string, string>,
      body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
    });
    const answer = answers.shift();
    if (!answer) throw new Error(`No answer left for ${url}`);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  return { fetch, sent };
}

const me = (csrfToken: string) => ({
  data: {
    staff: { id: 's1', email: 'a@example.com', name: 'A', role: 'owner', status: 'active' },
    permissions: [],
    grantableRoles: [],
    csrfToken,
    session: { id: 'x', expiresAt: '2030-01-01T00:00:00Z', idleExpiresAt: '2030-01-01T00:00:00Z' },
  },
});
const member = { data: { id: 's2', role: 'finance' } };
const error = (status: number, code: number, message = 'no', fields?: Record<string, string[]>) => ({
  status,
  body: { error: { code, message, ...(fields ? { fields } : {}) } },
});

function clientOf(server: ReturnType<typeof fakeServer>) {
  const hooks = { onSessionEnded: vi.fn(), onSessionUsed: vi.fn() };
  return { client: createBackofficeClient({ hooks, fetch: server.fetch }), hooks };
}

describe('the back-office API client', () => {
  it("sends the session's CSRF token on writes once an answer carried it, never on reads", async () => {
    const server = fakeServer({ status: 200, body: me('token-1') }, { status: 200, body: member });
    const { client } = clientOf(server);
    await client.call(backofficeRoutes.staffMe, {});
    await client.call(backofficeRoutes.disableStaff, { params: { id: 's2' }, body: {} });
    expect(server.sent[0]!.headers[CSRF_HEADER]).toBeUndefined();
    expect(server.sent[1]).toMatchObject({
      url: '/api/backoffice/staff/s2/disable',
      method: 'POST',
      headers: { [CSRF_HEADER]: 'token-1', 'content-type': 'application/json' },
      body: {},
    });
  });

  it('takes the token of the password step for the TOTP step', async () => {
    const step = { data: { step: 'totp', csrfToken: 'half', expiresAt: '2030-01-01T00:00:00Z' } };
    const server = fakeServer({ status: 200, body: step }, { status: 200, body: me('full') });
    const { client } = clientOf(server);
    await client.call(backofficeRoutes.staffSignIn, { body: { email: 'a@example.com', password: 'pw' } });
    await client.call(backofficeRoutes.staffTotpStep, { body: { code: '123456' } });
    expect(server.sent[1]!.headers[CSRF_HEADER]).toBe('half');
    expect(client.hasCsrfToken()).toBe(true);
  });

  it('sends a fresh authenticator code only to routes declared freshTotp', async () => {
    const server = fakeServer(
      { status: 200, body: me('t') },
      { status: 200, body: member },
      { status: 200, body: member },
    );
    const { client } = clientOf(server);
    await client.call(backofficeRoutes.staffMe, {});
    await client.call(
      backofficeRoutes.changeStaffRole,
      { params: { id: 's2' }, body: { role: 'risk' } },
      { twoFactorCode: ' 654321 ' },
    );
    await client.call(
      backofficeRoutes.disableStaff,
      { params: { id: 's2' }, body: {} },
      { twoFactorCode: '1' },
    );
    expect(server.sent[1]!.headers[STEP_UP_HEADER]).toBe('654321');
    expect(server.sent[2]!.headers[STEP_UP_HEADER]).toBeUndefined();
  });

  it('reads the CSRF token again and repeats a write refused for it, once', async () => {
    const server = fakeServer(
      { status: 200, body: me('old') },
      error(403, ErrorCode.csrfTokenInvalid),
      { status: 200, body: me('new') },
      { status: 200, body: member },
    );
    const { client } = clientOf(server);
    await client.call(backofficeRoutes.staffMe, {});
    await expect(
      client.call(backofficeRoutes.enableStaff, { params: { id: 's2' }, body: {} }),
    ).resolves.toEqual(member);
    expect(server.sent.map((request) => request.headers[CSRF_HEADER])).toEqual([
      undefined,
      'old',
      undefined,
      'new',
    ]);
  });

  it('ends the session on a 401 from a staff route and says so once', async () => {
    const server = fakeServer({ status: 200, body: me('t') }, error(401, ErrorCode.sessionExpired, 'ended'));
    const { client, hooks } = clientOf(server);
    await client.call(backofficeRoutes.staffMe, {});
    const failure = await client.call(backofficeRoutes.listStaff, {}).catch((caught: unknown) => caught);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, code: ErrorCode.sessionExpired });
    expect(hooks.onSessionEnded).toHaveBeenCalledTimes(1);
    expect(client.hasCsrfToken()).toBe(false);
  });

  it('leaves the session alone on a 401 of the sign-in itself (wrong password) or one the caller owns', async () => {
    const server = fakeServer(error(401, ErrorCode.invalidCredentials), error(401, ErrorCode.unauthorized));
    const { client, hooks } = clientOf(server);
    await expect(
      client.call(backofficeRoutes.staffSignIn, { body: { email: 'a@example.com', password: 'x' } }),
    ).rejects.toMatchObject({ code: ErrorCode.invalidCredentials });
    await expect(
      client.call(backofficeRoutes.staffTotpStep, { body: { code: '1' } }, { ownsSessionErrors: true }),
    ).rejects.toMatchObject({ status: 401 });
    expect(hooks.onSessionEnded).not.toHaveBeenCalled();
  });

  it('counts every answer of a staff route but 401 as a use of the session (its idle end moves)', async () => {
    const server = fakeServer(
      { status: 200, body: me('t') },
      error(422, ErrorCode.validationFailed, 'bad', { email: ['Enter an e-mail address.'] }),
      { status: 200, body: { data: { email: 'x' } } },
    );
    const { client, hooks } = clientOf(server);
    await client.call(backofficeRoutes.staffMe, {});
    const failure = await client
      .call(
        backofficeRoutes.inviteStaff,
        { body: { email: 'x', name: 'X', role: 'finance' } },
        { twoFactorCode: '123456' },
      )
      .catch((caught: unknown) => caught);
    expect(failure).toMatchObject({ status: 422, fields: { email: ['Enter an e-mail address.'] } });
    await client.call(backofficeRoutes.readEnrolment, { params: { token: 'abc' } });
    expect(hooks.onSessionUsed).toHaveBeenCalledTimes(2);
  });

  it('does not count a background call (the chat heartbeat) as a use of the session', async () => {
    const server = fakeServer({ status: 200, body: { data: { agentsOnline: 1 } } });
    const { client, hooks } = clientOf(server);
    await client.call(backofficeChatRoutes.chatHeartbeat, {});
    expect(hooks.onSessionUsed).not.toHaveBeenCalled();
  });

  it('builds the query string of the audit filters and reads Retry-After of a throttled answer', async () => {
    const server = fakeServer(
      { status: 200, body: { data: [], meta: { nextCursor: null } } },
      { ...error(429, ErrorCode.rateLimited, 'wait'), headers: { 'retry-after': '8' } },
    );
    const { client } = clientOf(server);
    await client.call(backofficeRoutes.auditLog, {
      query: { action: 'staff.', actorKind: 'staff', cursor: undefined, limit: 50 },
    });
    expect(server.sent[0]!.url).toBe('/api/backoffice/audit?action=staff.&actorKind=staff&limit=50');
    await expect(
      client.call(backofficeRoutes.staffSignIn, { body: { email: 'a@example.com', password: 'x' } }),
    ).rejects.toMatchObject({ status: 429, retryAfterSeconds: 8 });
  });
});
