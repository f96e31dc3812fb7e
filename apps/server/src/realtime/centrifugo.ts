import type { Disconnect } from './protocol.ts';

/**
 * Centrifugo's HTTP server API (POST {url}/api/<method>, `X-API-Key`): the server publishes there
 * instead of running its own gateway.
 */
export class CentrifugoApi {
  constructor(
    private readonly url: string,
    private readonly apiKey: string,
  ) {}

  publish(channel: string, data: unknown) {
    return this.call('publish', { channel, data });
  }

  unsubscribe(user: string, channel: string, unsubscribe: Disconnect) {
    return this.call('unsubscribe', { user, channel, unsubscribe });
  }

  disconnect(user: string, disconnect: Disconnect) {
    return this.call('disconnect', { user, disconnect });
  }

  private async call(method: string, body: unknown) {
    const response = await fetch(`${this.url.replace(/\/+$/, '')}/api/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': this.apiKey },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5_000),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`Centrifugo ${method} answered ${response.status}: ${text}`);
    // A 200 can still carry an error (unknown channel, ...).
    const reply = text ? (JSON.parse(text) as { error?: { code: number; message: string } }) : {};
    if (reply.error)
      throw new Error(`Centrifugo ${method} failed: ${reply.error.code} ${reply.error.message}`);
  }
}
