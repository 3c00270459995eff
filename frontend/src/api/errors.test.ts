import { describe, expect, it } from 'vitest';

import { ApiError, NetworkError, retryAfterSeconds } from './errors';

const tooSoon = (data: unknown) =>
  new ApiError({ code: 429, error: 'code_resend_too_soon', msg: 'Wait', data });

describe('retryAfterSeconds', () => {
  it("reads a 429 answer's data.retry_after, rounded up", () => {
    expect(retryAfterSeconds(tooSoon({ retry_after: 42 }))).toBe(42);
    expect(retryAfterSeconds(tooSoon({ retry_after: 2.1 }))).toBe(3);
  });

  it('is null without a usable value', () => {
    expect(retryAfterSeconds(tooSoon(null))).toBeNull();
    expect(retryAfterSeconds(tooSoon({ phone: ['Invalid'] }))).toBeNull();
    expect(retryAfterSeconds(tooSoon({ retry_after: '30' }))).toBeNull();
    expect(retryAfterSeconds(tooSoon({ retry_after: 0 }))).toBeNull();
    expect(retryAfterSeconds(new NetworkError('network'))).toBeNull();
  });
});
