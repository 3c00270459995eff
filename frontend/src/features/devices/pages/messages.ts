import { defineMessages } from 'react-intl';

/** The page titles, each named by its id in its page's entry of the page table (`src/config/pages.json`). */
export const devicesPageTitles = defineMessages({
  devices: { id: 'devices.pageTitle', defaultMessage: 'My devices' },
  link: { id: 'devices.link.pageTitle', defaultMessage: 'Bind a box' },
  details: { id: 'devices.details.pageTitle', defaultMessage: 'Device details' },
  zcloud: { id: 'devices.zcloud.pageTitle', defaultMessage: 'Create a cloud device' },
});
