import { Alert, Form, Input, Modal, Select } from 'antd';
import { useIntl } from 'react-intl';

import type { Friend } from '@/api/types';
import { toast } from '@/components/feedback';
import { useServerErrors } from '@/components/form/serverErrors';
import { toRule } from '@/components/form/validators';

import { updateFriend } from '../api';
import { useFriendsChanged, useTags } from '../hooks';
import { editFriendMessages as m, friendsMessages } from '../messages';
import { FRIEND_LIMITS, validateAlias } from '../validators';

const FIELDS = ['alias', 'tag_ids'] as const;

interface Values {
  alias: string;
  tag_ids: number[];
}

export interface EditFriendModalProps {
  /** The friend being edited; null when closed. */
  friend: Friend | null;
  onClose: () => void;
}

/** The caller's alias for a friend (3-50 characters or none) and their tags. */
export function EditFriendModal({ friend, onClose }: EditFriendModalProps) {
  const intl = useIntl();
  const friendsChanged = useFriendsChanged();
  const tags = useTags();
  const [form] = Form.useForm<Values>();
  const { formError, submitting, submit, clearFormError } = useServerErrors(form, FIELDS);

  const close = () => {
    clearFormError();
    onClose();
  };

  const onFinish = (values: Values) =>
    submit(async () => {
      if (!friend) return;
      await updateFriend(friend.id, {
        alias: (values.alias ?? '').trim(),
        tag_ids: values.tag_ids ?? [],
      });
      toast(intl.formatMessage(m.saved), 'success');
      friendsChanged();
      close();
    });

  return (
    <Modal
      open={friend !== null}
      title={friend ? intl.formatMessage(m.title, { name: friend.friend.name }) : undefined}
      onCancel={close}
      onOk={() => form.submit()}
      okText={intl.formatMessage(friendsMessages.save)}
      cancelText={intl.formatMessage(friendsMessages.cancel)}
      confirmLoading={submitting}
      destroyOnHidden
    >
      {friend && (
        <Form
          form={form}
          name="edit-friend"
          layout="vertical"
          requiredMark={false}
          onFinish={onFinish}
          disabled={submitting}
          preserve={false}
          initialValues={{ alias: friend.alias, tag_ids: friend.tags.map((tag) => tag.id) }}
        >
          {formError && (
            <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />
          )}
          <Form.Item
            name="alias"
            label={intl.formatMessage(m.aliasLabel)}
            extra={intl.formatMessage(m.aliasHelp)}
            rules={[toRule(intl, validateAlias)]}
          >
            <Input autoFocus autoComplete="off" maxLength={FRIEND_LIMITS.alias.max + 10} />
          </Form.Item>
          <Form.Item name="tag_ids" label={intl.formatMessage(m.tagsLabel)}>
            <Select
              mode="multiple"
              allowClear
              loading={tags.isFetching}
              placeholder={intl.formatMessage(m.tagsPlaceholder)}
              optionFilterProp="label"
              options={(tags.data?.items ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
