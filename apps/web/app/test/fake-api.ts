import type { AppLoadContext } from 'react-router';
import { createApiClient, type Fetcher } from '../lib/api-client.ts';

/** A call the fake API received; `body` is the object the client sent. */
export type FakeCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
  /** 'same-origin' when the call asked to send the page's cookies. */
  credentials?: string;
};
export type FakeReply = { status?: number; body: unknown };

/** `{data}`, a page of rows with its meta, and an error in the API's shape. */
export const dataReply = (data: unknown): FakeReply => ({ body: { data } });
export const pageReply = (rows: unknown[]): FakeReply => ({
  body: { data: rows, meta: { page: 1, perPage: 50, totalPages: 1, totalRows: rows.length } },
});
export const errorReply = (status: number, code = 0, fields?: Record<string, string[]>): FakeReply => ({
  status,
  body: { error: { code, message: `Error ${status}`, ...(fields ? { fields } : {}) } },
});

/**
 * An API in memory for feature tests: `answer` replies to each call by `METHOD /path` (404 when it
 * has nothing), and every call is kept. `api` is the browser's client with the player's token, `guest`
 * one without; `context` is a loader's (the server's in-process fetcher, called as the visitor).
 */
export function fakeApi(answer: (route: string, call: FakeCall) => FakeReply | undefined) {
  const calls: FakeCall[] = [];
  const fetcher: Fetcher = async (path, init = {}) => {
    const [pathname = '', search = ''] = path.split('?');
    const call: FakeCall = {
      method: init.method ?? 'GET',
      path: pathname,
      query: new URLSearchParams(search),
      headers: init.headers ?? {},
      body: init.body,
      credentials: init.credentials,
    };
    calls.push(call);
    const reply = answer(`${call.method} ${call.path}`, call) ?? errorReply(404);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  const withToken: Fetcher = (path, init = {}) =>
    fetcher(path, { ...init, headers: { ...init.headers, authorization: 'Bearer token' } });
  return {
    api: createApiClient(withToken),
    guest: createApiClient(fetcher),
    context: { api: fetcher } as unknown as AppLoadContext,
    calls,
    /** The calls made to one route (`METHOD /path`). */
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}
