import { Button, Form, Input, Modal, Typography } from 'antd';
import { useIntl } from 'react-intl';

import { CodeForm } from '@/components/form/CodeForm';
import { fieldErrorsOn } from '@/components/form/serverErrors';
import { RefusalAlert } from '@/components/RefusalAlert';
import { useWrite } from '@/lib/write';

import { reauthenticate, sendReauthCode } from '../api';
import { reauthMessages as m } from '../messages';
import type { ReauthPrompt } from '../reauth';

const FIELDS = ['password'] as const;

function PasswordStep({ prompt }: { prompt: ReauthPrompt }) {
  const intl = useIntl();
  const [form] = Form.useForm<{ password: string }>();
  // Opens the re-authentication window only: nothing shown changes with it.
  const confirm = useWrite(({ password }: { password: string }) => reauthenticate({ password }), {
    invalidates: [],
    onSuccess: prompt.confirm,
    onError: fieldErrorsOn(form, FIELDS),
  });

  return (
    <Form
      form={form}
      name="reauth"
      layout="vertical"
      requiredMark={false}
      onFinish={confirm.mutate}
      disabled={confirm.isPending}
    >
      <RefusalAlert write={confirm} fields={FIELDS} spaced />
      <Form.Item
        name="password"
        label={intl.formatMessage(m.passwordLabel)}
        rules={[{ required: true, message: intl.formatMessage(m.passwordRequired) }]}
      >
        <Input.Password autoComplete="current-password" autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={confirm.isPending}>
        {intl.formatMessage(m.submit)}
      </Button>
    </Form>
  );
}

/** The one dialog that confirms it is the person before a sensitive change. */
export function ReauthModal({ prompt }: { prompt: ReauthPrompt }) {
  const intl = useIntl();
  return (
    <Modal
      open
      title={intl.formatMessage(m.title)}
      onCancel={prompt.cancel}
      footer={null}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {intl.formatMessage(prompt.method === 'password' ? m.passwordIntro : m.codeIntro)}
      </Typography.Paragraph>
      {prompt.method === 'password' ? (
        <PasswordStep prompt={prompt} />
      ) : (
        <CodeForm
          name="reauth-code"
          channel={null}
          autoFocus
          send={() => sendReauthCode()}
          verify={async (_target, code) => {
            await reauthenticate({ code });
            prompt.confirm();
          }}
          submitLabel={intl.formatMessage(m.submit)}
        />
      )}
    </Modal>
  );
}
