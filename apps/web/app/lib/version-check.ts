import { useEffect } from 'react';

export const BUILD_MANIFEST_PATH = '/builds/latest.json';

export async function fetchLatestBuildId(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetcher(BUILD_MANIFEST_PATH, { cache: 'no-store' });
    if (!response.ok) return null;
    const manifest = (await response.json()) as { buildId?: unknown };
    return typeof manifest.buildId === 'string' ? manifest.buildId : null;
  } catch {
    return null;
  }
}

export function isNewBuild(runningBuildId: string, latestBuildId: string | null): boolean {
  return latestBuildId !== null && latestBuildId !== runningBuildId;
}

/** Polls the build manifest; calls `onNewBuild` once when a newer build than the running one is out. */
export function useNewVersionCheck(intervalSeconds: number, onNewBuild: () => void) {
  useEffect(() => {
    let announced = false;
    const check = async () => {
      if (announced || document.visibilityState !== 'visible') return;
      if (isNewBuild(__BUILD_ID__, await fetchLatestBuildId())) {
        announced = true;
        onNewBuild();
      }
    };
    const timer = setInterval(check, intervalSeconds * 1000);
    return () => clearInterval(timer);
  }, [intervalSeconds, onNewBuild]);
}
