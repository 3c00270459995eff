import { UploadOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Descriptions, Flex, Form, Input, Typography, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';

import { toast } from '@/components/feedback';
import { AVATAR_ACCEPT, LIMITS, toRule, validateAvatarFile } from '@/components/form/validators';
import { RefusalAlert } from '@/components/RefusalAlert';
import { AVATAR_MAX_BYTES } from '@/constants';
import { AvatarCropModal } from '@/features/account';
import { useWrite } from '@/lib/write';

import { createMessages } from '../messages';
import { updateCompany, type Company } from '../ownerApi';
import { profileMessages as m } from '../ownerMessages';
import { validateCompanyName } from '../validators';

/** The company's icon, name, ids and owner; rename it and change its icon. */
export function CompanyProfileCard({ company }: { company: Company }) {
  const intl = useIntl();
  const [problem, setProblem] = useState<string | null>(null);

  /** Sends the change; a refusal shows under the form in the server's words. */
  const save = useWrite(
    ({ change }: { change: { name?: string; icon?: File }; done: string }) => updateCompany(change),
    { invalidates: ['company'], onSuccess: (_, { done }) => toast(done, 'success') },
  );
  const saving = save.isPending;
  const send = (change: { name?: string; icon?: File }, done: string) => {
    setProblem(null);
    return save.run({ change, done });
  };

  // The file is only checked here; the crop dialog hands back the square to send.
  const [picked, setPicked] = useState<File | null>(null);
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const found = validateAvatarFile(file);
    if (found) {
      save.reset();
      setProblem(intl.formatMessage(found.message, found.values));
    } else setPicked(file);
    return Upload.LIST_IGNORE;
  };

  return (
    <Card title={intl.formatMessage(m.title)} size="small">
      <Flex vertical gap={16}>
        <Flex gap={16} align="center" wrap>
          <Avatar src={company.icon ?? undefined} size={64} shape="square" alt="">
            {company.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Flex vertical gap={4} align="flex-start">
            <Upload accept={AVATAR_ACCEPT} showUploadList={false} beforeUpload={beforeUpload}>
              <Button icon={<UploadOutlined aria-hidden />} disabled={saving}>
                {intl.formatMessage(m.changeIcon)}
              </Button>
            </Upload>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {intl.formatMessage(m.iconFormats, { megabytes: AVATAR_MAX_BYTES / 1024 ** 2 })}
            </Typography.Text>
          </Flex>
        </Flex>
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'name', label: intl.formatMessage(m.name), children: company.name },
            {
              key: 'id',
              label: intl.formatMessage(m.id),
              children: <Typography.Text copyable>{company.id}</Typography.Text>,
            },
            {
              key: 'network',
              label: intl.formatMessage(m.network),
              children: <Typography.Text copyable>{company.network_id}</Typography.Text>,
            },
            {
              key: 'range',
              label: intl.formatMessage(m.networkRange),
              children: <Typography.Text copyable>{company.network}</Typography.Text>,
            },
            { key: 'owner', label: intl.formatMessage(m.owner), children: company.owner.name },
          ]}
        />
        <Form
          layout="vertical"
          key={company.name}
          initialValues={{ name: company.name }}
          onFinish={({ name }: { name: string }) =>
            void send({ name: name.trim() }, intl.formatMessage(m.renamed))
          }
        >
          <Form.Item
            name="name"
            label={intl.formatMessage(m.rename)}
            rules={[toRule(intl, validateCompanyName)]}
          >
            <Input maxLength={LIMITS.name.max} />
          </Form.Item>
          <Button htmlType="submit" loading={saving}>
            {intl.formatMessage(m.save)}
          </Button>
        </Form>
        {problem && (
          <Typography.Text type="danger" role="alert">
            {problem}
          </Typography.Text>
        )}
        <RefusalAlert write={save} />
      </Flex>
      {picked && (
        <Suspense fallback={null}>
          <AvatarCropModal
            file={picked}
            title={intl.formatMessage(createMessages.cropTitle)}
            onCancel={() => setPicked(null)}
            onSave={async (cropped) => {
              setPicked(null);
              await send({ icon: cropped }, intl.formatMessage(m.iconSaved));
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}
