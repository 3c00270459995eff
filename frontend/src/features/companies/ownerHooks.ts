import { useQuery, type UseQueryResult } from '@tanstack/react-query';

import { useSession } from '@/api/session';
import type { Page } from '@/api/types';
import { useLiveRead } from '@/stream';

import { fetchMemberRecords } from './api';
import { PAGE_SIZE, useMyCompanies } from './hooks';
import {
  fetchAllocations,
  fetchApplications,
  fetchCompanyCosts,
  fetchMembers,
  type Allocation,
  type AllocationQuery,
  type Application,
  type ApplicationQuery,
  type Company,
  type CompanyCosts,
  type Member,
  type PageQuery,
  type MemberRecord,
  type RecordQuery,
} from './ownerApi';

export { PAGE_SIZE };

export const ownerKeys = {
  members: (query: PageQuery) => ['company', 'owner', 'members', query] as const,
  applications: (query: ApplicationQuery) => ['company', 'owner', 'applications', query] as const,
  records: (query: RecordQuery) => ['company', 'owner', 'records', query] as const,
  allocations: (query: AllocationQuery) => ['company', 'owner', 'allocations', query] as const,
  costs: (days: number) => ['company', 'owner', 'costs', days] as const,
};

/**
 * The owner's reads: only in the company identity, read again when a `company` event
 * arrives (polled, as company identities have no stream).
 */
function useOwnerReads() {
  const owner = useSession()?.userType === 'admin';
  return { enabled: owner, ...useLiveRead() };
}

/** The company of the session's identity (`smeId`), from the caller's companies. */
export function useCurrentCompany(): UseQueryResult<Company | null> {
  const smeId = useSession()?.smeId;
  return useMyCompanies(
    undefined,
    (page: Page<Company>) => page.items.find((company) => company.id === smeId) ?? null,
  );
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
    queryFn: () => fetchMemberRecords(query),
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

/** The company's costs over the last `days` (its movements in the owner's wallet). */
export function useCompanyCosts(days: number): UseQueryResult<CompanyCosts> {
  const reads = useOwnerReads();
  return useQuery({
    queryKey: ownerKeys.costs(days),
    queryFn: () => fetchCompanyCosts(days),
    ...reads,
  });
}
