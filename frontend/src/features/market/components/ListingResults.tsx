import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { PagedCards } from '@/components/PagedCards';
import { QueryBoundary } from '@/components/QueryBoundary';
import type { Listing } from '@/api/types';
import type { QueryChanges } from '@/lib/urlQuery';
import { CardSkeletons } from '@/features/store';

import { isFiltered, type MarketQuery } from '../filters';
import { PAGE_SIZE, useListings } from '../hooks';
import { marketMessages as m } from '../messages';
import { ListingCard } from './ListingCard';
import { NoMatch } from './NoMatch';

interface ListingResultsProps {
  query: MarketQuery;
  update: (changes: QueryChanges) => void;
  /** Shown when nothing is found (by default "no listings match" or "nothing for rent"). */
  empty?: ReactNode;
  /** Where a card leads (by default /market/details). */
  detailsPath?: (listing: Listing) => string;
}

/** The filtered listings (or the search's results), a page of cards at a time. */
export function ListingResults({
  query: { filters, q, page },
  update,
  empty,
  detailsPath,
}: ListingResultsProps) {
  const intl = useIntl();
  const listings = useListings({
    ...filters,
    q,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const narrowed = q !== '' || isFiltered(filters);
  return (
    <QueryBoundary
      query={listings}
      loading={<CardSkeletons count={8} />}
      errorTitle={<FormattedMessage {...m.loadError} />}
      isEmpty={(data) => data.items.length === 0}
      empty={
        empty ??
        (narrowed ? (
          <NoMatch update={update} />
        ) : (
          <Empty description={intl.formatMessage(m.empty)} />
        ))
      }
    >
      {(data) => (
        <PagedCards
          items={data.items}
          itemKey={(item) => item.id}
          renderItem={(listing) => <ListingCard listing={listing} to={detailsPath?.(listing)} />}
          total={data.total}
          totalText={intl.formatMessage(m.total, { count: data.total })}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={(next) => update({ page: next > 1 ? String(next) : undefined })}
        />
      )}
    </QueryBoundary>
  );
}
