/**
 * The first entry to run, long before `main` (about a fifth of its size) has arrived: it
 * settles the language, the 401 handling and the client's notices, and for a signed-in
 * person who may open the page it starts the reads the page will make, the shell's menu and
 * the page's own (its table row's `data`; a signed-out visitor those needing no sign-in), and
 * asks for the page's own files, once the document has painted, so their answers and the
 * files come while the rest of the code downloads. `main` depends on this entry
 * (webpack's `dependOn`): the modules here have one instance for both.
 */
import { setNoticeHandler, setUnauthorizedHandler } from '@/api/client';
import { sessionStore } from '@/api/session';
import { notifyError } from '@/components/feedback';
import { PAGE_TABLE } from '@/config/pageTable';
import { getLocale, initLocale, languageTag } from '@/i18n/locale';
import { isBuiltPath } from '@/config/pages';
import { applyAntdStyles } from '@/lib/antdStyles';
import { handleUnauthorized } from '@/lib/auth';
import { isPcMode } from '@/lib/host';
import { loadPageFiles } from '@/lib/pageFiles';
import { afterFirstPaint } from '@/lib/paint';
import { matchesPathPattern } from '@/utils/menu';

import { mobileRedirect } from './guards/mobile';
import { loadMenu } from './menu/store';
import { pageData, startPageData, startShellData } from './pageData';
import { queryClient } from './queryClient';

initLocale();
setUnauthorizedHandler(handleUnauthorized);
setNoticeHandler(notifyError);

/** Starts the reads of the page at `location` (exported for its test). */
export function startReads(location: Pick<Location, 'pathname' | 'href'>): void {
  const session = sessionStore.get();
  const page = PAGE_TABLE.find((row) => matchesPathPattern(row.path, location.pathname));
  if (!page?.built) return;
  if (session && page.userTypes.includes(session.userType) && page.layout === 'shell') {
    loadMenu().catch(() => undefined);
    startShellData(queryClient, session.userType);
  }
  const data = pageData(page);
  if (data) {
    startPageData(data, {
      pathname: location.pathname,
      userType: session?.userType ?? null,
      client: queryClient,
      url: new URL(location.href),
    });
  }
}

/**
 * A signed-out phone opens the page's mobile twin from the start: the route guard's rule
 * (docs/decisions/0056) applied before the router starts, so the page's own code is never
 * fetched for it (its document names the twin's files, docs/decisions/0059). The guard keeps
 * the rule on every later navigation.
 */
export function openTwin(
  location: Pick<Location, 'pathname' | 'search'>,
  history: Pick<History, 'replaceState' | 'state'>,
  userAgent: string,
): void {
  if (isPcMode()) return;
  const twin = mobileRedirect({
    userAgent,
    signedIn: sessionStore.get() !== null,
    pathname: location.pathname,
    search: location.search,
    isBuilt: isBuiltPath,
  });
  if (twin) history.replaceState(history.state, '', twin);
}

/**
 * What runs once the document has painted, each part in a task of its own (exported for its
 * test): one task for all of them was a long task on a phone.
 * - antd's styles for the console, where the document names them (`applyAntdStyles`), in the
 *   first task with the next part: it only adds a link.
 * - The first use of `Intl` loads ICU's data, whatever it formats (about 20 ms on a desktop,
 *   four times that on a phone). Done first and alone, it is not added to the page's reads
 *   (the wallet's time zone) or to React's first slices (react-intl's formatters).
 * - The page's files, a few to a task (`loadPageFiles`); the app's start waits for them.
 * - The page's reads.
 */
export function afterPaint(location: Pick<Location, 'pathname' | 'href'>): void {
  applyAntdStyles();
  new Intl.NumberFormat(languageTag(getLocale())).format(0);
  setTimeout(loadPageFiles, 0);
  setTimeout(() => startReads(location), 0);
}

openTwin(window.location, window.history, navigator.userAgent);
afterFirstPaint(() => afterPaint(window.location));
