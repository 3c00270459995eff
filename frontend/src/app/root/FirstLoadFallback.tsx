import { useLocation } from 'react-router';

import { FullScreenLoader } from '@/components/FullScreenLoader';
import { pageAt } from '@/config/pages';

import { BootShell } from './BootShell';

/**
 * What shows until the first page's code (and its guard) are ready: the signed-in frame for
 * the shell's pages, as the server's document already drew it, a spinner for the others.
 */
export function FirstLoadFallback() {
  const { pathname } = useLocation();
  return pageAt(pathname)?.layout === 'shell' ? <BootShell /> : <FullScreenLoader />;
}
