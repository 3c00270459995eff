/**
 * The company owner's calls (user type `admin`, in the company identity): they act on the
 * company of the session's `smeId`; anyone else gets 403 `company_admin_only`.
 */
import { API_PREFIX, api } from '@/api/client';
import type { components } from '@/api/schema';
import type { Company, MemberRecord, Page, Session } from '@/api/types';

import { browserTimeZone } from '@/features/wallet';

import type { PageQuery } from './api';

// The company, its records and paging are the individual's (`./api`): same server shapes.
export type { Company, MemberRecord } from '@/api/types';
export type { PageQuery, RecordQuery } from './api';

type Schemas = components['schemas'];

export type Member = Schemas['Member'];
export type CompanyCosts = Schemas['Costs'];
export type Application = Schemas['Application'];
export type ApplicationStatus = Application['status'];
export type RecordKind = MemberRecord['kind'];

/** A device or an installed app of the company allocated to one member. */
export type Allocation = Schemas['Resource'];
export type ResourceType = Allocation['resource_type'];
export type AllocationRequest = Schemas['ResourceAssignRequest'];

/** Something that keeps the company from being deleted (409 `company_not_empty`). */
export interface CompanyBlocker {
  type: string;
  id: number;
  name: string;
}

export interface ApplicationQuery extends PageQuery {
  status?: ApplicationStatus;
}

export interface AllocationQuery extends PageQuery {
  member_id?: number;
  resource_type?: ResourceType;
}

const SME = `${API_PREFIX.iam}/sme`;

// Lists render their own loading state, so no global overlay.

/** Renames the company and/or changes its icon (multipart when an icon is sent). */
export function updateCompany({ name, icon }: { name?: string; icon?: File }): Promise<Company> {
  if (!icon) return api.post<Company>(`${SME}/update`, { name });
  const form = new FormData();
  if (name !== undefined) form.append('name', name);
  form.append('icon', icon);
  return api.post<Company>(`${SME}/update`, form);
}

/**
 * Archives the company; needs a recent re-authentication (403 `reauth_required`), refused
 * with 409 `company_not_empty` (`data.blockers`). Answers the caller's new personal session.
 */
export function deleteCompany(): Promise<Session> {
  return api.delete<Session>(SME);
}

export function fetchMembers({ offset, limit }: PageQuery): Promise<Page<Member>> {
  return api.get<Page<Member>>(`${SME}/members`, { query: { offset, limit }, loading: false });
}

/** Ends the membership and the member's allocations. */
export function removeMember(userId: number): Promise<null> {
  return api.post<null>(`${SME}/remove-member`, { user_id: userId });
}

/** Answers `null` whoever the address (e-mail or phone) belongs to. */
export function inviteMember(account: string): Promise<null> {
  return api.post<null>(`${SME}/invite`, { account });
}

export function fetchApplications({
  status,
  offset,
  limit,
}: ApplicationQuery): Promise<Page<Application>> {
  return api.get<Page<Application>>(`${SME}/applications`, {
    query: { status, offset, limit },
    loading: false,
  });
}

export function decideApplication(id: number, accept: boolean): Promise<Application> {
  return api.post<Application>(`${SME}/applications/${id}/decide`, { accept });
}

// The company's member records: `fetchMemberRecords` / `markMemberRecordsRead` in `./api`.

export function fetchAllocations({
  member_id,
  resource_type,
  offset,
  limit,
}: AllocationQuery): Promise<Page<Allocation>> {
  return api.get<Page<Allocation>>(`${SME}/resources`, {
    query: { member_id, resource_type, offset, limit },
    loading: false,
  });
}

export function assignResource(body: AllocationRequest): Promise<Allocation> {
  return api.post<Allocation>(`${SME}/resources/assign`, body);
}

export function unassignResource(body: AllocationRequest): Promise<null> {
  return api.post<null>(`${SME}/resources/unassign`, body);
}

/** What the company's machines cost and earned its owner's wallet over the last `days`. */
export function fetchCompanyCosts(days: number): Promise<CompanyCosts> {
  return api.get<CompanyCosts>(`${SME}/costs`, {
    query: { days, tz: browserTimeZone() },
    loading: false,
  });
}
