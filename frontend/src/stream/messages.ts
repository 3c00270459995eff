import { defineMessage, defineMessages } from 'react-intl';

export const streamMessages = defineMessages({
  connectionFailed: defineMessage<{ status: number; statusText: string }>({
    id: 'stream.error.connectionFailed',
    defaultMessage: 'Connection failed: {status} {statusText}',
  }),
  notEventStream: defineMessage<{ status: number; statusText: string }>({
    id: 'stream.error.notEventStream',
    defaultMessage: 'Connection failed: {status} {statusText} (not an event stream)',
  }),
  network: {
    id: 'stream.error.network',
    defaultMessage: 'Connection failed: network error',
  },
  lost: {
    id: 'stream.error.lost',
    defaultMessage: 'Connection lost',
  },
});
