import { Button, Card, Empty, Flex, List, Pagination, Segmented } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';

import type { NotificationItem } from '@/api/types';
import { Heading } from '@/components/Heading';
import { QueryBoundary } from '@/components/QueryBoundary';
import { PageHeader } from '@/components/PageHeader';

import type { ReadFilter } from '../api';
import { NotificationText } from '../components/NotificationText';
import { useMarkRead, useNotifications, useNotificationStats } from '../hooks';
import { notificationMessages as m } from '../messages';

const PAGE_SIZE = 10;
const FILTERS: readonly ReadFilter[] = ['all', 'unread', 'read'];

function readFilter(value: string | null): ReadFilter {
  return FILTERS.includes(value as ReadFilter) ? (value as ReadFilter) : 'all';
}

/** /messages: every notification, filtered by read state, a page at a time. */
export default function MessagesPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params.get('filter'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const offset = (page - 1) * PAGE_SIZE;
  const stats = useNotificationStats();
  const { markOne, markAll } = useMarkRead();
  const list = useNotifications({ filter, offset, limit: PAGE_SIZE });
  const unread = stats.data?.unread ?? 0;

  const show = (next: { filter?: ReadFilter; page?: number }) => {
    const query = new URLSearchParams(params);
    query.set('filter', next.filter ?? filter);
    query.set('page', String(next.page ?? 1));
    setParams(query);
  };

  const renderItem = (item: NotificationItem) => (
    <List.Item
      actions={[
        !item.read && (
          <Button
            key="read"
            size="small"
            loading={markOne.isPending && markOne.variables === item.id}
            onClick={() => markOne.mutate(item.id)}
          >
            {intl.formatMessage(m.markRead)}
          </Button>
        ),
        item.link && (
          <Link key="open" to={item.link} onClick={() => !item.read && markOne.mutate(item.id)}>
            {intl.formatMessage(m.open)}
          </Link>
        ),
      ].filter(Boolean)}
    >
      <NotificationText item={item} />
    </List.Item>
  );

  const empty = { all: m.emptyAll, unread: m.emptyUnread, read: m.emptyRead }[filter];

  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <Flex align="center" justify="space-between" wrap gap={12}>
        <PageHeader style={{ margin: 0 }}>
          <FormattedMessage {...m.pageTitle} />
        </PageHeader>
        <Button
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {intl.formatMessage(m.markAllRead)}
        </Button>
      </Flex>
      <Card>
        <Flex vertical gap={12}>
          <Segmented<ReadFilter>
            aria-label={intl.formatMessage(m.filterLabel)}
            value={filter}
            onChange={(value) => show({ filter: value })}
            options={[
              { value: 'all', label: intl.formatMessage(m.filterAll) },
              { value: 'unread', label: intl.formatMessage(m.filterUnread, { count: unread }) },
              { value: 'read', label: intl.formatMessage(m.filterRead) },
            ]}
          />
          <QueryBoundary
            query={list}
            loading={<List loading dataSource={[]} />}
            errorTitle={<Heading level={2}>{intl.formatMessage(m.loadError)}</Heading>}
          >
            {(data) => (
              <List
                dataSource={data.items}
                renderItem={renderItem}
                locale={{
                  emptyText: (
                    <Empty
                      image={Empty.PRESENTED_IMAGE_SIMPLE}
                      description={intl.formatMessage(empty)}
                    />
                  ),
                }}
              />
            )}
          </QueryBoundary>
          {(list.data?.total ?? 0) > PAGE_SIZE && (
            <Pagination
              align="end"
              current={page}
              pageSize={PAGE_SIZE}
              total={list.data?.total ?? 0}
              showSizeChanger={false}
              onChange={(next) => show({ page: next })}
            />
          )}
        </Flex>
      </Card>
    </Flex>
  );
}
