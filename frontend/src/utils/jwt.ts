/**
 * Reads a JWT's payload WITHOUT verifying it: for display and expiry hints
 * only, never for trust decisions. Returns null for anything that is not a
 * three-part token with a base64url JSON object payload.
 */
export function decodeJwtPayload<T extends object = Record<string, unknown>>(
  token: string | null | undefined,
): T | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const json = base64UrlDecode(parts[1]);
    const payload: unknown = JSON.parse(json);
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as T)
      : null;
  } catch {
    return null;
  }
}

/** base64url → UTF-8 string (so non-ASCII claims such as Chinese names survive). */
export function base64UrlDecode(input: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(input)) throw new SyntaxError('not base64url');
  const base64 = input.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
