import { Alert, Form, Input, Modal } from 'antd';
import { useIntl } from 'react-intl';

import { toast } from '@/components/feedback';
import { useServerErrors } from '@/components/form/serverErrors';
import { toRule } from '@/components/form/validators';

import { applyToCompany } from '../api';
import { useCompaniesChanged } from '../hooks';
import { applyMessages as m, companiesMessages } from '../messages';
import { normalizeCompanyId, validateCompanyId } from '../validators';

const FIELDS = ['sme_id'] as const;

export interface ApplyModalProps {
  open: boolean;
  onClose: () => void;
}

/** Applies to join a company by its id; the server's refusals show on the form. */
export function ApplyModal({ open, onClose }: ApplyModalProps) {
  const intl = useIntl();
  const changed = useCompaniesChanged();
  const [form] = Form.useForm<{ sme_id: string }>();
  const { formError, submitting, submit, clearFormError } = useServerErrors(form, FIELDS);

  const close = () => {
    clearFormError();
    onClose();
  };

  const onFinish = ({ sme_id }: { sme_id: string }) =>
    submit(async () => {
      await applyToCompany(normalizeCompanyId(sme_id));
      toast(intl.formatMessage(m.sent), 'success');
      changed();
      close();
    });

  return (
    <Modal
      open={open}
      title={intl.formatMessage(m.title)}
      onCancel={close}
      onOk={() => form.submit()}
      okText={intl.formatMessage(m.submit)}
      cancelText={intl.formatMessage(companiesMessages.cancel)}
      confirmLoading={submitting}
      destroyOnHidden
    >
      <Form
        form={form}
        name="apply-company"
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={submitting}
        preserve={false}
      >
        {formError && (
          <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />
        )}
        <Form.Item
          name="sme_id"
          label={intl.formatMessage(m.idLabel)}
          extra={intl.formatMessage(m.idHelp)}
          rules={[toRule(intl, validateCompanyId)]}
        >
          <Input autoFocus autoComplete="off" maxLength={11} placeholder="ABCDE-12345" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
