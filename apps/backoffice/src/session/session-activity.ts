/**
 * When the session was last used: every answer of a staff route moves the server's idle end, so the
 * client notes the moment to know when the session would end if nothing else happens.
 */
export function createSessionActivity(now: () => number = Date.now) {
  let lastUsedAt = now();
  const listeners = new Set<() => void>();
  return {
    touch() {
      lastUsedAt = now();
      for (const listener of listeners) listener();
    },
    lastUsedAt: () => lastUsedAt,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type SessionActivity = ReturnType<typeof createSessionActivity>;
