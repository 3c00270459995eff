import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Typography, Upload, type UploadProps } from 'antd';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';

import type { Company } from '@/api/types';
import { FormModal } from '@/components/form/FormModal';
import { AVATAR_ACCEPT, LIMITS, toRule, validateAvatarFile } from '@/components/form/validators';
import { AVATAR_MAX_BYTES } from '@/constants';
import { AvatarCropModal } from '@/features/account';
import { useWrite } from '@/lib/write';

import { createCompany } from '../api';
import { createMessages as m } from '../messages';
import { validateCompanyName } from '../validators';

const FIELDS = ['name', 'icon'] as const;

export interface CreateCompanyModalProps {
  open: boolean;
  onClose: () => void;
  /** The new company (the caller owns it). */
  onCreated: (company: Company) => void;
}

/** A company's name (3-50 characters) and optional icon, checked and cropped like an avatar. */
export function CreateCompanyModal({ open, onClose, onCreated }: CreateCompanyModalProps) {
  const intl = useIntl();
  const [picked, setPicked] = useState<File | null>(null);
  const [icon, setIcon] = useState<File | null>(null);
  const [iconProblem, setIconProblem] = useState<string | null>(null);

  const forgetIcon = () => {
    setIcon(null);
    setIconProblem(null);
  };

  // The file is only checked here; the crop dialog hands back the square to send.
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const found = validateAvatarFile(file);
    setIconProblem(found && intl.formatMessage(found.message, found.values));
    if (!found) setPicked(file);
    return Upload.LIST_IGNORE;
  };

  const create = useWrite(
    ({ name }: { name: string }) => createCompany({ name: name.trim(), icon: icon ?? undefined }),
    { invalidates: ['company'], onSuccess: onCreated },
  );

  return (
    <FormModal<{ name: string }>
      open={open}
      onClose={onClose}
      onReset={forgetIcon}
      title={intl.formatMessage(m.title)}
      okText={intl.formatMessage(m.submit)}
      name="create-company"
      fields={FIELDS}
      write={create}
      extra={
        picked && (
          <Suspense fallback={null}>
            <AvatarCropModal
              file={picked}
              title={intl.formatMessage(m.cropTitle)}
              onCancel={() => setPicked(null)}
              onSave={async (cropped) => {
                setIcon(cropped);
                setPicked(null);
              }}
            />
          </Suspense>
        )
      }
    >
      <Form.Item
        name="name"
        label={intl.formatMessage(m.nameLabel)}
        rules={[toRule(intl, validateCompanyName)]}
      >
        <Input autoFocus autoComplete="organization" maxLength={LIMITS.name.max} showCount />
      </Form.Item>
      <Form.Item label={intl.formatMessage(m.iconLabel)} htmlFor="create-company-icon">
        <Flex vertical gap={4} align="start">
          {icon ? (
            <Flex align="center" gap={8}>
              <Typography.Text>{icon.name}</Typography.Text>
              <Button
                type="text"
                icon={<DeleteOutlined aria-hidden />}
                aria-label={intl.formatMessage(m.removeIcon)}
                onClick={() => setIcon(null)}
              />
            </Flex>
          ) : (
            <Upload accept={AVATAR_ACCEPT} showUploadList={false} beforeUpload={beforeUpload}>
              <Button id="create-company-icon" icon={<UploadOutlined aria-hidden />}>
                {intl.formatMessage(m.pickIcon)}
              </Button>
            </Upload>
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {intl.formatMessage(m.formats, { megabytes: AVATAR_MAX_BYTES / 1024 ** 2 })}
          </Typography.Text>
          {iconProblem && (
            <Typography.Text type="danger" role="alert">
              {iconProblem}
            </Typography.Text>
          )}
        </Flex>
      </Form.Item>
    </FormModal>
  );
}
