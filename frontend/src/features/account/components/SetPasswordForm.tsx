import { Button, Form } from 'antd';
import { useIntl } from 'react-intl';

import type { SetPasswordRequest } from '@/api/types';
import { toast } from '@/components/feedback';
import { ErrorAlert } from '@/components/form/Field';
import { NewPasswordFields } from '@/components/form/NewPasswordFields';
import { useServerErrors } from '@/components/form/serverErrors';

import { setPassword } from '../api';
import { useStoreProfile } from '../hooks';
import { setPasswordMessages as m } from '../messages';

const FIELDS = ['password', 'confirm_password'] as const;

/** A first password for an account that has none (created by SMS code or WeChat). */
export function SetPasswordForm({ onDone }: { onDone?: () => void }) {
  const intl = useIntl();
  const storeProfile = useStoreProfile();
  const [form] = Form.useForm<SetPasswordRequest>();
  const { formError, submitting, submit } = useServerErrors(form, FIELDS);

  const onFinish = (values: SetPasswordRequest) =>
    submit(async () => {
      storeProfile(await setPassword(values));
      toast(intl.formatMessage(m.done), 'success');
      onDone?.();
    });

  return (
    <Form
      form={form}
      name="set-password"
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      disabled={submitting}
    >
      {formError && <ErrorAlert spaced>{formError}</ErrorAlert>}
      <NewPasswordFields
        passwordLabel={intl.formatMessage(m.passwordLabel)}
        confirmLabel={intl.formatMessage(m.confirmLabel)}
        autoFocus
      />
      <Button type="primary" htmlType="submit" loading={submitting}>
        {intl.formatMessage(m.submit)}
      </Button>
    </Form>
  );
}
