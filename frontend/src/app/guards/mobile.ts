import { pageAt } from '@/config/pages';
import { MOBILE_HOME_PATH } from '@/config/paths';
import { isPhone } from '@/lib/settings';

/**
 * Where a phone should be sent instead of `pathname`, or null to stay (the server's
 * `phone_target` reads the same page-table fields): a page's mobile twin keeps the query;
 * other pages go to the mobile market, except the mobile set itself, pages marked
 * `phoneStays` (e-mail, company join, reset password, /pc-web) and unknown paths. A target
 * not built yet (`isBuilt`) falls back to the mobile market, and that to staying.
 */
export function mobileRedirect(
  userAgent: string,
  pathname: string,
  search: string,
  isBuilt: (pathname: string) => boolean,
): string | null {
  if (!isPhone(userAgent)) return null;
  if (pathname === '/m' || pathname.startsWith('/m/')) return null;
  const page = pageAt(pathname);
  if (!page || page.phoneStays) return null;
  if (page.mobile && isBuilt(page.mobile)) return `${page.mobile}${search}`;
  return isBuilt(MOBILE_HOME_PATH) ? MOBILE_HOME_PATH : null;
}
