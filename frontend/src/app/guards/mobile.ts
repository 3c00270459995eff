import { pageAt } from '@/config/pages';
import { isPhone } from '@/lib/phone';

/**
 * Where a phone should be sent instead of `pathname`, or null to stay: a signed-out phone on a
 * public page with a mobile twin (`/`, the market and nearby pages, `/compony`) goes to the
 * twin, query kept; every other page, and every page for a signed-in phone, opens as on a
 * desktop (docs/decisions/0056). A twin not built yet (`isBuilt`) leaves the phone where it is.
 */
export function mobileRedirect({
  userAgent,
  signedIn,
  pathname,
  search,
  isBuilt,
}: {
  userAgent: string;
  signedIn: boolean;
  pathname: string;
  search: string;
  isBuilt: (pathname: string) => boolean;
}): string | null {
  if (signedIn || !isPhone(userAgent)) return null;
  const twin = pageAt(pathname)?.mobile;
  return twin && isBuilt(twin) ? `${twin}${search}` : null;
}
