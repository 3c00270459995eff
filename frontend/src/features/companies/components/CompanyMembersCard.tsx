import { Button, Card, Empty } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { FormattedDate, useIntl } from 'react-intl';

import { confirmModal, toast } from '@/components/feedback';
import { ACTIONS_COLUMN_KEY, PagedTable } from '@/components/PagedTable';
import { RefusalAlert } from '@/components/RefusalAlert';
import { useWrite } from '@/lib/write';

import { removeMember, type Member } from '../ownerApi';
import { PAGE_SIZE, useMembers } from '../ownerHooks';
import { memberMessages as m, ownerMessages } from '../ownerMessages';
import { DATE_TIME, PersonName, rowTestId } from './ownerLabels';
import { RoleTag } from './RoleTag';

/** The owner and members, paged; a member is removed after a confirmation. */
export function CompanyMembersCard() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const members = useMembers({ offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const remove = useWrite((member: Member) => removeMember(member.user_id), {
    invalidates: ['company'],
    onSuccess: (_, member) =>
      toast(intl.formatMessage(m.removed, { name: member.name }), 'success'),
  });

  const confirmRemove = (member: Member) => {
    remove.reset();
    confirmModal({
      title: intl.formatMessage(m.removeTitle, { name: member.name }),
      content: intl.formatMessage(m.removeContent),
      okText: intl.formatMessage(m.remove),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage(ownerMessages.cancel),
      onOk: () => remove.run(member),
    });
  };

  const columns: ColumnsType<Member> = [
    {
      key: 'name',
      title: intl.formatMessage(m.name),
      render: (_, member) => <PersonName person={member} />,
    },
    {
      key: 'role',
      title: intl.formatMessage(m.role),
      render: (_, member) => <RoleTag role={member.role} />,
    },
    {
      key: 'joined',
      title: intl.formatMessage(m.joined),
      render: (_, member) => <FormattedDate value={member.joined_at} {...DATE_TIME} />,
    },
    {
      key: ACTIONS_COLUMN_KEY,
      title: intl.formatMessage(ownerMessages.actions),
      render: (_, member) =>
        member.role === 'member' && (
          <Button size="small" danger onClick={() => confirmRemove(member)}>
            {intl.formatMessage(m.remove)}
          </Button>
        ),
    },
  ];

  return (
    <Card title={intl.formatMessage(m.title)} size="small">
      <RefusalAlert write={remove} closable spaced />
      <PagedTable<Member>
        rowKey="user_id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        onRow={(member) => rowTestId(`member-${member.user_id}`)}
        query={members}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        errorTitle={intl.formatMessage(m.loadError)}
        empty={<Empty description={intl.formatMessage(m.empty)} />}
        showTotal={(total) => intl.formatMessage(m.total, { count: total })}
      />
    </Card>
  );
}
