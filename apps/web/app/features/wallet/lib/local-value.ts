import { useCallback, useSyncExternalStore } from 'react';

/** Told when this tab writes a value; the storage event only reaches the other tabs. */
const LOCAL_CHANGE = 'wallet-local-value';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readLocalValue(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

/** Writes (or with null removes) a value and tells this tab's readers. */
export function writeLocalValue(key: string, value: string | null) {
  const store = storage();
  if (!store) return;
  if (value === null) store.removeItem(key);
  else store.setItem(key, value);
  window.dispatchEvent(new CustomEvent(LOCAL_CHANGE, { detail: key }));
}

function subscribe(key: string, onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  const onLocal = (event: Event) => {
    if ((event as CustomEvent<string>).detail === key) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(LOCAL_CHANGE, onLocal);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(LOCAL_CHANGE, onLocal);
  };
}

/**
 * A value kept in local storage, shared by every component (and tab) that reads it; null on the
 * server and during hydration, so the server-rendered page and the first browser render agree.
 */
export function useLocalValue(key: string): [string | null, (value: string | null) => void] {
  const value = useSyncExternalStore(
    useCallback((onChange: () => void) => subscribe(key, onChange), [key]),
    () => readLocalValue(key),
    () => null,
  );
  const set = useCallback((next: string | null) => writeLocalValue(key, next), [key]);
  return [value, set];
}
