import { Empty } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

import { QueryBoundary } from '@/components/QueryBoundary';
import { CardSkeletons, LabelSection } from '@/features/store';
import { withQuery } from '@/utils/url';

import { useListingGroups } from '../hooks';
import { marketMessages as m } from '../messages';
import { useMarketVariant } from '../variant';
import { ListingCard } from './ListingCard';

/** One section per label with its newest listings and a link to all of them. */
export function ListingGroups({ near }: { near: string | undefined }) {
  const intl = useIntl();
  const { more } = useMarketVariant();
  const groups = useListingGroups(near);
  return (
    <QueryBoundary
      query={groups}
      loading={<CardSkeletons />}
      errorTitle={<FormattedMessage {...m.loadError} />}
      isEmpty={(data) => data.length === 0}
      empty={<Empty description={intl.formatMessage(m.empty)} />}
    >
      {(data) =>
        data.map(({ label, listings }) => (
          <LabelSection
            key={label.slug}
            label={label}
            moreTo={withQuery(more, { label: label.slug, near })}
            items={listings}
            itemKey={(listing) => listing.id}
            renderItem={(listing) => <ListingCard listing={listing} />}
          />
        ))
      }
    </QueryBoundary>
  );
}
