import { Alert, Button, Card, Form, Input, Modal, Typography, theme } from 'antd';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

import { ApiError, NetworkError } from '@/api/errors';
import type { AccountCheck, Blocker, Profile } from '@/api/types';
import { endSession } from '@/lib/auth';
import { toast } from '@/components/feedback';
import { Heading } from '@/components/Heading';

import { checkAccountDeletion, deleteAccount } from '../api';
import { deleteAccountMessages as m } from '../messages';

type Step = { kind: 'idle' } | { kind: 'blocked'; blockers: Blocker[] } | { kind: 'confirm' };

/** `data` of a 409 `account_not_deletable`. */
function blockersOf(error: ApiError): Blocker[] {
  const data = error.data as Partial<Pick<AccountCheck, 'blockers'>> | null;
  return Array.isArray(data?.blockers) ? data.blockers : [];
}

/**
 * The danger zone: asks the server whether the account may go, lists what
 * stands in the way, or has the user type their name before deleting it.
 */
export function DeleteAccountCard({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setError(null);
    setChecking(true);
    try {
      const check = await checkAccountDeletion();
      setStep(
        check.deletable ? { kind: 'confirm' } : { kind: 'blocked', blockers: check.blockers },
      );
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.msg);
      else if (!(failure instanceof NetworkError)) throw failure;
    } finally {
      setChecking(false);
    }
  };
  const close = () => setStep({ kind: 'idle' });

  return (
    <Card
      title={
        <Heading level={3}>
          <FormattedMessage {...m.title} />
        </Heading>
      }
      style={{ borderColor: token.colorErrorBorder }}
    >
      <Typography.Paragraph type="secondary">
        <FormattedMessage {...m.description} />
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Button danger loading={checking} onClick={() => void start()}>
        {intl.formatMessage(m.start)}
      </Button>
      <Modal
        open={step.kind === 'blocked'}
        title={intl.formatMessage(m.blockedTitle)}
        onCancel={close}
        footer={<Button onClick={close}>{intl.formatMessage(m.close)}</Button>}
      >
        <Typography.Paragraph>
          <FormattedMessage {...m.blockedIntro} />
        </Typography.Paragraph>
        <ul style={{ paddingInlineStart: 20, margin: 0 }}>
          {step.kind === 'blocked' &&
            step.blockers.map((blocker) => <li key={blocker.code}>{blocker.message}</li>)}
        </ul>
      </Modal>
      <ConfirmDeletion
        open={step.kind === 'confirm'}
        name={profile.name}
        onCancel={close}
        onBlocked={(blockers) => setStep({ kind: 'blocked', blockers })}
      />
    </Card>
  );
}

interface ConfirmDeletionProps {
  open: boolean;
  name: string;
  onCancel: () => void;
  /** The server found something in the way after all (it changed since the check). */
  onBlocked: (blockers: Blocker[]) => void;
}

function ConfirmDeletion({ open, name, onCancel, onBlocked }: ConfirmDeletionProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmed = typed.trim() === name;

  const remove = async () => {
    if (!confirmed) return;
    setError(null);
    setDeleting(true);
    try {
      await deleteAccount();
      endSession();
      navigate('/', { replace: true });
      toast(intl.formatMessage(m.done), 'success');
    } catch (failure) {
      setDeleting(false);
      if (failure instanceof ApiError && failure.error === 'account_not_deletable') {
        onBlocked(blockersOf(failure));
      } else if (failure instanceof ApiError) {
        setError(failure.msg);
      } else if (!(failure instanceof NetworkError)) {
        throw failure;
      }
    }
  };

  return (
    <Modal
      open={open}
      title={intl.formatMessage(m.confirmTitle)}
      onCancel={onCancel}
      okText={intl.formatMessage(m.confirm)}
      okButtonProps={{ danger: true, disabled: !confirmed }}
      confirmLoading={deleting}
      onOk={() => void remove()}
      afterClose={() => {
        setTyped('');
        setError(null);
      }}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Typography.Paragraph>
        <FormattedMessage {...m.confirmIntro} values={{ name }} />
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void remove()}>
        <Form.Item label={intl.formatMessage(m.confirmLabel)} htmlFor={inputId}>
          <Input
            id={inputId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoFocus
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
