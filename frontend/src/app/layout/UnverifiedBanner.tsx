import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';

import type { Profile } from '@/api/types';
import { CHECK_EMAIL_PATH } from '@/config/paths';
import { QUERY_PARAMS } from '@/constants';
import { withQuery } from '@/utils/url';

import { layoutMessages as m } from './messages';

/** Whether the person proved an address or an outside identity (the server's `user_is_verified`). */
export const isVerified = (profile: Profile) =>
  profile.email_verified || Boolean(profile.phone_number) || profile.wechat_bound;

/**
 * Above every console page while the account is not verified: until then the server refuses
 * its writes (403 `account_unverified`), so the way to verify is one click away, coming back
 * to the page after.
 */
export function UnverifiedBanner({ profile }: { profile: Profile | undefined }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  if (!profile || isVerified(profile) || !profile.email) return null;
  const verify = withQuery(CHECK_EMAIL_PATH, {
    email: profile.email,
    [QUERY_PARAMS.redirect]: pathname + search,
  });
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      style={{ marginBottom: 16 }}
      title={intl.formatMessage(m.unverified)}
      action={<Link to={verify}>{intl.formatMessage(m.verifyNow)}</Link>}
    />
  );
}
