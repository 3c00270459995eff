import { Empty, Flex } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

import { useMarketVariant } from '../../variant';
import { nearbyMessages as m } from '../messages';

/** Before a point is chosen: what the page does, and the map as the third way (if there is one). */
export function ChooseLocation() {
  const intl = useIntl();
  const { nearbyMap } = useMarketVariant();
  return (
    <Empty
      description={
        <Flex vertical gap={4}>
          <strong>{intl.formatMessage(m.chooseTitle)}</strong>
          <span>{intl.formatMessage(m.chooseText)}</span>
        </Flex>
      }
    >
      {nearbyMap && <Link to={nearbyMap}>{intl.formatMessage(m.pickOnMap)}</Link>}
    </Empty>
  );
}
