import { Outlet } from 'react-router';

import {
  useDocumentTitle,
  useNavigationProgress,
  useOfflineRedirect,
  usePrefetchLater,
} from './hooks';

/** The root route: app-wide navigation effects around every page. */
export function RootRoute() {
  useNavigationProgress();
  useDocumentTitle();
  useOfflineRedirect();
  usePrefetchLater();
  return <Outlet />;
}
