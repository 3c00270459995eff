import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';

import { useSession } from '@/api/session';
import type { Page } from '@/api/types';
import { useLiveTopics } from '@/stream';

import {
  fetchAllocations,
  fetchApplications,
  fetchMembers,
  fetchMyCompanies,
  fetchRecords,
  type Allocation,
  type AllocationQuery,
  type Application,
  type ApplicationQuery,
  type Company,
  type Member,
  type PageQuery,
  type MemberRecord,
  type RecordQuery,
} from './ownerApi';

export const PAGE_SIZE = 10;
/** The most the server answers in one page: enough for the pickers. */
export const PICKER_LIMIT = 100;

export const ownerKeys = {
  all: ['company-owner'] as const,
  companies: () => ['company-owner', 'companies'] as const,
  members: (query: PageQuery) => ['company-owner', 'members', query] as const,
  applications: (query: ApplicationQuery) => ['company-owner', 'applications', query] as const,
  records: (query: RecordQuery) => ['company-owner', 'records', query] as const,
  allocations: (query: AllocationQuery) => ['company-owner', 'allocations', query] as const,
};

/**
 * The owner's reads: only in the company identity, read again when a `company` event
 * arrives (polled, as company identities have no stream).
 */
function useOwnerReads() {
  const owner = useSession()?.userType === 'admin';
  return { enabled: owner, ...useLiveTopics('company') };
}

/** The company of the session's identity (`smeId`), from the caller's companies. */
export function useCurrentCompany(): UseQueryResult<Company | null> {
  const session = useSession();
  return useQuery({
    queryKey: ownerKeys.companies(),
    queryFn: () => fetchMyCompanies({ offset: 0, limit: PICKER_LIMIT }),
    enabled: session !== null,
    select: (page: Page<Company>) =>
      page.items.find((company) => company.id === session?.smeId) ?? null,
  });
}

export function useMembers(query: PageQuery): UseQueryResult<Page<Member>> {
  const reads = useOwnerReads();
  return useQuery({
    queryKey: ownerKeys.members(query),
    queryFn: () => fetchMembers(query),
    ...reads,
  });
}

export function useApplications(query: ApplicationQuery): UseQueryResult<Page<Application>> {
  const reads = useOwnerReads();
  return useQuery({
    queryKey: ownerKeys.applications(query),
    queryFn: () => fetchApplications(query),
    ...reads,
  });
}

export function useRecords(query: RecordQuery): UseQueryResult<Page<MemberRecord>> {
  const reads = useOwnerReads();
  return useQuery({
    queryKey: ownerKeys.records(query),
    queryFn: () => fetchRecords(query),
    ...reads,
  });
}

export function useAllocations(query: AllocationQuery): UseQueryResult<Page<Allocation>> {
  const reads = useOwnerReads();
  return useQuery({
    queryKey: ownerKeys.allocations(query),
    queryFn: () => fetchAllocations(query),
    ...reads,
  });
}

/** After any change: the company, its members, applications, records and allocations reload. */
export function useCompanyChanged(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: ownerKeys.all }), [client]);
}
