import { Button, Form, Input, Modal, Typography } from 'antd';
import { useIntl } from 'react-intl';

import { CodeForm } from '@/components/form/CodeForm';
import { ErrorAlert } from '@/components/form/Field';
import { useServerErrors } from '@/components/form/serverErrors';

import { reauthenticate, sendReauthCode } from '../api';
import { reauthMessages as m } from '../messages';
import type { ReauthPrompt } from '@/lib/reauth';

const FIELDS = ['password'] as const;

// Not a `useWrite`: the dialog is rendered outside the query client (it answers any call's
// 403), and confirming opens the re-authentication window only, which no read shows.
function PasswordStep({ prompt }: { prompt: ReauthPrompt }) {
  const intl = useIntl();
  const [form] = Form.useForm<{ password: string }>();
  const { formError, submitting, submit } = useServerErrors(form, FIELDS);

  const onFinish = ({ password }: { password: string }) =>
    submit(async () => {
      await reauthenticate({ password });
      prompt.confirm();
    });

  return (
    <Form
      form={form}
      name="reauth"
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      disabled={submitting}
    >
      {formError && <ErrorAlert spaced>{formError}</ErrorAlert>}
      <Form.Item
        name="password"
        label={intl.formatMessage(m.passwordLabel)}
        rules={[{ required: true, message: intl.formatMessage(m.passwordRequired) }]}
      >
        <Input.Password autoComplete="current-password" autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
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
