import 'nprogress/nprogress.css';
import './global.css';

import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';

import { api, setUnauthorizedHandler } from '@/api/client';
import { loadCatalogsInUse } from '@/i18n/catalogs';
import { initLocale } from '@/i18n/locale';
import { createQueryClient } from '@/lib/query';

import { AppRoot } from './AppRoot';
import { handleUnauthorized } from '@/lib/auth';
import { installGlobalErrorHandlers } from './globalErrors';
import { connectRouter } from '@/lib/navigation';
import { buildRoutes } from './routes';

const locale = initLocale();
installGlobalErrorHandlers();

const queryClient = createQueryClient();
const router = createBrowserRouter(buildRoutes({ queryClient }));
connectRouter(router);
setUnauthorizedHandler(handleUnauthorized);
api.startRefreshSchedule();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');
const root = createRoot(container);
// The first render waits for the core catalog; should it fail, the page shows in English.
void loadCatalogsInUse(locale)
  .catch(() => undefined)
  .then(() => root.render(<AppRoot router={router} queryClient={queryClient} />));
