import type { CatalogLoader } from '@/i18n/catalogs';

/** This feature's messages in one language, loaded with its pages (see `@/i18n/catalogs`). */
export const installsCatalog: CatalogLoader = (locale) =>
  import(/* webpackChunkName: "i18n-installs-[request]" */ `./i18n/${locale}.json`);
