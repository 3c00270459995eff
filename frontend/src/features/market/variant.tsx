import { createContext, useContext, type ReactNode } from 'react';

import { MARKET_DETAILS_PATH, MARKET_MORE_PATH, MARKET_PATH } from './paths';

/**
 * Where the market's pieces link and how they lay out: the desktop pages (the default) or the
 * mobile set's compact variant (its own paths, so links stay inside `/m`, and its own title
 * bar holding the page's `h1`).
 */
export interface MarketVariant {
  home: string;
  more: string;
  details: string;
  /** The shell shows the page's title (`h1`); a listing's name is a heading below it. */
  compact: boolean;
}

export const DESKTOP_MARKET: MarketVariant = {
  home: MARKET_PATH,
  more: MARKET_MORE_PATH,
  details: MARKET_DETAILS_PATH,
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
