import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { toast } from '@/components/feedback';
import { AVATAR_ACCEPT, validateAvatarFile } from '@/components/form/validators';
import { AVATAR_MAX_BYTES } from '@/constants';
import { useWrite } from '@/lib/write';

import { uploadAvatar } from '../api';
import { useStoreProfile } from '../hooks';
import { avatarMessages as m } from '../messages';
import { AvatarCropModal } from './AvatarCropModal';

/** "Change avatar": checks the file, crops it to a square, uploads it. */
export function AvatarUpload() {
  const intl = useIntl();
  const storeProfile = useStoreProfile();
  const [picked, setPicked] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // The file is only checked and kept here; the crop dialog uploads the square.
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const found = validateAvatarFile(file);
    setProblem(found && intl.formatMessage(found.message, found.values));
    if (!found) setPicked(file);
    return Upload.LIST_IGNORE;
  };

  // The crop dialog shows the refusal: it is handed the write's rejecting form.
  const upload = useWrite(uploadAvatar, {
    invalidates: ['account'],
    onSuccess: (profile) => {
      storeProfile(profile);
      setPicked(null);
      toast(intl.formatMessage(m.saved), 'success');
    },
  });

  return (
    <Flex vertical align="center" gap={4} style={{ maxWidth: 200, textAlign: 'center' }}>
      <Upload accept={AVATAR_ACCEPT} showUploadList={false} beforeUpload={beforeUpload}>
        <Button icon={<UploadOutlined aria-hidden />}>{intl.formatMessage(m.change)}</Button>
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {intl.formatMessage(m.formats, { megabytes: AVATAR_MAX_BYTES / 1024 ** 2 })}
      </Typography.Text>
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
      <AvatarCropModal
        file={picked}
        onCancel={() => setPicked(null)}
        onSave={async (cropped) => {
          await upload.mutateAsync(cropped);
        }}
      />
    </Flex>
  );
}
