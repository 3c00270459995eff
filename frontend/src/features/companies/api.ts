/** The individual's company calls: their companies, joining, leaving, switching identity. */
import { API_PREFIX, api } from '@/api/client';
import type {
  Company,
  CompanyLeft,
  Invitation,
  MemberRecord,
  MyApplication,
  Page,
  PageQuery,
  RecordsRead,
  Session,
} from '@/api/types';

const SME = `${API_PREFIX.iam}/sme`;

export type { PageQuery };

export interface MyInvitationQuery extends PageQuery {
  status?: Invitation['status'];
}

export interface MyApplicationQuery extends PageQuery {
  status?: MyApplication['status'];
}

export interface RecordQuery extends PageQuery {
  unread?: boolean;
}

// Lists render their own loading state, so no global overlay.

/** The companies the caller owns or belongs to. */
export function fetchMyCompanies({ offset, limit }: PageQuery): Promise<Page<Company>> {
  return api.get<Page<Company>>(SME, { query: { offset, limit }, loading: false });
}

/** Creates a company (the caller becomes its owner); `icon` is the cropped square. */
export function createCompany({ name, icon }: { name: string; icon?: File }): Promise<Company> {
  const form = new FormData();
  form.append('name', name);
  if (icon) form.append('icon', icon);
  return api.post<Company>(SME, form);
}

/** Asks to join the company with this id; its owner decides. */
export function applyToCompany(smeId: string): Promise<unknown> {
  return api.post<unknown>(`${SME}/apply`, { sme_id: smeId });
}

export function leaveCompany(smeId: string): Promise<CompanyLeft> {
  return api.post<CompanyLeft>(`${SME}/leave`, { sme_id: smeId });
}

export function fetchMyInvitations({
  status,
  offset,
  limit,
}: MyInvitationQuery): Promise<Page<Invitation>> {
  return api.get<Page<Invitation>>(`${SME}/my/invitations`, {
    query: { status, offset, limit },
    loading: false,
  });
}

export function answerMyInvitation(id: number, accept: boolean): Promise<Invitation> {
  return api.post<Invitation>(`${SME}/my/invitations/${id}/answer`, { accept });
}

export function fetchMyApplications({
  status,
  offset,
  limit,
}: MyApplicationQuery): Promise<Page<MyApplication>> {
  return api.get<Page<MyApplication>>(`${SME}/my/applications`, {
    query: { status, offset, limit },
    loading: false,
  });
}

/**
 * Member records, newest first: a person's own (joins, leaves, removals), or, in the company
 * identity, the whole company's (with allocations).
 */
export function fetchMemberRecords({
  unread,
  offset,
  limit,
}: RecordQuery): Promise<Page<MemberRecord>> {
  return api.get<Page<MemberRecord>>(`${SME}/member/records`, {
    query: { unread: unread || undefined, offset, limit },
    loading: false,
  });
}

export function markMemberRecordsRead(): Promise<RecordsRead> {
  return api.post<RecordsRead>(`${SME}/member/records/read`);
}

/** An invitation by its link's token; the join page shows its own loading state. */
export function fetchInvitation(token: string): Promise<Invitation> {
  return api.get<Invitation>(`${SME}/join`, { query: { token }, loading: false });
}

export function answerInvitation(token: string, accept: boolean): Promise<Invitation> {
  return api.post<Invitation>(`${SME}/join`, { token, accept });
}

/** The caller's personal identity in `switchIdentity`. */
export const PERSONAL_IDENTITY = 'user';

/** New session tokens for a company's identity (its id) or the personal one. */
export function switchIdentity(smeId: string): Promise<Session> {
  return api.post<Session>(`${API_PREFIX.iam}/switch`, { sme_id: smeId });
}
