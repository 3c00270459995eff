import { defineMessages } from 'react-intl';

/** The page titles, each named by its id in its page's entry of the page table (`src/config/pages.json`). */
export const companiesPageTitles = defineMessages({
  history: { id: 'companies.history.pageTitle', defaultMessage: 'My companies' },
  join: { id: 'companies.join.pageTitle', defaultMessage: 'Company invitation' },
  companyEmail: { id: 'companies.email.pageTitle', defaultMessage: 'Check your e-mail' },
  intro: { id: 'companies.intro.pageTitle', defaultMessage: 'Company accounts' },
  company: { id: 'company.pageTitle', defaultMessage: 'Company' },
  allocate: { id: 'company.allocate.pageTitle', defaultMessage: 'Allocate to members' },
  companyHistory: { id: 'company.history.pageTitle', defaultMessage: 'Member history' },
});
