import { useSyncExternalStore } from 'react';

import type { MenuRoute } from '@/api/types';
import { onSessionReset } from '@/lib/auth';

import { fetchMenu } from './api';

type Listener = () => void;

let menu: MenuRoute[] | null = null;
let inFlight: Promise<MenuRoute[]> | null = null;
/** Bumped on reset so a fetch started for an old session is dropped. */
let generation = 0;
const listeners = new Set<Listener>();

const emit = () => listeners.forEach((listener) => listener());

export const menuStore = {
  /** The caller's menu, or null while not loaded. */
  get: (): MenuRoute[] | null => menu,
  set(next: MenuRoute[]) {
    menu = next;
    emit();
  },
  /** Forget the menu (sign-in, sign-out, identity switch). */
  reset() {
    generation += 1;
    inFlight = null;
    if (menu !== null) {
      menu = null;
      emit();
    }
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

// The menu is the signed-in person's: a sign-in, sign-out or identity switch forgets it.
onSessionReset(() => menuStore.reset());

/** Fetches the menu once; concurrent callers share the request. */
export function loadMenu(load: () => Promise<MenuRoute[]> = fetchMenu): Promise<MenuRoute[]> {
  if (menu) return Promise.resolve(menu);
  if (!inFlight) {
    const mine = generation;
    inFlight = load()
      .then((routes) => {
        const list = Array.isArray(routes) ? routes : [];
        if (mine === generation) menuStore.set(list);
        return list;
      })
      .finally(() => {
        if (mine === generation) inFlight = null;
      });
  }
  return inFlight;
}

export function useMenu(): MenuRoute[] | null {
  return useSyncExternalStore(menuStore.subscribe, menuStore.get, menuStore.get);
}
