/** The owner's company pages (page table rows) and where they lead. */
export const COMPANY_PATH = '/company';
export const COMPANY_ALLOCATE_PATH = '/company/allocate';
export const COMPANY_HISTORY_PATH = '/company/history';
/** The individual's companies hub, home after the company is gone. */
export const MY_COMPANIES_PATH = '/history';
