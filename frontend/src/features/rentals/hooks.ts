import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';

import { useSession } from '@/api/session';
import type { Page, Rental, RentalAccess, RentalDetail, RentalEarnings } from '@/api/types';
import { useLiveRead } from '@/stream';

import {
  fetchRental,
  fetchRentalAccess,
  fetchRentalEarnings,
  fetchRentals,
  type RentalQuery,
} from './api';

export const PAGE_SIZE = 10;

export const rentalKeys = {
  all: ['rentals'] as const,
  list: (query: RentalQuery) => ['rentals', 'list', query] as const,
  rental: (id: number) => ['rentals', 'rental', id] as const,
  access: (id: number) => ['rentals', 'access', id] as const,
  earnings: (installedAppId: number) => ['rentals', 'earnings', installedAppId] as const,
};

/** Signed in, and read again on the `rentals` topic (states change as the boxes answer). */
function useRentalRead(enabled = true) {
  const session = useSession();
  return { enabled: enabled && session !== null, ...useLiveRead() };
}

export function useRentals(query: RentalQuery): UseQueryResult<Page<Rental>> {
  return useQuery({
    ...useRentalRead(),
    queryKey: rentalKeys.list(query),
    queryFn: () => fetchRentals(query),
  });
}

/** One rental; `id` null skips. */
export function useRental(id: number | null): UseQueryResult<RentalDetail> {
  return useQuery({
    ...useRentalRead(id !== null),
    queryKey: rentalKeys.rental(id ?? 0),
    queryFn: () => fetchRental(id ?? 0),
  });
}

/** The renter's access, read only while `enabled` (the rental ongoing). */
export function useRentalAccess(id: number, enabled: boolean): UseQueryResult<RentalAccess> {
  return useQuery({
    ...useRentalRead(enabled),
    queryKey: rentalKeys.access(id),
    queryFn: () => fetchRentalAccess(id),
  });
}

/** The provider's view of one installed app's rentals. */
export function useRentalEarnings(installedAppId: number): UseQueryResult<RentalEarnings> {
  return useQuery({
    ...useRentalRead(),
    queryKey: rentalKeys.earnings(installedAppId),
    queryFn: () => fetchRentalEarnings(installedAppId),
  });
}

/** Shows the rental a rent or an end answered with at once (the topic is read again too). */
export function useStoreRental(): (rental: RentalDetail) => void {
  const client = useQueryClient();
  return useCallback(
    (rental: RentalDetail) => client.setQueryData(rentalKeys.rental(rental.id), rental),
    [client],
  );
}
