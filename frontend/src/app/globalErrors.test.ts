import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError, NetworkError } from '@/api/errors';
import * as feedback from '@/components/feedback';
import { setLocale } from '@/i18n/locale';

import { installGlobalErrorHandlers, shouldReport } from './globalErrors';

let uninstall = () => {};
afterEach(() => uninstall());

describe('global error handlers', () => {
  it('an uncaught error shows an error notification', () => {
    setLocale('en');
    const notify = vi.spyOn(feedback, 'notify').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    uninstall = installGlobalErrorHandlers(window);

    window.dispatchEvent(
      new ErrorEvent('error', {
        error: new TypeError('x is undefined'),
        message: 'x is undefined',
      }),
    );
    expect(notify).toHaveBeenCalledWith({
      type: 'error',
      title: 'Something went wrong',
      description: 'An unexpected error occurred.',
    });
  });

  it('an unhandled rejection with an API error shows its message', () => {
    const notify = vi.spyOn(feedback, 'notify').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    uninstall = installGlobalErrorHandlers(window);

    const reason = new ApiError({
      code: 403,
      msg: 'Members cannot do that',
      error: 'forbidden',
      data: null,
    });
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(event, { reason });
    window.dispatchEvent(event);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', description: 'Members cannot do that' }),
    );
  });

  it('skips what was already announced or is noise', () => {
    expect(shouldReport(new NetworkError('timeout'))).toBe(false);
    expect(shouldReport(new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(shouldReport(new ApiError({ code: 401, msg: '', error: 'x', data: null }))).toBe(false);
    expect(
      shouldReport(new Error('ResizeObserver loop completed with undelivered notifications.')),
    ).toBe(false);
    expect(shouldReport(new Error('real bug'))).toBe(true);
  });
});
