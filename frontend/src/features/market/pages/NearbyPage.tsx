import { Typography } from 'antd';
import { FormattedMessage } from 'react-intl';

import { PageHeader } from '@/components/PageHeader';

import { MarketFrame } from '../components/MarketFrame';
import { ChooseLocation } from '../nearby/components/ChooseLocation';
import { LocationPicker } from '../nearby/components/LocationPicker';
import { NearbyResults } from '../nearby/components/NearbyResults';
import { useNearbyLocation } from '../nearby/location';
import { nearbyMessages as m } from '../nearby/messages';

/** /nearby: the listings around the person's point (in the URL), nearest first. */
export default function NearbyPage() {
  const location = useNearbyLocation();
  return (
    <MarketFrame>
      <PageHeader style={{ marginBottom: 4 }}>
        <FormattedMessage {...m.pageTitle} />
      </PageHeader>
      <Typography.Paragraph type="secondary">
        <FormattedMessage {...m.subtitle} />
      </Typography.Paragraph>
      <div style={{ marginBottom: 24 }}>
        <LocationPicker point={location.point} onChoose={location.setPoint} />
      </div>
      {location.near ? <NearbyResults location={location} /> : <ChooseLocation />}
    </MarketFrame>
  );
}
