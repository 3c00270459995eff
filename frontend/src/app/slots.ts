/**
 * Fills the slots a lower feature leaves for a higher one's piece, so that no feature
 * imports one above it (docs/frontend-layers.md). Each piece loads lazily, with its
 * catalogs, when first shown: the shell's first bundle does not grow.
 */
import { lazy } from 'react';

import { provideDeviceAppsCard } from '@/features/devices/appsCard';
import { installsCatalog } from '@/features/installs/catalog';
import { storeCatalog } from '@/features/store/catalog';
import { loadActiveCatalogs } from '@/i18n/locale';

provideDeviceAppsCard(
  lazy(async () => {
    const [module] = await Promise.all([
      import(/* webpackChunkName: "device-apps" */ '@/features/installs/components/DeviceAppsCard'),
      loadActiveCatalogs([installsCatalog, storeCatalog]),
    ]);
    return { default: module.DeviceAppsCard };
  }),
);
