import 'nprogress/nprogress.css';
import './global.css';

import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';

import { api, setUnauthorizedHandler } from '@/api/client';
import { initLocale } from '@/i18n/locale';
import { createQueryClient } from '@/lib/query';

import { AppRoot } from './AppRoot';
import { handleUnauthorized } from '@/lib/auth';
import { installGlobalErrorHandlers } from './globalErrors';
import { connectRouter } from '@/lib/navigation';
import { buildRoutes } from './routes';

initLocale();
installGlobalErrorHandlers();

const router = createBrowserRouter(buildRoutes());
connectRouter(router);
setUnauthorizedHandler(handleUnauthorized);
api.startRefreshSchedule();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');
createRoot(container).render(<AppRoot router={router} queryClient={createQueryClient()} />);
