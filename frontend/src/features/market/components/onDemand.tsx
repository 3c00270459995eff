import { lazy, Suspense, type ComponentProps } from 'react';

import { PlainSkeleton } from '@/components/PlainSkeleton';
import { CardSkeletons } from '@/features/store';

import type { ListingFilterBar } from './ListingFilterBar';
import type { ListingResults } from './ListingResults';

// The phone's market front page shows its groups of listings first; the filter controls (in a
// sheet opened on demand) and the matching listings (after a search or a filter) bring antd's
// Select, InputNumber and Pagination, fetched when they first show rather than with the page.

const FilterBar = lazy(() =>
  import(/* webpackChunkName: "market-filter-bar" */ './ListingFilterBar').then((module) => ({
    default: module.ListingFilterBar,
  })),
);

const Results = lazy(() =>
  import(/* webpackChunkName: "market-results" */ './ListingResults').then((module) => ({
    default: module.ListingResults,
  })),
);

export function LazyListingFilterBar(props: ComponentProps<typeof ListingFilterBar>) {
  return (
    <Suspense fallback={<PlainSkeleton rows={4} />}>
      <FilterBar {...props} />
    </Suspense>
  );
}

export function LazyListingResults(props: ComponentProps<typeof ListingResults>) {
  return (
    <Suspense fallback={<CardSkeletons />}>
      <Results {...props} />
    </Suspense>
  );
}
