import { Flex, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';

import { DeleteAccountCard } from '../components/DeleteAccountCard';
import { ProfileCard } from '../components/ProfileCard';
import { SignInMethodsCard } from '../components/SignInMethodsCard';
import { WithProfile } from '../components/WithProfile';
import { accountMessages as m } from '../messages';

/** /account: profile, sign-in methods and account deletion. */
export default function ProfilePage() {
  return (
    <>
      <Typography.Title level={2}>
        <FormattedMessage {...m.pageTitle} />
      </Typography.Title>
      <WithProfile>
        {(profile) => (
          <Flex vertical gap={16} style={{ maxWidth: 880 }}>
            <ProfileCard profile={profile} />
            <SignInMethodsCard profile={profile} />
            <DeleteAccountCard profile={profile} />
          </Flex>
        )}
      </WithProfile>
    </>
  );
}
