import { deleteCookie, ONE_YEAR_SECONDS, readCookie, writeCookie } from '../cookies.ts';
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
 * The token lives in local storage (read by every tab, watched for cross-tab changes) and in a
 * year-long cookie, so the server knows the player when it renders a page.
 */
export function browserTokenStorage(): TokenStorage {
  return {
    read: () => {
      if (typeof document === 'undefined') return null;
      return (
        localStorageOrNull()?.getItem(SESSION_TOKEN_KEY) ||
        readCookie(document.cookie, SESSION_TOKEN_KEY) ||
        null
      );
    },
    write: (token) => {
      localStorageOrNull()?.setItem(SESSION_TOKEN_KEY, token);
      writeCookie(SESSION_TOKEN_KEY, token, ONE_YEAR_SECONDS);
    },
    clear: () => {
      localStorageOrNull()?.removeItem(SESSION_TOKEN_KEY);
      deleteCookie(SESSION_TOKEN_KEY);
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
