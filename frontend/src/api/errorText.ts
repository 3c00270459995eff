import { translate } from '@/i18n/intl';

import { ApiError, NetworkError } from './errors';
import { apiMessages } from './messages';

/**
 * What to tell the user about a failed request where a page shows it (rather
 * than a form): the server's translated `msg`, or what the network notice said.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.msg;
  if (error instanceof NetworkError) {
    return translate(error.reason === 'timeout' ? apiMessages.timeout : apiMessages.network);
  }
  return translate(apiMessages.unexpected);
}
