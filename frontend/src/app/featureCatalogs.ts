/**
 * Each feature's catalog by its folder's name, as the page table's `catalogs` and `layouts`
 * name them. A test fails when a feature's `catalog.ts` is missing here.
 */
import { accountCatalog } from '@/features/account/catalog';
import { companiesCatalog } from '@/features/companies/catalog';
import { demandsCatalog } from '@/features/demands/catalog';
import { devicesCatalog } from '@/features/devices/catalog';
import { friendsCatalog } from '@/features/friends/catalog';
import { installsCatalog } from '@/features/installs/catalog';
import { landingCatalog } from '@/features/landing/catalog';
import { legalCatalog } from '@/features/legal/catalog';
import { marketCatalog } from '@/features/market/catalog';
import { mobileCatalog } from '@/features/mobile/catalog';
import { notificationsCatalog } from '@/features/notifications/catalog';
import { rentalsCatalog } from '@/features/rentals/catalog';
import { storeCatalog } from '@/features/store/catalog';
import { walletCatalog } from '@/features/wallet/catalog';
import type { CatalogLoader } from '@/i18n/catalogs';

export const FEATURE_CATALOGS: Readonly<Record<string, CatalogLoader>> = {
  account: accountCatalog,
  companies: companiesCatalog,
  demands: demandsCatalog,
  devices: devicesCatalog,
  friends: friendsCatalog,
  installs: installsCatalog,
  landing: landingCatalog,
  legal: legalCatalog,
  market: marketCatalog,
  mobile: mobileCatalog,
  notifications: notificationsCatalog,
  rentals: rentalsCatalog,
  store: storeCatalog,
  wallet: walletCatalog,
};

/** The loaders of these features' catalogs; an unknown name throws (the table is wrong). */
export function catalogsOf(features: readonly string[] = []): CatalogLoader[] {
  return features.map((feature) => {
    const loader = FEATURE_CATALOGS[feature];
    if (!loader) throw new Error(`The page table names a catalog no feature has: ${feature}`);
    return loader;
  });
}
