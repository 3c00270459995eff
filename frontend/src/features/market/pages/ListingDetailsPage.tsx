import { ListingDetailsView } from '../components/ListingDetailsView';
import { marketMessages as m } from '../messages';
import { MARKET_PATH } from '../paths';

const BACK = { to: MARKET_PATH, label: m.back };

/** /market/details?id=: one listing with its resources, price, reliability and area. */
export default function ListingDetailsPage() {
  return <ListingDetailsView back={BACK} />;
}
