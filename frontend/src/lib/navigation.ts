/**
 * Navigation for code outside React components (API client, loaders).
 * main.tsx connects it to the router.
 */
import type { createBrowserRouter } from 'react-router';

export interface NavigateOptions {
  replace?: boolean;
}

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'state'>;
type StartingRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

let router: Router | null = null;

export function connectRouter(next: Router | null): void {
  router = next;
}

export function navigateTo(to: string, options: NavigateOptions = {}): void {
  if (router) void router.navigate(to, options);
  else if (options.replace) window.location.replace(to);
  else window.location.assign(to);
}

/**
 * Settles once the router has started: the first page's loaders have run and its lazy routes,
 * with their catalogs, have arrived. At once when it has.
 */
export function routerStarted(starting: StartingRouter): Promise<void> {
  return new Promise((resolve) => {
    if (starting.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = starting.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Path and query of the current page. */
export function currentPath(): string {
  const { pathname, search } = router ? router.state.location : window.location;
  return `${pathname}${search}`;
}

export function currentPathname(): string {
  return router ? router.state.location.pathname : window.location.pathname;
}

/** Leaves the app for another site (e.g. WeChat's authorisation page). */
export function goToExternal(url: string): void {
  window.location.assign(url);
}
