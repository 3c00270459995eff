import { defineMessages } from 'react-intl';

export const errorMessages = defineMessages({
  uncaughtTitle: { id: 'app.error.uncaught.title', defaultMessage: 'Something went wrong' },
  uncaughtFallback: {
    id: 'app.error.uncaught.fallback',
    defaultMessage: 'An unexpected error occurred.',
  },
  routeErrorTitle: { id: 'app.error.route.title', defaultMessage: 'This page could not be shown' },
  routeErrorDescription: {
    id: 'app.error.route.description',
    defaultMessage:
      'Reload the page to try again. If it keeps happening, the app may have been updated.',
  },
  reload: { id: 'app.error.route.reload', defaultMessage: 'Reload' },
});

export const guardMessages = defineMessages({
  noAccessTitle: { id: 'guard.noAccess.title', defaultMessage: 'No access' },
  noAccessContent: {
    id: 'guard.noAccess.content',
    defaultMessage: 'You have no menu permission. Please contact the system administrator.',
  },
});
