import type { RouteDeclaration } from '@casino/contracts';
import { identityRoutes, routeLink } from '@casino/contracts/links';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { fakeToken } from './fake-token.ts';
import { loadForPlayer, playerApi, signInRedirectPath } from './server.ts';

/** A player call whose answer is any list: these tests are about the token, not the payload. */
type ListDeclaration = RouteDeclaration<
  undefined,
  undefined,
  undefined,
  z.ZodObject<{ data: z.ZodArray<z.ZodUnknown> }>
>;
const listAt = (path: '/api/player/profile' | '/api/player/sessions') =>
  routeLink<ListDeclaration>('GET', path);

const nowSeconds = () => Math.floor(Date.now() / 1000);
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function pageRequest(token?: string) {
  return new Request('http://site/profile/info', {
    headers: token ? { cookie: `a=1; session-token=${token}` } : {},
  });
}

function contextWith(handler: (path: string, headers: Record<string, string>) => Response) {
  const api = vi.fn(async (path: string, init: { headers?: Record<string, string> } = {}) =>
    handler(path, init.headers ?? {}),
  );
  return { context: { api, cspNonce: '', publicUrl: '' } as unknown as AppLoadContext, api };
}

describe('player API of a loader', () => {
  it("sends the cookie's token as a Bearer token", async () => {
    const token = fakeToken({ sub: 'p1', exp: nowSeconds() + 600 });
    const { context, api } = contextWith(() => json(200, { data: [] }));
    await playerApi(pageRequest(token), context).call(listAt('/api/player/profile'), {});
    expect(api).toHaveBeenCalledTimes(1);
    expect(api.mock.calls[0]?.[1]?.headers).toMatchObject({ authorization: `Bearer ${token}` });
  });

  it('never refreshes an expired cookie token: it goes out as it is, the browser refreshes it', async () => {
    const expired = fakeToken({ sub: 'p2', exp: nowSeconds() - 60 });
    const { context, api } = contextWith(() => json(200, { data: [] }));
    await Promise.all([
      playerApi(pageRequest(expired), context).call(listAt('/api/player/profile'), {}),
      playerApi(pageRequest(expired), context).call(listAt('/api/player/sessions'), {}),
    ]);
    expect(api.mock.calls.map(([path]) => path)).toEqual(['/api/player/profile', '/api/player/sessions']);
    expect(api.mock.calls.map(([, init]) => init?.headers?.authorization)).toEqual([
      `Bearer ${expired}`,
      `Bearer ${expired}`,
    ]);
  });

  it('sends a guest home with the sign-in modal, keeping the locale', async () => {
    const { context } = contextWith(() => json(401, { error: { code: 10401, message: 'Unauthenticated.' } }));
    const noCookie = loadForPlayer(pageRequest(), context, 'de', async () => 'never');
    await expect(noCookie).rejects.toMatchObject({ status: 302 });
    await noCookie.catch((response: Response) =>
      expect(response.headers.get('location')).toBe('/de/?sign-in='),
    );

    const refused = loadForPlayer(
      pageRequest(fakeToken({ sub: 'p3', exp: nowSeconds() + 600 })),
      context,
      undefined,
      (api) => api.call(identityRoutes.profile, {}),
    );
    await refused.catch((response: Response) => expect(response.headers.get('location')).toBe('/?sign-in='));
    expect(signInRedirectPath('pt-br')).toBe('/pt-br/?sign-in=');
  });
});
