import { Alert, Button, Card, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { validateEmail, validatePhone } from '@/components/form/validators';
import { RefusalAlert } from '@/components/RefusalAlert';
import { useWrite } from '@/lib/write';

import { inviteMessages as m } from '../ownerMessages';
import { inviteMember } from '../ownerApi';

/** An e-mail address or a phone number, as `sme/invite` takes it. */
const isInviteAddress = (value: string): boolean =>
  validateEmail(value) === null || validatePhone(value) === null;

/**
 * Invites someone by e-mail or phone. The server answers alike whoever the address is,
 * so the page says only that an invitation went out if the address can receive it.
 */
export function CompanyInviteCard() {
  const intl = useIntl();
  const [form] = Form.useForm<{ account: string }>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useWrite(
    (address: string) => {
      setSentTo(null);
      return inviteMember(address);
    },
    {
      invalidates: ['company'],
      onSuccess: (_, address) => {
        setSentTo(address);
        form.resetFields();
      },
    },
  );

  return (
    <Card title={intl.formatMessage(m.title)} size="small">
      <Flex vertical gap={12}>
        <Form form={form} layout="vertical" onFinish={({ account }) => send.mutate(account.trim())}>
          <Form.Item
            name="account"
            label={intl.formatMessage(m.account)}
            rules={[
              {
                validator: (_rule, value: string | undefined) =>
                  isInviteAddress((value ?? '').trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error(intl.formatMessage(m.invalid))),
              },
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={send.isPending}>
            {intl.formatMessage(m.send)}
          </Button>
        </Form>
        {sentTo && (
          <Alert
            type="success"
            showIcon
            title={intl.formatMessage(m.sent, { account: sentTo })}
            role="status"
          />
        )}
        <RefusalAlert write={send} />
      </Flex>
    </Card>
  );
}
