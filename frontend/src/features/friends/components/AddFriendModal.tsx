import { Form, Input } from 'antd';
import { useIntl } from 'react-intl';

import type { FriendRequestSendRequest } from '@/api/types';
import { toast } from '@/components/feedback';
import { FormModal } from '@/components/form/FormModal';
import { useWrite } from '@/lib/write';
import { toRule } from '@/components/form/validators';

import { sendFriendRequest } from '../api';
import { addFriendMessages as m } from '../messages';
import { FRIEND_LIMITS, validateAccount, validateRequestMessage } from '../validators';

const FIELDS = ['account', 'message'] as const;

export interface AddFriendModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Sends a friend request to an e-mail address, phone number or user name.
 * The server's refusals (unknown person, already friends, asked too often…)
 * show on the form.
 */
export function AddFriendModal({ open, onClose }: AddFriendModalProps) {
  const intl = useIntl();
  const send = useWrite(
    (values: FriendRequestSendRequest) =>
      sendFriendRequest({
        account: values.account.trim(),
        message: (values.message ?? '').trim(),
      }),
    {
      invalidates: ['friends'],
      onSuccess: (answer) => {
        const name = answer.request.person.name;
        toast(
          intl.formatMessage(answer.outcome === 'accepted' ? m.accepted : m.sent, { name }),
          'success',
        );
      },
    },
  );

  return (
    <FormModal<FriendRequestSendRequest>
      open={open}
      onClose={onClose}
      title={intl.formatMessage(m.title)}
      okText={intl.formatMessage(m.submit)}
      name="add-friend"
      fields={FIELDS}
      write={send}
    >
      <Form.Item
        name="account"
        label={intl.formatMessage(m.accountLabel)}
        rules={[toRule(intl, validateAccount)]}
      >
        <Input autoFocus autoComplete="off" maxLength={254} />
      </Form.Item>
      <Form.Item
        name="message"
        label={intl.formatMessage(m.messageLabel)}
        rules={[toRule(intl, validateRequestMessage)]}
      >
        <Input.TextArea
          rows={3}
          showCount
          maxLength={FRIEND_LIMITS.message.max}
          placeholder={intl.formatMessage(m.messagePlaceholder)}
        />
      </Form.Item>
    </FormModal>
  );
}
