import { useIntl } from 'react-intl';
import { Link } from 'react-router';

import { useMarketVariant } from '../../variant';
import { EmptyExplained } from '../../components/EmptyExplained';
import { nearbyMessages as m } from '../messages';

/** Before a point is chosen: what the page does, and the map as the third way (if there is one). */
export function ChooseLocation() {
  const intl = useIntl();
  const { nearbyMap } = useMarketVariant();
  return (
    <EmptyExplained
      title={intl.formatMessage(m.chooseTitle)}
      text={intl.formatMessage(m.chooseText)}
    >
      {nearbyMap && <Link to={nearbyMap}>{intl.formatMessage(m.pickOnMap)}</Link>}
    </EmptyExplained>
  );
}
