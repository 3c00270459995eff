import { MOBILE_EXEMPT_PATHS, MOBILE_HOME_PATH } from './paths';
import { matchesPathPattern } from '@/utils/menu';

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
  if (MOBILE_EXEMPT_PATHS.some((pattern) => matchesPathPattern(pattern, pathname))) return null;
  return MOBILE_HOME_PATH;
}
