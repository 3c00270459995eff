/** What other features may use of the account feature. */
import { lazy } from 'react';

import { loadActiveCatalogs } from '@/i18n/locale';

import { accountCatalog } from './catalog';

export { useProfile } from './hooks';

/**
 * The avatar's crop dialog (a company's icon follows the avatar's rules), loaded with this
 * feature's messages when first shown, so the pages using it need not load them up front.
 */
export const AvatarCropModal = lazy(async () => {
  const [module] = await Promise.all([
    import('./components/AvatarCropModal'),
    loadActiveCatalogs([accountCatalog]),
  ]);
  return { default: module.AvatarCropModal };
});
