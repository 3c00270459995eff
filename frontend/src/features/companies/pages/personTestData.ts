/** Data shared by the tests of the individual's company pages. */
import type {
  Company,
  Invitation,
  MemberRecord,
  MenuRoute,
  MyApplication,
  Page,
} from '@/api/types';

const route = (path: string, title: string, icon = ''): MenuRoute => ({
  path,
  name: title,
  component: title,
  meta: { icon, title, isHide: false, isLink: false },
});

/** What the server menu gives an individual, as far as these pages care. */
export const PERSON_MENU: MenuRoute[] = [
  route('/history', 'MyCompany', 'HistoryOutlined'),
  route('/account', 'account', 'UserOutlined'),
];

export const page = <T>(items: T[], total = items.length): Page<T> => ({ items, total });

export const ACME = { id: 'ACME0-00001', name: 'Acme', icon: null };

export function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    ...ACME,
    network_id: 'net-acme',
    network: 'fd00:acme::/64',
    owner: { id: 2, name: 'bob', avatar_url: null },
    role: 'member',
    ...overrides,
  };
}

export function makeInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: 21,
    company: ACME,
    inviter: { id: 2, name: 'bob', avatar_url: null },
    address_kind: 'email',
    status: 'invited',
    expires_at: '2026-12-01T10:00:00Z',
    ...overrides,
  };
}

export function makeMyApplication(overrides: Partial<MyApplication> = {}): MyApplication {
  return {
    id: 31,
    company: { id: 'GLOBX-00002', name: 'Globex', icon: null },
    status: 'applied',
    created_at: '2026-11-20T10:00:00Z',
    expires_at: '2026-11-27T10:00:00Z',
    decided_at: null,
    ...overrides,
  };
}

export function makeRecord(overrides: Partial<MemberRecord> = {}): MemberRecord {
  return {
    id: 41,
    company: ACME,
    member: { id: 1, name: 'Grace Hopper', avatar_url: null },
    kind: 'join',
    actor: { id: 1, name: 'Grace Hopper', avatar_url: null },
    resource_type: '',
    resource_id: '',
    created_at: '2026-11-21T10:00:00Z',
    read_at: null,
    ...overrides,
  };
}
