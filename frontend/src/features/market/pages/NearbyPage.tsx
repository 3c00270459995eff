import { ChooseLocation } from '../nearby/components/ChooseLocation';
import { NearbyFrame } from '../nearby/components/NearbyFrame';
import { NearbyResults } from '../nearby/components/NearbyResults';
import { useNearbyLocation } from '../nearby/location';
import { nearbyMessages as m } from '../nearby/messages';

/** /nearby: the listings around the person's point (in the URL), nearest first. */
export default function NearbyPage() {
  const location = useNearbyLocation();
  return (
    <NearbyFrame title={m.pageTitle} subtitle={m.subtitle} location={location}>
      {location.near ? <NearbyResults location={location} /> : <ChooseLocation />}
    </NearbyFrame>
  );
}
