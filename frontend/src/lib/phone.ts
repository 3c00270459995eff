/** Spec rule: a user agent naming android or iphone is a phone (the server's `PHONE` too). */
export function isPhone(userAgent: string): boolean {
  return /android|iphone/i.test(userAgent);
}
