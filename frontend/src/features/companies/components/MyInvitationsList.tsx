import { Button, Flex, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

import type { Invitation } from '@/api/types';
import { COMPANY_EMAIL_PATH } from '@/config/paths';
import { toast } from '@/components/feedback';
import { notifyRefusal } from '@/components/RefusalAlert';
import { useWrite } from '@/lib/write';

import { answerMyInvitation } from '../api';
import { PAGE_SIZE, useMyInvitations } from '../hooks';
import { historyMessages as m } from '../messages';
import { CompanyIcon } from './CompanyIcon';
import { HubList } from './HubList';
import { StatusTag } from './StatusTag';

/** States an invitation can still be answered in. */
const OPEN: readonly Invitation['status'][] = ['pending', 'invited'];

/** Invitations sent to the caller: accept or decline the open ones. */
export function MyInvitationsList() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const invitations = useMyInvitations({ offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });

  const answer = useWrite(
    ({ invitation, accept }: { invitation: Invitation; accept: boolean }) =>
      answerMyInvitation(invitation.id, accept),
    {
      invalidates: ['company'],
      rereadOnRefusal: true,
      onSuccess: (answered, { invitation, accept }) => {
        if (answered.status === 'waiting') navigate(COMPANY_EMAIL_PATH);
        else
          toast(
            accept
              ? intl.formatMessage(m.accepted, { name: invitation.company.name })
              : intl.formatMessage(m.declined),
            'success',
          );
      },
      onError: notifyRefusal,
    },
  );
  const answering = (invitation: Invitation) =>
    answer.isPending && answer.variables.invitation.id === invitation.id;

  const columns: ColumnsType<Invitation> = [
    {
      key: 'company',
      render: (_value, invitation) => (
        <Space align="start">
          <CompanyIcon company={invitation.company} />
          <Flex vertical>
            <Space size={4} wrap>
              <Typography.Text strong>{invitation.company.name}</Typography.Text>
              <StatusTag status={invitation.status} />
            </Space>
            <Typography.Text type="secondary">
              {intl.formatMessage(m.invitedBy, { name: invitation.inviter.name })}
            </Typography.Text>
            {OPEN.includes(invitation.status) && (
              <Typography.Text type="secondary">
                {intl.formatMessage(m.expires, { date: new Date(invitation.expires_at) })}
              </Typography.Text>
            )}
          </Flex>
        </Space>
      ),
    },
    {
      key: 'actions',
      align: 'end',
      render: (_value, invitation) =>
        OPEN.includes(invitation.status) && (
          <Space>
            <Button
              type="primary"
              loading={answering(invitation)}
              onClick={() => answer.mutate({ invitation, accept: true })}
            >
              {intl.formatMessage(m.accept)}
            </Button>
            <Button
              disabled={answering(invitation)}
              onClick={() => answer.mutate({ invitation, accept: false })}
            >
              {intl.formatMessage(m.decline)}
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <HubList<Invitation>
      columns={columns}
      query={invitations}
      page={page}
      onPageChange={setPage}
      emptyText={intl.formatMessage(m.invitationsEmpty)}
    />
  );
}
