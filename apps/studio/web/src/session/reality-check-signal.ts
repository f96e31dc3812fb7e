/**
 * Every call of the page that the server refused because the session's reality check is due (15021),
 * whatever game made it: the reality check listens and opens its panel, the server having decided.
 */
const listeners = new Set<() => void>();

export function onRealityCheckRefusal(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function signalRealityCheckRefusal(): void {
  for (const listener of listeners) listener();
}
