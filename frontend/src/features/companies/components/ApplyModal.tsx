import { Form, Input } from 'antd';
import { useIntl } from 'react-intl';

import { toast } from '@/components/feedback';
import { FormModal } from '@/components/form/FormModal';
import { useWrite } from '@/lib/write';
import { toRule } from '@/components/form/validators';

import { applyToCompany } from '../api';
import { applyMessages as m } from '../messages';
import { normalizeCompanyId, validateCompanyId } from '../validators';

const FIELDS = ['sme_id'] as const;

export interface ApplyModalProps {
  open: boolean;
  onClose: () => void;
}

/** Applies to join a company by its id; the server's refusals show on the form. */
export function ApplyModal({ open, onClose }: ApplyModalProps) {
  const intl = useIntl();
  const apply = useWrite(
    ({ sme_id }: { sme_id: string }) => applyToCompany(normalizeCompanyId(sme_id)),
    { invalidates: ['company'], onSuccess: () => toast(intl.formatMessage(m.sent), 'success') },
  );

  return (
    <FormModal<{ sme_id: string }>
      open={open}
      onClose={onClose}
      title={intl.formatMessage(m.title)}
      okText={intl.formatMessage(m.submit)}
      name="apply-company"
      fields={FIELDS}
      write={apply}
    >
      <Form.Item
        name="sme_id"
        label={intl.formatMessage(m.idLabel)}
        extra={intl.formatMessage(m.idHelp)}
        rules={[toRule(intl, validateCompanyId)]}
      >
        <Input autoFocus autoComplete="off" maxLength={11} placeholder="ABCDE-12345" />
      </Form.Item>
    </FormModal>
  );
}
