import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';

import { ApiError } from '@/api/errors';
import { useSession } from '@/api/session';
import type { Invitation } from '@/api/types';
import { COMPANY_EMAIL_PATH, MY_COMPANIES_PATH } from '@/config/paths';
import { LoadFailure } from '@/components/LoadFailure';
import { PageHeader } from '@/components/PageHeader';
import { notifyRefusal } from '@/components/RefusalAlert';
import { useWrite } from '@/lib/write';

import { answerInvitation } from '../api';
import { CompanyIcon } from '../components/CompanyIcon';
import { companyKeys, useInvitation, useSwitchIdentity } from '../hooks';
import { joinMessages as m } from '../messages';

/** The refusal of an invitation sent to another account. */
const NOT_FOR_YOU = 'invitation_not_for_you';

/** A link back to the individual's hub, for those who may open it. */
function ToMyCompanies() {
  const session = useSession();
  return session?.userType === 'user' ? (
    <Link to={MY_COMPANIES_PATH}>
      <FormattedMessage {...m.toHistory} />
    </Link>
  ) : null;
}

function Ending({ type, children }: { type: 'info' | 'warning' | 'success'; children: ReactNode }) {
  return (
    <Flex vertical gap={16}>
      <Alert type={type} showIcon title={children} />
      <ToMyCompanies />
    </Flex>
  );
}

/**
 * /iam/v1/sme/join?token=…: the invitation of an e-mail's or SMS's link; the signed-in person
 * accepts or declines it. Accepting before the invited address is verified waits for that
 * (/company-email).
 */
export default function JoinPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <Flex vertical gap={16}>
      <PageHeader look={3} style={{ margin: 0 }}>
        <FormattedMessage {...m.pageTitle} />
      </PageHeader>
      {token ? (
        <InvitationView token={token} />
      ) : (
        <Ending type="warning">
          <FormattedMessage {...m.noToken} />
        </Ending>
      )}
    </Flex>
  );
}

function InvitationView({ token }: { token: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useQueryClient();
  const switchIdentity = useSwitchIdentity();
  const invitation = useInvitation(token);
  // A refusal reads the invitation again: it may have been answered or withdrawn meanwhile.
  const answer = useWrite((accept: boolean) => answerInvitation(token, accept), {
    invalidates: ['company'],
    rereadOnRefusal: true,
    onSuccess: (answered) => {
      if (answered.status === 'waiting') navigate(COMPANY_EMAIL_PATH);
      else client.setQueryData<Invitation>(companyKeys.invitation(token), answered);
    },
    onError: notifyRefusal,
  });
  const answering = answer.isPending ? (answer.variables ? 'accept' : 'decline') : null;

  if (invitation.error) {
    const error = invitation.error;
    if (error instanceof ApiError && error.error === NOT_FOR_YOU) {
      return (
        <Ending type="warning">
          <FormattedMessage {...m.notForYou} />
        </Ending>
      );
    }
    return (
      <LoadFailure
        error={error}
        title={intl.formatMessage(m.loadError)}
        onRetry={() => void invitation.refetch()}
      />
    );
  }
  if (!invitation.data) return <Skeleton active avatar paragraph={{ rows: 2 }} />;

  const { company, inviter, status, expires_at } = invitation.data;
  if (status === 'waiting') return <Navigate to={COMPANY_EMAIL_PATH} replace />;

  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={12}>
        <CompanyIcon company={company} size={48} />
        <Typography.Text strong style={{ fontSize: 18, minWidth: 0 }}>
          {company.name}
        </Typography.Text>
      </Flex>
      <Typography.Paragraph style={{ margin: 0 }}>
        {intl.formatMessage(m.invitedBy, { name: inviter.name, company: company.name })}
      </Typography.Paragraph>
      {(status === 'invited' || status === 'pending') && (
        <>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {intl.formatMessage(m.expires, { date: new Date(expires_at) })}
          </Typography.Paragraph>
          <Button
            type="primary"
            block
            size="large"
            loading={answering === 'accept'}
            disabled={answering === 'decline'}
            onClick={() => answer.mutate(true)}
          >
            {intl.formatMessage(m.accept)}
          </Button>
          <Button
            block
            size="large"
            loading={answering === 'decline'}
            disabled={answering === 'accept'}
            onClick={() => answer.mutate(false)}
          >
            {intl.formatMessage(m.decline)}
          </Button>
        </>
      )}
      {status === 'accepted' && (
        <>
          <Alert
            type="success"
            showIcon
            title={intl.formatMessage(m.accepted, { company: company.name })}
          />
          <Button
            type="primary"
            block
            size="large"
            loading={switchIdentity.isPending}
            onClick={() => switchIdentity.mutate(company.id)}
          >
            {intl.formatMessage(m.switchNow, { company: company.name })}
          </Button>
          <ToMyCompanies />
        </>
      )}
      {status === 'declined' && (
        <Ending type="info">
          <FormattedMessage {...m.declined} />
        </Ending>
      )}
      {status === 'expired' && (
        <Ending type="warning">
          <FormattedMessage {...m.expired} />
        </Ending>
      )}
    </Flex>
  );
}
