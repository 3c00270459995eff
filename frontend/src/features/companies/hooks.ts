import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { useSession } from '@/api/session';
import type { Company, Invitation, MemberRecord, MyApplication, Page } from '@/api/types';
import { defaultHomePath } from '@/config/pages';
import { PICKER_PAGE } from '@/constants';
import { beginSession } from '@/lib/auth';
import { useLiveTopics } from '@/stream';

import {
  fetchInvitation,
  fetchMemberRecords,
  fetchMyApplications,
  fetchMyCompanies,
  fetchMyInvitations,
  switchIdentity,
  type MyApplicationQuery,
  type MyInvitationQuery,
  type PageQuery,
  type RecordQuery,
} from './api';

export const PAGE_SIZE = 10;

export const companyKeys = {
  all: ['companies'] as const,
  mine: (query: PageQuery) => ['companies', 'mine', query] as const,
  invitations: (query: MyInvitationQuery) => ['companies', 'invitations', query] as const,
  applications: (query: MyApplicationQuery) => ['companies', 'applications', query] as const,
  records: (query: RecordQuery) => ['companies', 'records', query] as const,
  invitation: (token: string) => ['companies', 'invitation', token] as const,
};

/** The caller's companies (owned or joined), with their role; `select` picks from the page. */
export function useMyCompanies<T = Page<Company>>(
  query: PageQuery = PICKER_PAGE,
  select?: (page: Page<Company>) => T,
): UseQueryResult<T> {
  const session = useSession();
  const live = useLiveTopics('company');
  return useQuery({
    ...live,
    queryKey: companyKeys.mine(query),
    queryFn: () => fetchMyCompanies(query),
    enabled: session !== null,
    select,
  });
}

export function useMyInvitations(query: MyInvitationQuery): UseQueryResult<Page<Invitation>> {
  const session = useSession();
  const live = useLiveTopics('company');
  return useQuery({
    ...live,
    queryKey: companyKeys.invitations(query),
    queryFn: () => fetchMyInvitations(query),
    enabled: session !== null,
  });
}

export function useMyApplications(query: MyApplicationQuery): UseQueryResult<Page<MyApplication>> {
  const session = useSession();
  const live = useLiveTopics('company');
  return useQuery({
    ...live,
    queryKey: companyKeys.applications(query),
    queryFn: () => fetchMyApplications(query),
    enabled: session !== null,
  });
}

export function useMemberRecords(query: RecordQuery): UseQueryResult<Page<MemberRecord>> {
  const session = useSession();
  const live = useLiveTopics('company');
  return useQuery({
    ...live,
    queryKey: companyKeys.records(query),
    queryFn: () => fetchMemberRecords(query),
    enabled: session !== null,
  });
}

/** The invitation of a link (none without a token). */
export function useInvitation(token: string): UseQueryResult<Invitation> {
  const session = useSession();
  return useQuery({
    queryKey: companyKeys.invitation(token),
    queryFn: () => fetchInvitation(token),
    enabled: session !== null && token !== '',
  });
}

/** After any change: the companies, invitations, applications and records are read again. */
export function useCompaniesChanged(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: companyKeys.all }), [client]);
}

/**
 * Switches to a company's identity (its id) or the personal one (`PERSONAL_IDENTITY`): the
 * new tokens begin a session as signing in does (the menu and cached reads are forgotten),
 * then the identity's home page opens.
 */
export function useSwitchIdentity(): (smeId: string) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (smeId: string) => {
      beginSession(await switchIdentity(smeId));
      navigate(defaultHomePath());
    },
    [navigate],
  );
}
