import { ListingDetailsView, MarketVariantProvider, marketMessages } from '@/features/market';

import { MOBILE_MARKET_PATH } from '../paths';
import { MOBILE_MARKET } from '../variant';

const BACK = { to: MOBILE_MARKET_PATH, label: marketMessages.back };

/** /m/market/details?id=: one listing at 375 px, the cards one under another. */
export default function MobileListingDetailsPage() {
  return (
    <MarketVariantProvider variant={MOBILE_MARKET}>
      <ListingDetailsView back={BACK} />
    </MarketVariantProvider>
  );
}
