import { Badge, Button, Flex, Space, Tabs } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';

import { FRIEND_TAGS_PATH } from '@/config/paths';
import { PageHeader } from '@/components/PageHeader';

import { AddFriendModal } from '../components/AddFriendModal';
import { FriendsTab } from '../components/FriendsTab';
import { RequestsTab } from '../components/RequestsTab';
import { PAGE_SIZE, useFriendRequests, useFriendsFollowNotifications } from '../hooks';
import { friendsMessages as m } from '../messages';

/** `?tab=requests` opens the requests (notifications link there). */
const TAB_PARAM = 'tab';
type TabKey = 'friends' | 'requests';

/** /friends */
export default function FriendsPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const tab: TabKey = params.get(TAB_PARAM) === 'requests' ? 'requests' : 'friends';
  // The first page of received requests, shared with the requests tab.
  const incoming = useFriendRequests({ direction: 'incoming', offset: 0, limit: PAGE_SIZE });
  useFriendsFollowNotifications();

  const selectTab = (key: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === 'requests') next.set(TAB_PARAM, 'requests');
        else next.delete(TAB_PARAM);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PageHeader>
          <FormattedMessage {...m.pageTitle} />
        </PageHeader>
        <Space>
          <Link to={FRIEND_TAGS_PATH}>{intl.formatMessage(m.manageTags)}</Link>
          <Button type="primary" onClick={() => setAdding(true)}>
            {intl.formatMessage(m.addFriend)}
          </Button>
        </Space>
      </Flex>
      <Tabs
        activeKey={tab}
        onChange={selectTab}
        destroyOnHidden
        items={[
          { key: 'friends', label: intl.formatMessage(m.friendsTab), children: <FriendsTab /> },
          {
            key: 'requests',
            label: (
              <Space size={6}>
                {intl.formatMessage(m.requestsTab)}
                <Badge count={incoming.data?.total ?? 0} size="small" />
              </Space>
            ),
            children: <RequestsTab />,
          },
        ]}
      />
      <AddFriendModal open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
