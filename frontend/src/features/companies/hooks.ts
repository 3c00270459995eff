import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { useSession } from '@/api/session';
import type { Company, Invitation, MemberRecord, MyApplication, Page, Session } from '@/api/types';
import { notifyRefusal } from '@/components/RefusalAlert';
import { defaultHomePath } from '@/config/pages';
import { PICKER_PAGE } from '@/constants';
import { beginSession } from '@/lib/auth';
import { useWrite, type Write } from '@/lib/write';
import { useLiveRead } from '@/stream';

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

// The `company` topic, as the stream names it (the owner's reads are in it too).
export const companyKeys = {
  mine: (query: PageQuery) => ['company', 'mine', query] as const,
  invitations: (query: MyInvitationQuery) => ['company', 'invitations', query] as const,
  applications: (query: MyApplicationQuery) => ['company', 'applications', query] as const,
  records: (query: RecordQuery) => ['company', 'records', query] as const,
  invitation: (token: string) => ['company', 'invitation', token] as const,
};

/** A page of the person's companies' read, for `useMyCompanies` and the frame's early reads. */
export const myCompaniesRead = (query: PageQuery = PICKER_PAGE) => ({
  queryKey: companyKeys.mine(query),
  queryFn: () => fetchMyCompanies(query),
});

/** The caller's companies (owned or joined), with their role; `select` picks from the page. */
export function useMyCompanies<T = Page<Company>>(
  query: PageQuery = PICKER_PAGE,
  select?: (page: Page<Company>) => T,
): UseQueryResult<T> {
  const session = useSession();
  const live = useLiveRead();
  return useQuery({ ...live, ...myCompaniesRead(query), enabled: session !== null, select });
}

export function useMyInvitations(query: MyInvitationQuery): UseQueryResult<Page<Invitation>> {
  const session = useSession();
  const live = useLiveRead();
  return useQuery({
    ...live,
    queryKey: companyKeys.invitations(query),
    queryFn: () => fetchMyInvitations(query),
    enabled: session !== null,
  });
}

export function useMyApplications(query: MyApplicationQuery): UseQueryResult<Page<MyApplication>> {
  const session = useSession();
  const live = useLiveRead();
  return useQuery({
    ...live,
    queryKey: companyKeys.applications(query),
    queryFn: () => fetchMyApplications(query),
    enabled: session !== null,
  });
}

export function useMemberRecords(query: RecordQuery): UseQueryResult<Page<MemberRecord>> {
  const session = useSession();
  const live = useLiveRead();
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

/**
 * Switches to a company's identity (its id) or the personal one (`PERSONAL_IDENTITY`): the
 * new tokens begin a session as signing in does (the menu and cached reads are forgotten,
 * so there is no topic to read again), then the identity's home page opens. A refusal is
 * told as a notice.
 */
export function useSwitchIdentity(): Write<Session, string> {
  const navigate = useNavigate();
  return useWrite(switchIdentity, {
    invalidates: [],
    onSuccess: (session) => {
      beginSession(session);
      navigate(defaultHomePath());
    },
    onError: notifyRefusal,
  });
}
