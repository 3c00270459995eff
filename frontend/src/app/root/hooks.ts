import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useNavigation } from 'react-router';

import { prefetchFeedback } from '@/components/feedback';
import { NETWORK_ERROR_PATH } from '@/config/paths';
import { PREFETCH_AFTER_MS, QUERY_PARAMS } from '@/constants';
import { appMessages } from '@/i18n/messages';
import { useRouteTitle } from '@/lib/routeTitle';
import { withQuery } from '@/utils/url';

import { formatDocumentTitle } from './title';

export type { RouteHandle } from '@/lib/routeTitle';

type ProgressBar = typeof import('nprogress');

let progressBar: Promise<ProgressBar> | null = null;

/**
 * nprogress, configured: a lazy chunk fetched once the first page shows, as the first page
 * needs no bar (the first load is not a navigation).
 */
export function loadProgressBar(): Promise<ProgressBar> {
  progressBar ??= import(/* webpackChunkName: "progress" */ 'nprogress').then(
    ({ default: bar }) =>
      // Its default template finds the bar by `role="bar"`, which is no ARIA role.
      bar.configure({
        minimum: 0.3,
        showSpinner: false,
        template: '<div class="bar"><div class="peg"></div></div>',
        barSelector: '.bar',
      }),
    (error: unknown) => {
      progressBar = null; // fetched again next time
      throw error;
    },
  );
  return progressBar;
}

const ignore = () => undefined; // no bar without its code

/** Thin progress bar at the top while a navigation loads (code and data). */
export function useNavigationProgress(): void {
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (!busy) return;
    const bar = loadProgressBar();
    bar.then((loaded) => loaded.start(), ignore);
    return () => {
      bar.then((loaded) => loaded.done(), ignore);
    };
  }, [busy]);
}

/**
 * Once the first page shows and the browser is idle, fetches the code kept for later (antd's
 * notices, the progress bar), so that the first load has the network to itself.
 */
export function usePrefetchLater(): void {
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (busy) return;
    const prefetch = () => {
      loadProgressBar().catch(ignore);
      prefetchFeedback();
    };
    const timer = setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(prefetch);
      else prefetch();
    }, PREFETCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy]);
}

/** Keeps `document.title` as "<page title> - <product title>" in the current language. */
export function useDocumentTitle(): void {
  const intl = useIntl();
  const descriptor = useRouteTitle();
  const page = descriptor ? intl.formatMessage(descriptor) : undefined;
  const product = intl.formatMessage(appMessages.title);
  useEffect(() => {
    document.title = formatDocumentTitle(page, product);
  }, [page, product]);
}

/** Going offline leads to /500, remembering the page for "Try again". */
export function useOfflineRedirect(): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    const onOffline = () => {
      if (pathname === NETWORK_ERROR_PATH) return;
      navigate(withQuery(NETWORK_ERROR_PATH, { [QUERY_PARAMS.redirect]: `${pathname}${search}` }), {
        replace: true,
      });
    };
    window.addEventListener('offline', onOffline);
    return () => window.removeEventListener('offline', onOffline);
  }, [navigate, pathname, search]);
}
