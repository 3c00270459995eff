import { describe, expect, it } from 'vitest';

import { ApiError, NetworkError } from '@/api/errors';

import { splitServerErrors } from './serverErrors';

const apiError = (data: unknown, msg = 'Please fix the form') =>
  new ApiError({ code: 400, error: 'validation_error', msg, data });

describe('splitServerErrors', () => {
  it('puts field errors on known fields and shows the rest', () => {
    const error = apiError({ email: ['Taken'], non_field_errors: ['Try later'] });
    expect(splitServerErrors(error, ['email', 'name'])).toEqual({
      fields: [{ name: 'email', errors: ['Taken'] }],
      message: 'Try later',
    });
  });

  it('shows msg when there is no field error', () => {
    expect(splitServerErrors(apiError(null, 'Wrong account or password'), ['account'])).toEqual({
      fields: [],
      message: 'Wrong account or password',
    });
    expect(
      splitServerErrors(apiError({ retry_after: 30 }, 'Too many attempts'), ['account']),
    ).toEqual({
      fields: [],
      message: 'Too many attempts',
    });
  });

  it('shows nothing for network errors (already announced)', () => {
    expect(splitServerErrors(new NetworkError('network'), ['a'])).toEqual({
      fields: [],
      message: null,
    });
  });
});
