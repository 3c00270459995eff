/**
 * The app's start, evaluated once the document has painted its frame (`main.tsx`).
 */
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';

import { api } from '@/api/client';
import { provideFeedbackHost } from '@/components/feedback';
import { loadCatalogsInUse } from '@/i18n/catalogs';
import { getLocale } from '@/i18n/locale';
import { antdStylesApplied } from '@/lib/antdStyles';
import { readsSettled } from '@/lib/query';
import { nextTask } from '@/lib/tasks';
import { withPatience } from '@/utils/patience';

import { AppRoot } from './AppRoot';
import { installGlobalErrorHandlers } from './globalErrors';
import { connectRouter, routerStarted } from '@/lib/navigation';
import { queryClient } from './queryClient';
import { buildRoutes } from './routes';

/** How long the first render waits for the page's code, catalogs and first reads (ms). */
const FIRST_RENDER_PATIENCE = 1000;

// `early.ts` has run: the language is settled, 401s are handled, the first reads are out.
const locale = getLocale();
installGlobalErrorHandlers();
// Its own small chunk: no dialog opens before it has arrived, and the sign-in page's first
// load keeps within its budget (docs/frontend.md, "Bundle").
void import(/* webpackChunkName: "dialog-tab" */ '@/lib/dialogTab')
  .then((module) => module.installDialogTabWrap())
  .catch(() => undefined); // antd's dialogs still pull focus back, only Tab is not wrapped
provideFeedbackHost(() => import(/* webpackChunkName: "feedback" */ '@/components/FeedbackHost'));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');
const root = createRoot(container);

// The router starts in a task after the one that evaluated the app's modules: its start
// matches the page, runs the loaders and asks for the lazy routes, together a long task on a
// phone.
void nextTask().then(() => {
  const router = createBrowserRouter(buildRoutes({ queryClient }));
  connectRouter(router);
  api.startRefreshSchedule();
  // The first render waits for the core catalog (should it fail, the page shows in English),
  // for antd's styles when the document names them (`antdStyles.ts`), and, a second at most,
  // for the router's start (the page's and its frame's code and catalogs) and the page's first
  // reads (`early`). A read answered or a catalog merged during the render made React draw
  // the whole page again at once, in one piece, the first time with the catalog's messages
  // missing. It is a transition, so React draws it in slices that leave the main thread free
  // between them (a phone's first render was one task of a second and more).
  return Promise.all([
    loadCatalogsInUse(locale).catch(() => undefined),
    antdStylesApplied(),
    withPatience(
      Promise.all([routerStarted(router), readsSettled(queryClient)]),
      FIRST_RENDER_PATIENCE,
    ),
  ]).then(() =>
    startTransition(() => root.render(<AppRoot router={router} queryClient={queryClient} />)),
  );
});
