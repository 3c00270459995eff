import { createContext, useContext, type ReactNode } from 'react';

import {
  MARKET_DETAILS_PATH,
  MARKET_MORE_PATH,
  NEARBY_DETAILS_PATH,
  NEARBY_MAP_PATH,
} from './paths';

/**
 * Where the market's pieces link and how they lay out: the desktop pages (the default) or the
 * mobile set's compact variant (its own paths, so links stay inside `/m`, and its own title
 * bar holding the page's `h1`).
 */
export interface MarketVariant {
  more: string;
  details: string;
  nearbyDetails: string;
  /** The nearby map, or null where there is none (the mobile set). */
  nearbyMap: string | null;
  /** The shell shows the page's title (`h1`); a listing's name is a heading below it. */
  compact: boolean;
  /** Listings shown per label on the front page (the server's default, 8, when unset). */
  groupSize?: number;
}

export const DESKTOP_MARKET: MarketVariant = {
  more: MARKET_MORE_PATH,
  details: MARKET_DETAILS_PATH,
  nearbyDetails: NEARBY_DETAILS_PATH,
  nearbyMap: NEARBY_MAP_PATH,
  compact: false,
};

const VariantContext = createContext<MarketVariant>(DESKTOP_MARKET);

export function MarketVariantProvider({
  variant,
  children,
}: {
  variant: MarketVariant;
  children: ReactNode;
}) {
  return <VariantContext value={variant}>{children}</VariantContext>;
}

export function useMarketVariant(): MarketVariant {
  return useContext(VariantContext);
}
