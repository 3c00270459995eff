import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

import { ListingDetailsView, MarketVariantProvider, marketMessages } from '@/features/market';

import { MOBILE_MARKET_PATH } from '../paths';
import { MOBILE_MARKET } from '../variant';

/** /m/market/details?id=: one listing at 375 px, the cards one under another. */
export default function MobileListingDetailsPage() {
  return (
    <MarketVariantProvider variant={MOBILE_MARKET}>
      <Link to={MOBILE_MARKET_PATH} style={{ display: 'inline-block', padding: '11px 0' }}>
        <FormattedMessage {...marketMessages.back} />
      </Link>
      <ListingDetailsView />
    </MarketVariantProvider>
  );
}
