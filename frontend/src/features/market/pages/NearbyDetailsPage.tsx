import { ListingDetailsView } from '../components/ListingDetailsView';
import { nearbyLink, useNearbyLocation } from '../nearby/location';
import { nearbyMessages as m } from '../nearby/messages';
import { NEARBY_PATH } from '../paths';

/** /nearby/details?id=&near=: the market's details plus the distance from the point. */
export default function NearbyDetailsPage() {
  const location = useNearbyLocation();
  return (
    <ListingDetailsView
      back={{ to: nearbyLink(NEARBY_PATH, location), label: m.back }}
      near={location.point}
    />
  );
}
