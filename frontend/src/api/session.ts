import { useSyncExternalStore } from 'react';

import { STORAGE_KEYS } from '@/constants';
import { readString, writeString } from '@/utils/storage';

import type { Session, UserType } from './types';

const USER_TYPES: readonly UserType[] = ['user', 'admin', 'member'];

/** A stored value is trusted only if it has the session's shape. */
export function parseSession(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session> | null;
    if (
      value &&
      typeof value.token === 'string' &&
      value.token &&
      typeof value.refresh_token === 'string' &&
      typeof value.access_token_expire === 'number' &&
      typeof value.smeId === 'string' &&
      USER_TYPES.includes(value.userType as UserType)
    ) {
      return value as Session;
    }
  } catch {
    // fall through
  }
  return null;
}

export interface SessionStore {
  get(): Session | null;
  set(session: Session): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

/**
 * The session lives in localStorage so every tab shares it: a sign-in,
 * refresh or sign-out in one tab is seen by the others (`storage` event).
 * `get()` re-reads storage and returns a stable object while it is unchanged,
 * as `useSyncExternalStore` requires.
 */
export function createSessionStore(key: string = STORAGE_KEYS.session): SessionStore {
  const listeners = new Set<() => void>();
  let lastRaw: string | null = null;
  let lastSession: Session | null = null;
  const notify = () => listeners.forEach((listener) => listener());

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) notify();
    });
  }

  return {
    get() {
      const raw = readString(key);
      if (raw !== lastRaw) {
        lastRaw = raw;
        lastSession = parseSession(raw);
      }
      return lastSession;
    },
    set(session) {
      writeString(key, JSON.stringify(session));
      notify();
    },
    clear() {
      writeString(key, null);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const sessionStore = createSessionStore();

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
