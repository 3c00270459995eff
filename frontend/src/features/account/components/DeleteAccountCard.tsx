import { Button, Card, Checkbox, Form, Input, Modal, Typography, theme } from 'antd';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';

import { isApiError, type ApiError } from '@/api/errors';
import type { AccountCheck, Blocker, Profile } from '@/api/types';
import { endSession } from '@/lib/auth';
import { toast } from '@/components/feedback';
import { Heading } from '@/components/Heading';
import { RefusalAlert } from '@/components/RefusalAlert';
import { useWrite } from '@/lib/write';
import { WALLET_PATH } from '@/config/paths';
import { formatCoins, useWallet } from '@/features/wallet';

import { checkAccountDeletion, deleteAccount } from '../api';
import { deleteAccountMessages as m } from '../messages';

/** The waiver that lifts the wallet's balance blocker, and the delete call's flag for it. */
const FORFEIT_BALANCE = 'forfeit_balance';
/** The refusal naming what stands in the way. */
const NOT_DELETABLE = 'account_not_deletable';

type Step =
  | { kind: 'idle' }
  | { kind: 'blocked'; blockers: Blocker[] }
  /** `forfeit`: the person gives up their wallet balance to delete anyway. */
  | { kind: 'confirm'; forfeit: boolean };

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
  // Asks only: nothing shown changes with it.
  const check = useWrite(() => checkAccountDeletion(), {
    invalidates: [],
    onSuccess: (answer) =>
      setStep(
        answer.deletable
          ? { kind: 'confirm', forfeit: false }
          : { kind: 'blocked', blockers: answer.blockers },
      ),
  });
  const close = () => setStep({ kind: 'idle' });

  return (
    <Card
      title={
        <Heading level={2}>
          <FormattedMessage {...m.title} />
        </Heading>
      }
      style={{ borderColor: token.colorErrorBorder }}
    >
      <Typography.Paragraph type="secondary">
        <FormattedMessage {...m.description} />
      </Typography.Paragraph>
      <RefusalAlert write={check} spaced />
      <Button danger loading={check.isPending} onClick={() => check.mutate()}>
        {intl.formatMessage(m.start)}
      </Button>
      <BlockedDialog
        blockers={step.kind === 'blocked' ? step.blockers : null}
        onClose={close}
        onForfeit={() => setStep({ kind: 'confirm', forfeit: true })}
      />
      <ConfirmDeletion
        open={step.kind === 'confirm'}
        forfeit={step.kind === 'confirm' && step.forfeit}
        name={profile.name}
        onCancel={close}
        onBlocked={(blockers) => setStep({ kind: 'blocked', blockers })}
      />
    </Card>
  );
}

interface BlockedDialogProps {
  /** null: closed. */
  blockers: Blocker[] | null;
  onClose: () => void;
  /** Only the wallet balance stands in the way, and the person gives it up. */
  onForfeit: () => void;
}

/**
 * What stands in the way. The wallet's blockers link to the wallet; a balance the person may
 * give up (the only thing left in the way) lets them go on once they tick that they do.
 */
function BlockedDialog({ blockers, onClose, onForfeit }: BlockedDialogProps) {
  const intl = useIntl();
  const [forfeit, setForfeit] = useState(false);
  const waivable =
    blockers !== null &&
    blockers.length > 0 &&
    blockers.every((blocker) => blocker.waiver === FORFEIT_BALANCE);
  return (
    <Modal
      open={blockers !== null}
      title={intl.formatMessage(m.blockedTitle)}
      onCancel={onClose}
      afterClose={() => setForfeit(false)}
      footer={
        <>
          <Button onClick={onClose}>{intl.formatMessage(m.close)}</Button>
          {waivable && (
            <Button danger disabled={!forfeit} onClick={onForfeit}>
              {intl.formatMessage(m.continue)}
            </Button>
          )}
        </>
      }
    >
      <Typography.Paragraph>
        <FormattedMessage {...m.blockedIntro} />
      </Typography.Paragraph>
      <ul style={{ paddingInlineStart: 20, margin: 0 }}>
        {blockers?.map((blocker) => (
          <li key={blocker.code}>
            {blocker.message}
            {blocker.code.startsWith('wallet_') && (
              <>
                {' '}
                <Link to={WALLET_PATH}>{intl.formatMessage(m.openWallet)}</Link>
              </>
            )}
          </li>
        ))}
      </ul>
      {waivable && <ForfeitCheckbox checked={forfeit} onChange={setForfeit} />}
    </Modal>
  );
}

/** "I give up my N coins", once the wallet says how many. */
function ForfeitCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const intl = useIntl();
  const wallet = useWallet();
  if (!wallet.data) return null;
  return (
    <Checkbox
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      style={{ marginTop: 16 }}
    >
      {intl.formatMessage(m.forfeit, {
        amount: formatCoins(wallet.data.available, intl.locale),
      })}
    </Checkbox>
  );
}

interface ConfirmDeletionProps {
  open: boolean;
  forfeit: boolean;
  name: string;
  onCancel: () => void;
  /** The server found something in the way after all (it changed since the check). */
  onBlocked: (blockers: Blocker[]) => void;
}

function ConfirmDeletion({ open, forfeit, name, onCancel, onBlocked }: ConfirmDeletionProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const confirmed = typed.trim() === name;

  // Ending the session forgets every cached read: there is no topic to read again.
  const deletion = useWrite(
    () => deleteAccount(forfeit ? { [FORFEIT_BALANCE]: true } : undefined),
    {
      invalidates: [],
      onSuccess: () => {
        endSession();
        navigate('/', { replace: true });
        toast(intl.formatMessage(m.done), 'success');
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.error === NOT_DELETABLE) onBlocked(blockersOf(failure));
      },
    },
  );
  const { error } = deletion;
  const blocked = isApiError(error) && error.error === NOT_DELETABLE;
  const remove = () => {
    if (confirmed) deletion.mutate();
  };

  return (
    <Modal
      open={open}
      title={intl.formatMessage(m.confirmTitle)}
      onCancel={onCancel}
      okText={intl.formatMessage(m.confirm)}
      okButtonProps={{ danger: true, disabled: !confirmed }}
      confirmLoading={deletion.isPending}
      onOk={remove}
      afterClose={() => {
        setTyped('');
        deletion.reset();
      }}
    >
      {!blocked && <RefusalAlert write={deletion} spaced />}
      <Typography.Paragraph>
        <FormattedMessage {...m.confirmIntro} values={{ name }} />
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={remove}>
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
