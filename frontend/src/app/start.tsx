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

import { AppRoot } from './AppRoot';
import { installGlobalErrorHandlers } from './globalErrors';
import { installDialogTabWrap } from '@/lib/dialogTab';
import { connectRouter } from '@/lib/navigation';
import { queryClient } from './queryClient';
import { buildRoutes } from './routes';

// `early.ts` has run: the language is settled, 401s are handled, the first reads are out.
const locale = getLocale();
installGlobalErrorHandlers();
installDialogTabWrap();
provideFeedbackHost(() => import(/* webpackChunkName: "feedback" */ '@/components/FeedbackHost'));

const router = createBrowserRouter(buildRoutes({ queryClient }));
connectRouter(router);
api.startRefreshSchedule();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');
const root = createRoot(container);
// The first render waits for the core catalog (should it fail, the page shows in English) and
// for antd's styles when the document names them (`antdStyles.ts`). It is a transition, so
// React draws it in slices that leave the main thread free between them (a phone's first
// render was one task of a second and more).
void Promise.all([loadCatalogsInUse(locale).catch(() => undefined), antdStylesApplied()]).then(() =>
  startTransition(() => root.render(<AppRoot router={router} queryClient={queryClient} />)),
);
