import { Flex } from 'antd';
import { FormattedMessage } from 'react-intl';

import { DeleteAccountCard } from '../components/DeleteAccountCard';
import { DeliveryCard } from '../components/DeliveryCard';
import { LegalCard } from '../components/LegalCard';
import { ProfileCard } from '../components/ProfileCard';
import { SignInMethodsCard } from '../components/SignInMethodsCard';
import { WithProfile } from '../components/WithProfile';
import { accountMessages as m } from '../messages';
import { PageHeader } from '@/components/PageHeader';

/** /account: profile, sign-in methods, notices about money, the terms and help, and account deletion. */
export default function ProfilePage() {
  return (
    <>
      <PageHeader>
        <FormattedMessage {...m.pageTitle} />
      </PageHeader>
      <WithProfile>
        {(profile) => (
          <Flex vertical gap={16} style={{ maxWidth: 880 }}>
            <ProfileCard profile={profile} />
            <SignInMethodsCard profile={profile} />
            <DeliveryCard />
            <LegalCard />
            <DeleteAccountCard profile={profile} />
          </Flex>
        )}
      </WithProfile>
    </>
  );
}
