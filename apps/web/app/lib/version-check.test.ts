import { describe, expect, it } from 'vitest';
import { fetchLatestBuildId, isNewBuild } from './version-check.ts';

const respond = (status: number, body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('new version check', () => {
  it('reads the build id from the manifest', async () => {
    expect(await fetchLatestBuildId(respond(200, { buildId: 'b2' }))).toBe('b2');
  });

  it('treats a missing or broken manifest as no news', async () => {
    expect(await fetchLatestBuildId(respond(404, {}))).toBeNull();
    expect(await fetchLatestBuildId(respond(200, { other: 1 }))).toBeNull();
    const failing = (async () => {
      throw new Error('offline');
    }) as unknown as typeof fetch;
    expect(await fetchLatestBuildId(failing)).toBeNull();
  });

  it('announces only a different build', () => {
    expect(isNewBuild('b1', 'b2')).toBe(true);
    expect(isNewBuild('b1', 'b1')).toBe(false);
    expect(isNewBuild('b1', null)).toBe(false);
  });
});
