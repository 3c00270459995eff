/** Data shared by the tests. */
import type { MenuRoute, Profile } from '@/api/types';

/** A server menu entry as the tests' fake `GET menu` answers it. */
export const menuRoute = (
  path: string,
  title: string,
  icon = '',
  children?: MenuRoute[],
): MenuRoute => ({
  path,
  name: title,
  component: title,
  meta: { icon, title, isHide: false, isLink: false },
  ...(children ? { children } : {}),
});

/** What the server menu gives a company member: My apps and /account (spec section 2). */
export const MEMBER_MENU: MenuRoute[] = [
  menuRoute('/app', 'MyApps', 'AppstoreOutlined'),
  menuRoute('/account', 'account', 'UserOutlined'),
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
