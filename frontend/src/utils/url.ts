/**
 * A same-origin path that is safe to navigate to after sign-in, or null.
 * Rejects absolute URLs, protocol-relative `//host` and backslash tricks.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  try {
    const base = 'http://app.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** Appends (or replaces) query parameters on a path that may already carry a query. */
export function withQuery(
  path: string,
  params: Record<string, string | null | undefined> | URLSearchParams,
): string {
  const url = new URL(path, 'http://app.invalid');
  const entries = params instanceof URLSearchParams ? [...params] : Object.entries(params);
  for (const [key, value] of entries) {
    if (value === null || value === undefined) continue;
    url.searchParams.set(key, value);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A query parameter naming a row (`?id=`) as a positive integer, else null. */
export function parseIdParam(value: string | null): number | null {
  if (value === null || !/^\d{1,12}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
