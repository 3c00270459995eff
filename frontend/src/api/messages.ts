import { defineMessages } from 'react-intl';

export const apiMessages = defineMessages({
  timeout: {
    id: 'api.error.timeout',
    defaultMessage: 'The request timed out. Please try again later.',
  },
  network: {
    id: 'api.error.network',
    defaultMessage: 'Network error. Please try again later.',
  },
  unexpected: {
    id: 'api.error.unexpected',
    defaultMessage: 'Something went wrong. Please try again later.',
  },
  badResponse: {
    id: 'api.error.badResponse',
    defaultMessage: 'The server sent an unexpected answer. Please try again later.',
  },
});
