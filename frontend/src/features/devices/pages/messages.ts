import { defineMessages } from 'react-intl';

/** The page titles the page registry reads (they ship in the first bundle; see `../messages.ts`). */
export const devicesPageTitles = defineMessages({
  devices: { id: 'devices.pageTitle', defaultMessage: 'My devices' },
  link: { id: 'devices.link.pageTitle', defaultMessage: 'Bind a box' },
  details: { id: 'devices.details.pageTitle', defaultMessage: 'Device details' },
  zcloud: { id: 'devices.zcloud.pageTitle', defaultMessage: 'Create a cloud device' },
});
