import { defineMessages } from 'react-intl';

export const errorPageMessages = defineMessages({
  forbiddenTitle: { id: 'errors.forbidden.title', defaultMessage: 'No access' },
  forbiddenDescription: {
    id: 'errors.forbidden.description',
    defaultMessage: 'You do not have permission to view this page.',
  },
  notFoundTitle: { id: 'errors.notFound.title', defaultMessage: 'Page not found' },
  notFoundDescription: {
    id: 'errors.notFound.description',
    defaultMessage: 'The page you are looking for does not exist or has moved.',
  },
  networkTitle: { id: 'errors.network.title', defaultMessage: 'Network lost' },
  networkDescription: {
    id: 'errors.network.description',
    defaultMessage: 'The network connection was lost. Check your connection and try again.',
  },
  retry: { id: 'errors.action.retry', defaultMessage: 'Try again' },
});
