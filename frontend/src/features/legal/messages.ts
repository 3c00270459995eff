import { defineMessage, defineMessages } from 'react-intl';

/** The frame every legal page and the guide share. */
export const documentMessages = defineMessages({
  updated: defineMessage<{ date: string }>({
    id: 'legal.updated',
    defaultMessage: 'Last updated: {date}',
  }),
  contents: { id: 'legal.contents', defaultMessage: 'Contents' },
});
