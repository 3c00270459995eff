import { Alert, Button, Card, Flex, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

import { isApiError } from '@/api/errors';
import { toast } from '@/components/feedback';
import { RefusalAlert } from '@/components/RefusalAlert';
import { withReauth } from '@/lib/reauth';
import { useCompleteSignIn } from '@/features/auth';
import { deviceDetailsPath } from '@/features/devices';
import { MY_COMPANIES_PATH } from '@/config/paths';
import { useWrite } from '@/lib/write';

import { deleteCompany, type Company, type CompanyBlocker } from '../ownerApi';
import { deleteMessages as m, ownerMessages } from '../ownerMessages';

const NOT_EMPTY = 'company_not_empty';

/** A blocker leads to its page when it has one (devices). */
function BlockerItem({ blocker }: { blocker: CompanyBlocker }) {
  return (
    <li>
      {blocker.type === 'device' ? (
        <Link to={deviceDetailsPath(blocker.id)}>{blocker.name}</Link>
      ) : (
        blocker.name
      )}
    </li>
  );
}

/**
 * The danger zone: deleting the company after typing its name and a recent
 * re-authentication (the shared dialog asks when the server wants it). While devices are
 * bound the server refuses with what blocks it; once deleted, the caller continues in the
 * personal session the answer holds, on their companies page.
 */
export function CompanyDeleteCard({ company }: { company: Company }) {
  const intl = useIntl();
  const completeSignIn = useCompleteSignIn();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');

  const close = () => {
    setOpen(false);
    setTyped('');
  };

  // The answer is a personal session: beginning it forgets every cached read.
  const remove = useWrite(() => withReauth(deleteCompany), {
    invalidates: [],
    onSuccess: (session) => {
      toast(intl.formatMessage(m.done, { name: company.name }), 'success');
      completeSignIn(session, MY_COMPANIES_PATH);
    },
    onError: close,
  });
  const { error } = remove;
  const blockers =
    isApiError(error) && error.error === NOT_EMPTY
      ? ((error.data as { blockers?: CompanyBlocker[] } | null)?.blockers ?? [])
      : null;

  return (
    <Card
      title={<Typography.Text type="danger">{intl.formatMessage(m.zone)}</Typography.Text>}
      size="small"
    >
      <Flex vertical gap={12} align="flex-start">
        <Typography.Text>{intl.formatMessage(m.text)}</Typography.Text>
        {blockers ? (
          <Alert
            type="warning"
            showIcon
            title={intl.formatMessage(m.blocked)}
            description={
              <ul data-testid="company-blockers" style={{ margin: 0, paddingInlineStart: 20 }}>
                {blockers.map((blocker) => (
                  <BlockerItem key={`${blocker.type}-${blocker.id}`} blocker={blocker} />
                ))}
              </ul>
            }
          />
        ) : (
          <RefusalAlert write={remove} />
        )}
        <Button danger onClick={() => setOpen(true)}>
          {intl.formatMessage(m.button)}
        </Button>
      </Flex>
      <Modal
        open={open}
        title={intl.formatMessage(m.title, { name: company.name })}
        okText={intl.formatMessage(m.confirm)}
        okButtonProps={{
          danger: true,
          disabled: typed !== company.name,
          loading: remove.isPending,
        }}
        cancelText={intl.formatMessage(ownerMessages.cancel)}
        onOk={() => remove.mutate()}
        onCancel={close}
        destroyOnHidden
      >
        <Flex vertical gap={8}>
          <Typography.Text>{intl.formatMessage(m.text)}</Typography.Text>
          <label htmlFor="company-delete-name">
            {intl.formatMessage(m.confirmLabel, { name: company.name })}
          </label>
          <Input
            id="company-delete-name"
            value={typed}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
          />
        </Flex>
      </Modal>
    </Card>
  );
}
