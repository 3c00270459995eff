/**
 * Renders the whole app (providers, guard, frames, routes) in a memory router, antd without
 * its style sheets.
 */
import { createGuardLoader, type GuardEnvironment } from '@/app/guards/guardLoader';
import { loadMenu } from '@/app/menu/store';
import { buildRoutes } from '@/app/routes';

// The signed-in shell is a lazy chunk: compiled here, once, rather than inside a test's
// first wait for the page.
import '@/app/layout/AppLayout';
import { mountRoutes, WithoutStyles, type RenderPageOptions } from './page';

export { findDialog, fullText } from './page';

export interface RenderAppOptions extends RenderPageOptions {
  env?: Partial<GuardEnvironment>;
}

export function renderApp(path: string, { api, env }: RenderAppOptions = {}) {
  const guardLoader = createGuardLoader({
    online: () => true,
    userAgent: () => 'Mozilla/5.0 (X11; Linux x86_64) jsdom',
    loadMenu: () => loadMenu(),
    ...env,
  });
  return mountRoutes(
    path,
    (queryClient) => buildRoutes({ guardLoader, queryClient }),
    { api },
    WithoutStyles,
  );
}
