import { useIntl } from 'react-intl';
import { Link } from 'react-router';

import { EmptyExplained } from '../components/EmptyExplained';
import { NearbyFrame } from '../nearby/components/NearbyFrame';
import { NearbyResults } from '../nearby/components/NearbyResults';
import { useNearbyLocation } from '../nearby/location';
import { nearbyMessages as m } from '../nearby/messages';
import { NEARBY_MAP_PATH } from '../paths';

/** Before a point is chosen: what the page does, and the map as the third way. */
function ChooseLocation() {
  const intl = useIntl();
  return (
    <EmptyExplained
      title={intl.formatMessage(m.chooseTitle)}
      text={intl.formatMessage(m.chooseText)}
    >
      <Link to={NEARBY_MAP_PATH}>{intl.formatMessage(m.pickOnMap)}</Link>
    </EmptyExplained>
  );
}

/** /nearby: the listings around the person's point (in the URL), nearest first. */
export default function NearbyPage() {
  const location = useNearbyLocation();
  return (
    <NearbyFrame title={m.pageTitle} subtitle={m.subtitle} location={location}>
      {location.near ? <NearbyResults location={location} /> : <ChooseLocation />}
    </NearbyFrame>
  );
}
