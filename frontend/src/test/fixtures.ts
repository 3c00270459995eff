/** Data shared by the tests. */
import type { MenuRoute, Profile } from '@/api/types';

const route = (path: string, title: string, icon = ''): MenuRoute => ({
  path,
  name: title,
  component: title,
  meta: { icon, title, isHide: false, isLink: false },
});

/** What the server menu gives a company member: My apps and /account (spec section 2). */
export const MEMBER_MENU: MenuRoute[] = [
  route('/app', 'MyApps', 'AppstoreOutlined'),
  route('/account', 'account', 'UserOutlined'),
];

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    avatar_url: null,
    name: 'Grace Hopper',
    email: 'grace@example.com',
    email_verified: true,
    phone_number: null,
    wechat_bound: false,
    password_set: true,
    ...overrides,
  };
}
