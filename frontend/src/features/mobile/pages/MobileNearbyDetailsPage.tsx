import {
  ListingDetailsView,
  MarketVariantProvider,
  nearbyLink,
  nearbyMessages,
  useNearbyLocation,
} from '@/features/market';

import { MOBILE_NEARBY_PATH } from '../paths';
import { MOBILE_MARKET } from '../variant';

/** /m/nearby/details?id=&near=: one listing at 375 px with the distance from the point. */
export default function MobileNearbyDetailsPage() {
  const location = useNearbyLocation();
  return (
    <MarketVariantProvider variant={MOBILE_MARKET}>
      <ListingDetailsView
        back={{ to: nearbyLink(MOBILE_NEARBY_PATH, location), label: nearbyMessages.back }}
        near={location.point}
      />
    </MarketVariantProvider>
  );
}
