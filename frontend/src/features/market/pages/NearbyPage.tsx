import { Empty, Flex, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';

import { PageHeader } from '@/components/PageHeader';

import { MarketFrame } from '../components/MarketFrame';
import { LocationPicker } from '../nearby/components/LocationPicker';
import { NearbyResults } from '../nearby/components/NearbyResults';
import { useNearbyLocation } from '../nearby/location';
import { nearbyMessages as m } from '../nearby/messages';
import { NEARBY_MAP_PATH } from '../paths';

/** Before a point is chosen: what the page does, and the map as the third way. */
function ChooseLocation() {
  const intl = useIntl();
  return (
    <Empty
      description={
        <Flex vertical gap={4}>
          <strong>{intl.formatMessage(m.chooseTitle)}</strong>
          <span>{intl.formatMessage(m.chooseText)}</span>
        </Flex>
      }
    >
      <Link to={NEARBY_MAP_PATH}>{intl.formatMessage(m.pickOnMap)}</Link>
    </Empty>
  );
}

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
