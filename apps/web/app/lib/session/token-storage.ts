import { SESSION_TOKEN_KEY } from './token.ts';

export type TokenStorage = {
  read: () => string | null;
  write: (token: string) => void;
  clear: () => void;
};

function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The token lives in local storage (read by every tab, watched for cross-tab changes). The cookie
 * server-rendered pages read is the server's own (HttpOnly): set by the answers that issue a token,
 * cleared by logout; scripts never see it.
 */
export function browserTokenStorage(): TokenStorage {
  return {
    read: () => localStorageOrNull()?.getItem(SESSION_TOKEN_KEY) || null,
    write: (token) => {
      localStorageOrNull()?.setItem(SESSION_TOKEN_KEY, token);
    },
    clear: () => {
      localStorageOrNull()?.removeItem(SESSION_TOKEN_KEY);
    },
  };
}

/** In-memory storage for tests and for the server, where there is no browser storage. */
export function memoryTokenStorage(initial: string | null = null): TokenStorage {
  let token = initial;
  return {
    read: () => token,
    write: (next) => {
      token = next;
    },
    clear: () => {
      token = null;
    },
  };
}
