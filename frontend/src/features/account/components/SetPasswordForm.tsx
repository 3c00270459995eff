import { Button, Form } from 'antd';
import { useIntl } from 'react-intl';

import type { SetPasswordRequest } from '@/api/types';
import { toast } from '@/components/feedback';
import { NewPasswordFields } from '@/components/form/NewPasswordFields';
import { fieldErrorsOn } from '@/components/form/serverErrors';
import { RefusalAlert } from '@/components/RefusalAlert';
import { useWrite } from '@/lib/write';

import { setPassword } from '../api';
import { useStoreProfile } from '../hooks';
import { setPasswordMessages as m } from '../messages';

const FIELDS = ['password', 'confirm_password'] as const;

/** A first password for an account that has none (created by SMS code or WeChat). */
export function SetPasswordForm({ onDone }: { onDone?: () => void }) {
  const intl = useIntl();
  const storeProfile = useStoreProfile();
  const [form] = Form.useForm<SetPasswordRequest>();
  const save = useWrite(setPassword, {
    invalidates: ['account'],
    onSuccess: (profile) => {
      storeProfile(profile);
      toast(intl.formatMessage(m.done), 'success');
      onDone?.();
    },
    onError: fieldErrorsOn(form, FIELDS),
  });

  return (
    <Form
      form={form}
      name="set-password"
      layout="vertical"
      requiredMark={false}
      onFinish={save.mutate}
      disabled={save.isPending}
    >
      <RefusalAlert write={save} fields={FIELDS} spaced />
      <NewPasswordFields
        passwordLabel={intl.formatMessage(m.passwordLabel)}
        confirmLabel={intl.formatMessage(m.confirmLabel)}
        autoFocus
      />
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {intl.formatMessage(m.submit)}
      </Button>
    </Form>
  );
}
