import { Alert, Button, Card, Empty } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { FormattedDate, useIntl } from 'react-intl';

import { ApiError, NetworkError } from '@/api/errors';
import { confirmModal, toast } from '@/components/feedback';
import { ACTIONS_COLUMN_KEY, PagedTable } from '@/components/PagedTable';

import { removeMember, type Member } from '../ownerApi';
import { PAGE_SIZE, useCompanyChanged, useMembers } from '../ownerHooks';
import { memberMessages as m, ownerMessages } from '../ownerMessages';
import { DATE_TIME, PersonName, rowTestId } from './ownerLabels';
import { RoleTag } from './RoleTag';

/** The owner and members, paged; a member is removed after a confirmation. */
export function CompanyMembersCard() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const members = useMembers({ offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const changed = useCompanyChanged();
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirmRemove = (member: Member) => {
    setRefusal(null);
    confirmModal({
      title: intl.formatMessage(m.removeTitle, { name: member.name }),
      content: intl.formatMessage(m.removeContent),
      okText: intl.formatMessage(m.remove),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage(ownerMessages.cancel),
      onOk: async () => {
        try {
          await removeMember(member.user_id);
          changed();
          toast(intl.formatMessage(m.removed, { name: member.name }), 'success');
        } catch (failure) {
          if (failure instanceof ApiError) setRefusal(failure.msg);
          else if (!(failure instanceof NetworkError)) throw failure;
        }
      },
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
      {refusal && (
        <Alert
          type="error"
          showIcon
          title={refusal}
          closable={{ onClose: () => setRefusal(null) }}
          style={{ marginBottom: 12 }}
        />
      )}
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
