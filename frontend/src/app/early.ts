/**
 * The first entry to run, long before `main` (about a fifth of its size) has arrived: it
 * settles the language, the 401 handling and the client's notices, and for a signed-in
 * person who may open the page it starts the reads the page will make, the shell's menu and
 * the page's own (its table row's `data`), so their answers come while the rest of the code
 * downloads. `main` depends on this entry (webpack's `dependOn`): the modules here have one
 * instance for both.
 */
import { setNoticeHandler, setUnauthorizedHandler } from '@/api/client';
import { sessionStore } from '@/api/session';
import { notifyError } from '@/components/feedback';
import { PAGE_TABLE } from '@/config/pageTable';
import { initLocale } from '@/i18n/locale';
import { handleUnauthorized } from '@/lib/auth';
import { matchesPathPattern } from '@/utils/menu';

import { loadMenu } from './menu/store';
import { pageData } from './pageData';
import { queryClient } from './queryClient';

initLocale();
setUnauthorizedHandler(handleUnauthorized);
setNoticeHandler(notifyError);

/** Starts the reads of the page at `location` (exported for its test). */
export function startReads(location: Pick<Location, 'pathname' | 'href'>): void {
  const session = sessionStore.get();
  const page = PAGE_TABLE.find((row) => matchesPathPattern(row.path, location.pathname));
  if (!session || !page?.built || !page.userTypes.includes(session.userType)) return;
  if (page.layout === 'shell') loadMenu().catch(() => undefined);
  pageData(page)?.()
    .then(({ prefetch }) => prefetch(queryClient, new URL(location.href)))
    .catch(() => undefined); // the page reads again and shows the failure
}

startReads(window.location);
