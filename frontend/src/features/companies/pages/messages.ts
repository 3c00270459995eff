import { defineMessages } from 'react-intl';

/** The page titles the page registry reads (they ship in the first bundle; see `../messages.ts`). */
export const companiesPageTitles = defineMessages({
  history: { id: 'companies.history.pageTitle', defaultMessage: 'My companies' },
  join: { id: 'companies.join.pageTitle', defaultMessage: 'Company invitation' },
  companyEmail: { id: 'companies.email.pageTitle', defaultMessage: 'Check your e-mail' },
  intro: { id: 'companies.intro.pageTitle', defaultMessage: 'Company accounts' },
  company: { id: 'company.pageTitle', defaultMessage: 'Company' },
  allocate: { id: 'company.allocate.pageTitle', defaultMessage: 'Allocate to members' },
  companyHistory: { id: 'company.history.pageTitle', defaultMessage: 'Member history' },
});
