import { Form, Input, Select } from 'antd';
import { useIntl } from 'react-intl';

import type { FriendTag } from '@/api/types';
import { toast } from '@/components/feedback';
import { FormModal } from '@/components/form/FormModal';
import { useWrite } from '@/lib/write';
import { toRule } from '@/components/form/validators';

import { createTag, updateTag } from '../api';
import { displayName, useFriendOptions } from '../hooks';
import { friendsMessages, tagsMessages as m } from '../messages';
import { FRIEND_LIMITS, validateTagName } from '../validators';

const FIELDS = ['name', 'friend_ids'] as const;

interface Values {
  name: string;
  friend_ids: number[];
}

export interface TagModalProps {
  open: boolean;
  /** The tag to rename and assign; null creates a new one. */
  tag: FriendTag | null;
  onClose: () => void;
}

/** Creates a tag, or renames one and chooses which friends carry it. */
export function TagModal({ open, tag, onClose }: TagModalProps) {
  const intl = useIntl();
  const friends = useFriendOptions();
  const save = useWrite(
    async (values: Values) => {
      const body = { name: values.name.trim(), friend_ids: values.friend_ids ?? [] };
      if (tag) await updateTag(tag.id, body);
      else await createTag(body);
    },
    {
      invalidates: ['friends'],
      onSuccess: () => toast(intl.formatMessage(tag ? m.saved : m.created), 'success'),
    },
  );

  return (
    <FormModal<Values>
      open={open}
      onClose={onClose}
      title={intl.formatMessage(tag ? m.editTitle : m.createTitle)}
      okText={intl.formatMessage(friendsMessages.save)}
      name="friend-tag"
      initialValues={{ name: tag?.name ?? '', friend_ids: tag?.friend_ids ?? [] }}
      fields={FIELDS}
      write={save}
    >
      <Form.Item
        name="name"
        label={intl.formatMessage(m.nameLabel)}
        rules={[toRule(intl, validateTagName)]}
      >
        <Input autoFocus autoComplete="off" maxLength={FRIEND_LIMITS.tagName.max + 10} />
      </Form.Item>
      <Form.Item name="friend_ids" label={intl.formatMessage(m.friendsLabel)}>
        <Select
          mode="multiple"
          allowClear
          loading={friends.isFetching}
          placeholder={intl.formatMessage(m.friendsPlaceholder)}
          optionFilterProp="label"
          options={(friends.data?.items ?? []).map((friend) => ({
            value: friend.id,
            label: displayName(friend),
          }))}
        />
      </Form.Item>
    </FormModal>
  );
}
