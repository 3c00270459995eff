import { defineMessages } from 'react-intl';

/** The owner's page titles the page registry reads (they ship in the first bundle; see `../ownerMessages.ts`). */
export const companyPageTitles = defineMessages({
  company: { id: 'company.pageTitle', defaultMessage: 'Company' },
  allocate: { id: 'company.allocate.pageTitle', defaultMessage: 'Allocate to members' },
  history: { id: 'company.history.pageTitle', defaultMessage: 'Member history' },
});
