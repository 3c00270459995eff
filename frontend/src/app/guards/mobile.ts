import { phoneStays } from '@/config/pages';
import { MOBILE_HOME_PATH } from '@/config/paths';

/** Spec rule: a user agent naming android or iphone is a phone. */
export function isPhone(userAgent: string): boolean {
  return /android|iphone/i.test(userAgent);
}

/**
 * Where a phone should be sent instead of `pathname`, or null to stay:
 * phones go to the mobile market except on the e-mail, company-join and
 * reset-password pages, and when already on the mobile site.
 */
export function mobileRedirect(userAgent: string, pathname: string): string | null {
  if (!isPhone(userAgent)) return null;
  if (pathname === '/m' || pathname.startsWith('/m/')) return null;
  if (phoneStays(pathname)) return null;
  return MOBILE_HOME_PATH;
}
