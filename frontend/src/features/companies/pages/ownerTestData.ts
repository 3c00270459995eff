/** Data shared by the owner's company pages' tests. */
import type { MenuRoute, Page } from '@/api/types';
import { makeProfile } from '@/test/fixtures';
import { cimRoutes, iamRoutes, makeSession, ok, type RouteHandler } from '@/test/http';

import type { Allocation, Application, Company, Member, MemberRecord } from '../ownerApi';

export const COMPANY_ID = 'ACME1-23456';

export const page = <T>(items: T[], total = items.length): Page<T> => ({ items, total });

/** The owner in the company identity. */
export const ownerSession = () => makeSession({ smeId: COMPANY_ID, userType: 'admin' });

const route = (path: string, title: string, icon = '', children?: MenuRoute[]): MenuRoute => ({
  path,
  name: title,
  component: title,
  meta: { icon, title, isHide: path !== '/company' && path !== '/account', isLink: false },
  ...(children ? { children } : {}),
});

/** What the server menu gives a company owner, as far as these pages care. */
export const COMPANY_MENU: MenuRoute[] = [
  route('/devices', 'MyDevices', 'DesktopOutlined', [route('/devices/link', 'LinkDevice')]),
  route('/company', 'Company', 'ApartmentOutlined', [
    route('/company/allocate', 'Allocate'),
    route('/company/history', 'History'),
  ]),
  route('/account', 'account', 'UserOutlined'),
];

export function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: COMPANY_ID,
    name: 'Acme Labs',
    icon: null,
    network_id: 'net-7f3a',
    network: 'fd7f:3a00:1:2::/64',
    owner: { id: 2, name: 'Bob Owner', avatar_url: null },
    role: 'owner',
    ...overrides,
  };
}

export function makeMember(overrides: Partial<Member> = {}): Member {
  return {
    id: 31,
    name: 'Carol Member',
    avatar_url: null,
    user_id: 3,
    role: 'member',
    joined_at: '2026-03-02T10:00:00Z',
    ...overrides,
  };
}

export const OWNER = makeMember({ id: 30, name: 'Bob Owner', user_id: 2, role: 'owner' });
export const CAROL = makeMember();

export function makeApplication(overrides: Partial<Application> = {}): Application {
  return {
    id: 7,
    applicant: { id: 4, name: 'Dave Applicant', avatar_url: null },
    status: 'applied',
    created_at: '2026-03-03T10:00:00Z',
    expires_at: '2026-03-10T10:00:00Z',
    decided_at: null,
    ...overrides,
  };
}

export function makeRecord(overrides: Partial<MemberRecord> = {}): MemberRecord {
  return {
    id: 50,
    company: { id: COMPANY_ID, name: 'Acme Labs', icon: null },
    member: { id: 3, name: 'Carol Member', avatar_url: null },
    kind: 'join',
    actor: { id: 3, name: 'Carol Member', avatar_url: null },
    resource_type: '',
    resource_id: '',
    created_at: '2026-03-02T10:00:00Z',
    read_at: null,
    ...overrides,
  };
}

export function makeAllocation(overrides: Partial<Allocation> = {}): Allocation {
  return {
    id: 70,
    member_id: 3,
    member_name: 'Carol Member',
    resource_type: 'app',
    resource_id: 12,
    resource_name: 'Stable Diffusion',
    device_name: 'Studio box',
    assigned_at: '2026-03-04T10:00:00Z',
    ...overrides,
  };
}

/**
 * The company API (`iam`) answering `table` over the company, its members and no
 * applications; device calls (`cim`) answer `devices`; plus the menu and profile.
 */
export function companyApi(
  table: Record<string, RouteHandler>,
  devices: Record<string, RouteHandler> = {},
) {
  return cimRoutes(
    devices,
    iamRoutes({
      'GET menu': () => ok(COMPANY_MENU),
      'GET account/profile': () => ok(makeProfile({ name: 'Bob Owner' })),
      'GET sme': () =>
        ok(
          page([makeCompany(), makeCompany({ id: 'OTHER-00000', role: 'member', name: 'Other' })]),
        ),
      'GET sme/members': () => ok(page([OWNER, CAROL])),
      'GET sme/applications': () => ok(page([])),
      'GET sme/costs': () => ok({ spending: '0.00', income: '0.00', items: [] }),
      ...table,
    }),
  );
}
